import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Preset } from "#domain/workspace.ts";
import type { AgencyUserCtx, Ctx } from "#server/lib/context.ts";
import { updateAgencyUserPreferences } from "#server/modules/identity/preferences.service.ts";
import { createCustomPreset } from "#server/modules/presets/presets-write.service.ts";
import { fileOf } from "./document.factory.ts";
import { actingAs } from "./demo-workspaces.ts";

/** Harbor's custom presets (docs/product/custom-presets.md), by title: the seed test and the e2e journey use these. */
export const DEMO_PRESET_TITLES = [
  "Renewal Review Letter",
  "Restaurant Supplemental Check",
  "Contractor COI Requirements",
] as const;

/** The demo user's favourites: the built-ins they use most, and one of the agency's own presets. */
export const DEMO_FAVORITE_PRESETS: Preset[] = [
  "CertificateReview",
  "ContractReview",
  "CoverageComparison",
  "DocumentExploration",
  "UnderwritingAnalysis",
  "GenerateTemplate",
];
export const DEMO_FAVORITE_CUSTOM_PRESET = "Contractor COI Requirements";

const PRESETS: Array<{ title: string; description: string; inheritFromPreset: Preset; basePrompt: string }> = [
  {
    title: "Renewal Review Letter",
    description: "Compares a renewal offer with the expiring policy and drafts the letter to the insured.",
    inheritFromPreset: "DocumentExploration",
    basePrompt: `You are preparing a renewal review for one of Harbor Insurance Agency's commercial clients.

The input files are the expiring policy and the carrier's renewal offer (quote or renewal declarations). Compare them line by line and report:
- premium: expiring, renewal, and the change in dollars and percent;
- every limit (each occurrence, aggregate, products-completed operations, property and business income limits) that changed;
- deductibles and retentions that changed;
- forms and endorsements added or removed, with their form numbers — call out any new exclusion (for example a communicable disease, cyber, or assault and battery exclusion) or a lost additional insured endorsement;
- rating basis changes (payroll, sales, square footage) the carrier used.

Then draft a one-page letter to the insured, in plain language, signed by the account manager:
1. what is renewing and when;
2. the premium change and the main reason for it, if the documents say;
3. the coverage changes that matter to them, most important first;
4. what we recommend (accept, ask the carrier for something, or let us market the account) and what we need from them by the renewal date.

Quote the page for every figure. Do not guess a figure that is not in the documents — list it under "Still to confirm" instead.`,
  },
  {
    title: "Restaurant Supplemental Check",
    description: "Checks a restaurant application and supplemental for gaps before it goes to market.",
    inheritFromPreset: "UnderwritingAnalysis",
    basePrompt: `Review the restaurant application (ACORD 125/126 and the carrier's restaurant supplemental) before we submit it to market.

Check that these are answered and consistent across the forms:
- annual food sales and liquor sales, and liquor as a percentage of total sales (flag anything over 40% — it changes the markets we can use);
- hours of operation and whether they serve after midnight;
- seating capacity, square footage and number of locations;
- cooking operations: deep fryers, open flame or solid-fuel cooking, and whether the hood and duct system has a UL 300 wet-chemical suppression system with semi-annual cleaning;
- delivery (own drivers or third-party apps), catering off premises, and entertainment (live music, dancing, bouncers);
- years in business and prior losses for five years, especially slip-and-fall, food-borne illness and liquor liability claims;
- building ownership, construction, year built, and roof, wiring, plumbing and HVAC update years.

Mark each item Answered, Missing or Inconsistent with the page it is on. End with a short list of questions to send the client for everything Missing or Inconsistent, written so they can answer by email.`,
  },
  {
    title: "Contractor COI Requirements",
    description: "Reviews a subcontract's insurance requirements against the agency's contractor standard.",
    inheritFromPreset: "ContractReview",
    basePrompt: `The input file is a subcontract or a project owner's contract our contractor client was asked to sign.

List every insurance requirement in it with its section, then compare each one with our agency's contractor standard in the reference file "Harbor Contractor COI Requirements" and say whether the client's usual program meets it:
- general liability limits, and whether the contract asks for per-project aggregate (CG 25 03);
- additional insured wording: ongoing and completed operations (CG 20 10 and CG 20 37 or equivalents), primary and non-contributory;
- waiver of subrogation on GL, auto, workers compensation and umbrella;
- umbrella limit and whether it must follow form;
- auto, workers compensation and employer's liability limits;
- notice of cancellation days, and any professional, pollution or builder's risk requirement.

Flag anything stricter than our standard in bold, and anything the client's policies cannot usually provide (for example 60 days' notice of cancellation, or an indemnity broader than the insurance supports). Finish with a short note the account manager can send the client: what we can certify as is, what needs an endorsement, and what they should negotiate before signing.`,
  },
];

/** Harbor's contractor COI standard, as the agency would keep it: a one-page PDF generated here. */
async function contractorRequirementsPdf(agencyName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Harbor Contractor COI Requirements");
  doc.setAuthor(agencyName);
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  let y = 730;
  const line = (p: PDFPage, text: string, font: PDFFont, size: number, indent = 0) => {
    p.drawText(text, { x: 56 + indent, y, size, font, color: rgb(0.12, 0.12, 0.16) });
    y -= size + 7;
  };
  line(page, agencyName, bold, 10);
  line(page, "Contractor COI Requirements", bold, 18);
  line(page, "Our minimum standard for subcontractors of our contractor clients. Revised January 2026.", regular, 10);
  y -= 8;
  const sections: Array<[string, string[]]> = [
    [
      "Commercial General Liability",
      [
        "Each Occurrence Limit: $1,000,000",
        "General Aggregate Limit: $2,000,000, per project (CG 25 03 or equivalent)",
        "Products-Completed Operations Aggregate: $2,000,000",
        "Additional insured, ongoing operations: CG 20 10 04 13 or equivalent",
        "Additional insured, completed operations: CG 20 37 04 13 or equivalent",
        "Primary and non-contributory wording required",
      ],
    ],
    ["Business Auto", ["Combined Single Limit: $1,000,000, any auto or hired and non-owned autos"]],
    [
      "Workers Compensation and Employer's Liability",
      [
        "Statutory limits",
        "Employer's Liability: $500,000 each accident / disease each employee / disease policy limit",
      ],
    ],
    ["Umbrella / Excess", ["Umbrella Each Occurrence Limit: $2,000,000, following form over GL, auto and EL"]],
    [
      "Conditions",
      [
        "Waiver of subrogation in favor of our client on GL, auto, WC and umbrella",
        "Notice of cancellation: 30 days (10 days for non-payment)",
        "Carriers rated A- VII or better by AM Best",
        "Certificate holder: our client, with the project name and address in the description",
      ],
    ],
  ];
  for (const [heading, rows] of sections) {
    y -= 6;
    line(page, heading, bold, 12);
    for (const row of rows) line(page, `•  ${row}`, regular, 10.5, 10);
  }
  y -= 12;
  line(page, "Questions: certificates@harbor-agency.test · (207) 555-0142", regular, 9);
  return doc.save();
}

/**
 * Harbor's three custom presets, created as the demo user would in Presets (one with the agency's
 * contractor COI standard as a reference file), and the demo user's favourites: six built-ins and
 * one custom preset. Runs in the seed's transaction.
 */
export async function seedDemoPresets(
  ctx: Ctx,
  { agency, users }: { agency: { id: string; name: string }; users: Array<{ id: string }> },
) {
  const acting = actingAs(ctx, agency.id, users[0]!.id);
  const created = new Map<string, string>();
  for (const preset of PRESETS) {
    const files =
      preset.title === "Contractor COI Requirements"
        ? [fileOf(await contractorRequirementsPdf(agency.name), "Harbor Contractor COI Requirements.pdf")]
        : null;
    const row = await createCustomPreset(acting, preset, files);
    created.set(row.title, row.id);
  }
  const demoUser: AgencyUserCtx = {
    ...acting,
    actor: { type: "AGENCY_USER", agencyId: agency.id, agencyUserId: users[0]!.id, sessionId: null },
  };
  await updateAgencyUserPreferences(demoUser, {
    favoritePresets: {
      presets: DEMO_FAVORITE_PRESETS,
      customPresetIds: [created.get(DEMO_FAVORITE_CUSTOM_PRESET)!],
    },
  });
  return { presets: created };
}
