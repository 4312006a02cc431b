import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { Ctx } from "#server/lib/context.ts";
import { createStyle } from "#server/modules/styles/styles.service.ts";
import { fileOf } from "./document.factory.ts";
import { actingAs } from "./demo-workspaces.ts";

/** The demo agency's two document styles (docs/product/document-styles.md), by title (the seed test uses these). */
export const DEMO_STYLE_TITLES = ["Harbor Letterhead", "Client Proposal"] as const;

const NAVY = rgb(0.118, 0.227, 0.373);
const CLAY = rgb(0.706, 0.325, 0.165);
const INK = rgb(0.15, 0.15, 0.17);

function lines(page: PDFPage, font: PDFFont, text: string[], x: number, y: number, size: number, lead = 1.5) {
  text.forEach((line, i) => page.drawText(line, { x, y: y - i * size * lead, size, font, color: INK }));
}

/** Harbor's cover page: a navy band with the agency's name, a line for the client, the agency's address. */
export async function harborCoverPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Harbor Insurance Agency cover page");
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 612, width: 612, height: 180, color: NAVY });
  page.drawText("HARBOR INSURANCE AGENCY", { x: 64, y: 700, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText("Commercial and personal insurance since 1987", {
    x: 64,
    y: 672,
    size: 12,
    font: regular,
    color: rgb(0.85, 0.9, 0.96),
  });
  page.drawText("Prepared for you by your Harbor team", { x: 64, y: 520, size: 22, font: serif, color: NAVY });
  page.drawLine({ start: { x: 64, y: 500 }, end: { x: 548, y: 500 }, thickness: 1.5, color: NAVY });
  lines(
    page,
    regular,
    [
      "This document was prepared by a licensed Harbor Insurance Agency account manager.",
      "Questions about it? Call us at (207) 555-0142 or write to service@harbor-agency.test.",
    ],
    64,
    470,
    11,
  );
  lines(page, regular, ["48 Commercial Street, Suite 300", "Portland, ME 04101", "harbor-agency.test"], 64, 120, 10);
  return doc.save();
}

/** The end page of client proposals: who Harbor is and how to reach the team. */
export async function aboutHarborPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("About Harbor Insurance Agency");
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText("About Harbor Insurance Agency", { x: 64, y: 700, size: 22, font: bold, color: CLAY });
  page.drawRectangle({ x: 64, y: 684, width: 60, height: 3, color: CLAY });
  lines(
    page,
    regular,
    [
      "Harbor is an independent agency in Portland, Maine. We compare carriers for you and stay",
      "with you after the sale: certificates the same day, claims advocacy, and a renewal review",
      "every year.",
      "",
      "Your team: Jordan Avery (account manager), Priya Shah (commercial lines),",
      "Marcus Bell (claims) and Elena Ruiz (personal lines).",
      "",
      "Office hours: Monday to Friday, 8:30 AM to 5:30 PM.",
      "Phone (207) 555-0142  ·  service@harbor-agency.test",
      "48 Commercial Street, Suite 300, Portland, ME 04101",
    ],
    64,
    650,
    11.5,
  );
  return doc.save();
}

/**
 * Harbor's two styles: its letterhead (Classic Professional with the cover page as start page)
 * and its client proposal (Warm Human with "About Harbor Insurance Agency" as end page), created
 * as the demo user would create them. Runs in the seed's transaction.
 */
export async function seedDemoStyles(
  ctx: Ctx,
  { agency, users }: { agency: { id: string }; users: Array<{ id: string }> },
) {
  const acting = actingAs(ctx, agency.id, users[0]!.id);
  const letterhead = await createStyle(acting, {
    title: DEMO_STYLE_TITLES[0],
    description: "Our navy letterhead with the Harbor cover page, for letters and coverage summaries.",
    baseStyleId: "builtin:classic-professional",
    uploadPrefixFile: fileOf(await harborCoverPdf(), "Harbor cover page.pdf"),
  });
  const proposal = await createStyle(acting, {
    title: DEMO_STYLE_TITLES[1],
    description: "A warm look for quote proposals, closing with a page about the agency.",
    baseStyleId: "builtin:warm-human",
    uploadSuffixFile: fileOf(await aboutHarborPdf(), "About Harbor Insurance Agency.pdf"),
  });
  return { styleIds: [letterhead.id, proposal.id] };
}
