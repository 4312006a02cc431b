import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { encryptedPdf } from "../documents/document-fixtures.ts";
import { createStyle, getStyle, listStyles, updateStyle } from "./styles.service.ts";

let runtime: TestRuntime;
let basic: AgencyUserCtx;
let pro: AgencyUserCtx;
let other: AgencyUserCtx;

/** A one-page PDF carrying `text`. */
async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 20, font });
  return doc.save();
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  const a = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
  basic = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, a.id, { name: "Bea Basic" }));
  const b = await buildAgency(runtime.system);
  pro = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, b.id, { name: "Pat Pro" }));
  const c = await buildAgency(runtime.system);
  other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, c.id));
});
afterAll(() => runtime.close());

const errorsOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return Object.fromEntries(
      ((error as { fieldErrors?: Array<{ path: string; message: string }> }).fieldErrors ?? []).map((e) => [
        e.path,
        e.message,
      ]),
    );
  }
  throw new Error("expected a refusal");
};

describe("a style's fields", () => {
  it("refuse a blank title and an overlong title or description, each under its field", async () => {
    expect(await errorsOf(createStyle(pro, { title: "   ", description: "x".repeat(501) }))).toEqual({
      title: "Give the style a title",
      description: "Keep the description to 500 characters (about one sentence)",
    });
    expect(await errorsOf(createStyle(pro, { title: "t".repeat(81) }))).toEqual({
      title: "Keep the title to 80 characters (two to four words is best)",
    });
    expect(await errorsOf(createStyle(pro, { title: "Letterhead", baseStyleId: "builtin:comic-sans" }))).toEqual({
      baseStyleId: "Choose one of the built-in styles, or None",
    });
  });

  it("default a new style to Classic Professional; None keeps no base style", async () => {
    const made = await createStyle(pro, { title: "  Plain Letter ", description: "Our everyday letter." });
    expect(made).toMatchObject({
      title: "Plain Letter",
      description: "Our everyday letter.",
      baseStyleId: "builtin:classic-professional",
      creatorName: "Pat Pro",
    });
    const none = await createStyle(pro, { title: "No Frills", baseStyleId: "none" });
    expect(none.baseStyleId).toBeNull();
    const warm = await updateStyle(pro, none.id, { title: "No Frills", baseStyleId: "builtin:warm-human" });
    expect(warm.baseStyleId).toBe("builtin:warm-human");
  });
});

describe("start and end pages", () => {
  it("refuse a file that is not a PDF, and a password-protected PDF, under the upload field", async () => {
    const text = fileOf(new TextEncoder().encode("Just some notes, not a PDF at all."), "cover.txt");
    expect(await errorsOf(createStyle(pro, { title: "Covered", uploadPrefixFile: text }))).toEqual({
      uploadPrefixFile: "This file is TXT, not a PDF. Upload the start page as a PDF.",
    });
    const renamed = fileOf(new TextEncoder().encode("Just some notes, not a PDF at all."), "cover.pdf");
    expect(
      (await errorsOf(createStyle(pro, { title: "Covered", uploadPrefixFile: renamed }))).uploadPrefixFile,
    ).toMatch(/name says PDF, but its content is TXT/);
    const locked = fileOf(await encryptedPdf(), "locked.pdf");
    expect(await errorsOf(createStyle(pro, { title: "Covered", uploadSuffixFile: locked }))).toEqual({
      uploadSuffixFile:
        "This PDF is password-protected, so it cannot be placed in documents. Save the end page without a password and upload it again.",
    });
    const damaged = fileOf(new TextEncoder().encode("%PDF-1.7\n garbage with no objects"), "damaged.pdf");
    expect(
      (await errorsOf(createStyle(pro, { title: "Covered", uploadPrefixFile: damaged }))).uploadPrefixFile,
    ).toMatch(/could not be read/);
  });

  it("are stored, kept by id, replaced by an upload and removed by sending neither", async () => {
    const made = await createStyle(pro, {
      title: "Harbor Letterhead",
      uploadPrefixFile: fileOf(await onePagePdf("Cover"), "cover.pdf"),
      uploadSuffixFile: fileOf(await onePagePdf("About us"), "about.pdf"),
    });
    expect(made.prefixFileId).toBeTruthy();
    expect(made.suffixFileId).toBeTruthy();
    const kept = await updateStyle(pro, made.id, {
      title: "Harbor Letterhead",
      prefixFileId: made.prefixFileId,
      uploadSuffixFile: fileOf(await onePagePdf("About us, again"), "about-2.pdf"),
    });
    expect(kept.prefixFileId).toBe(made.prefixFileId);
    expect(kept.suffixFileId).not.toBe(made.suffixFileId);
    const removed = await updateStyle(pro, made.id, { title: "Harbor Letterhead", suffixFileId: kept.suffixFileId });
    expect(removed).toMatchObject({ prefixFileId: null, suffixFileId: kept.suffixFileId });
  });

  it("refuse keeping another agency's file", async () => {
    const theirs = await createStyle(other, {
      title: "Theirs",
      uploadPrefixFile: fileOf(await onePagePdf("Their cover"), "theirs.pdf"),
    });
    expect(await errorsOf(createStyle(pro, { title: "Borrowed", prefixFileId: theirs.prefixFileId }))).toEqual({
      prefixFileId: "This start page file no longer exists. Upload it again.",
    });
  });
});

describe("the plan's style limit", () => {
  it("allows one style on Basic and refuses the second, naming the plan; Pro has no limit", async () => {
    await createStyle(basic, { title: "Only One" });
    await expect(createStyle(basic, { title: "Second" })).rejects.toMatchObject({
      code: "PLAN_LIMIT",
      message: "Your Basic plan includes 1 document style. Upgrade to Pro for unlimited document styles.",
    });
    for (const title of ["Pro A", "Pro B", "Pro C"]) await createStyle(pro, { title });
    expect((await listStyles(pro)).length).toBeGreaterThanOrEqual(6);
  });
});

describe("tenancy", () => {
  it("keeps each agency's styles its own: another agency's id is NOT_FOUND", async () => {
    const mine = await createStyle(pro, { title: "Mine Only" });
    await expect(getStyle(other, mine.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updateStyle(other, mine.id, { title: "Taken" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listStyles(other)).map((s) => s.title)).not.toContain("Mine Only");
    expect((await listStyles(pro, "mine")).map((s) => s.title)).toEqual(["Mine Only"]);
  });
});
