import { PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import {
  buildAcordDistributedAcord25Pdf,
  buildFillableAcord25Pdf,
  buildPasswordProtectedPdf,
} from "#server/seed/document.factory.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import { ValidationError } from "../../lib/errors.ts";
import { CONTINUED_MARKER, fillAcord25, loadAcord25Template, NEEDS_OPEN_PASSWORD_MESSAGE } from "./acord25-fill.ts";
import { buildCertificateData, isInForce, type CertificatePolicy } from "./certificate-data.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";

const policy = (overrides: Partial<CertificatePolicy>): CertificatePolicy => ({
  id: crypto.randomUUID(),
  type: "GENERAL_LIABILITY",
  state: "INFORCE",
  policyNumber: "GL-1",
  quoteNumber: null,
  inforceAt: new Date(Date.UTC(2026, 2, 1)),
  expiresAt: new Date(Date.UTC(2027, 2, 1)),
  cancellation: null,
  reinstatement: null,
  details: null,
  carrier: { name: "Acadia Insurance", naicCode: "31325" },
  createdAt: new Date(),
  ...overrides,
});

const LONG_HOLDER =
  "City of Portland, Department of Public Works, Parks, Recreation and Facilities Division, Attn: Contracts Office";
const LONG_DESCRIPTION = Array.from(
  { length: 12 },
  (_, i) => `Section ${i + 1}: landscape maintenance, snow removal and tree care at the city's parks and schools.`,
).join(" ");

const data = (overrides: Partial<Parameters<typeof buildCertificateData>[0]> = {}) =>
  buildCertificateData({
    certificateNumber: 7,
    now: new Date(Date.UTC(2026, 10, 21, 15)),
    timeZone: "America/New_York",
    agency: { name: "Harbor Insurance Agency", mailingAddress: null, coi: null },
    account: { name: "Casco Bay Landscaping LLC", mailingAddress: null },
    policies: [
      policy({ policyNumber: "GL-FIRST", details: { facts: { additionalInsuredEndorsement: true } } }),
      policy({ policyNumber: "GL-SECOND", details: { facts: { additionalInsuredEndorsement: true } } }),
    ],
    holder: {
      name: "City of Portland",
      address: { line1: "389 Congress Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
    additionalInsured: true,
    descriptionOfOperations: "Landscape maintenance.",
    layout: "ACORD_25",
    ...overrides,
  });

async function fieldValues(pdf: Uint8Array) {
  const form = (await PDFDocument.load(pdf)).getForm();
  const values: Record<string, string | boolean | undefined> = {};
  for (const field of form.getFields()) {
    const name = field.getName();
    const kind = field.constructor.name;
    if (kind === "PDFCheckBox") values[name] = form.getCheckBox(name).isChecked();
    else if (kind === "PDFTextField") values[name] = form.getTextField(name).getText();
  }
  return values;
}

const q = (name: string, page = 1) => `F[0].P${page}[0].${name}[0]`;

describe("the ACORD 25 as ACORD distributes it (encrypted, XFA, fully-qualified names)", () => {
  it("is accepted, filled by its qualified names, saved openable without a password and without XFA", async () => {
    const template = await buildAcordDistributedAcord25Pdf();
    await expect(PDFDocument.load(template)).rejects.toThrow(/encrypted/); // it really is encrypted
    expect(await loadAcord25Template(template)).toBeTruthy();

    const filled = await fillAcord25(template, data(), { flatten: false });
    const doc = await PDFDocument.load(filled, { preserveXFA: true }); // no password needed any more
    expect(doc.getForm().hasXFA()).toBe(false);
    expect(doc.catalog.has(PDFName.of("NeedsRendering"))).toBe(false);
    const values = await fieldValues(filled);
    expect(values).toMatchObject({
      [q("Producer_FullName_A")]: "Harbor Insurance Agency",
      [q("NamedInsured_FullName_A")]: "Casco Bay Landscaping LLC",
      [q("Insurer_FullName_A")]: "Acadia Insurance",
      [q("Insurer_NAICCode_A")]: "31325",
      [q("Policy_GeneralLiability_PolicyNumberIdentifier_A", 2)]: "GL-FIRST",
      [q("CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A", 2)]: "Y",
      [q("GeneralLiability_OccurrenceIndicator_A")]: false, // not recorded: left empty
      [q("CertificateHolder_FullName_A", 3)]: "City of Portland",
    });
    // the second GL policy has no row: it is listed in the remarks with the additional-insured sentence
    const remarks = String(values[q("CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A", 3)]);
    expect(remarks).toContain(CONTINUED_MARKER);
    const text = (await extractPdfText(await fillAcord25(template, data()))).join("\n");
    expect(text).toContain("GL-SECOND");
    expect(text).toContain("is included as an additional insured");
  });

  it("refuses a form that needs an open password with that message", async () => {
    const error = await loadAcord25Template(await buildPasswordProtectedPdf()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors[0]).toEqual({ path: "file", message: NEEDS_OPEN_PASSWORD_MESSAGE });
  });
});

describe("nothing silently cut", () => {
  it("continues a long holder name and description on an ACORD 101 page, with the marker in the boxes", async () => {
    const certificate = data({
      holder: { ...data().holder, name: LONG_HOLDER },
      descriptionOfOperations: LONG_DESCRIPTION,
    });
    const template = await buildAcordDistributedAcord25Pdf();
    const values = await fieldValues(await fillAcord25(template, certificate, { flatten: false }));
    const holder = String(values[q("CertificateHolder_FullName_A", 3)]);
    expect(holder).toMatch(/^City of Portland, .*\(See attached ACORD 101\)$/);
    expect(String(values[q("CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A", 3)])).toMatch(
      /See attached ACORD 101$/,
    );
    const pages = await extractPdfText(await fillAcord25(template, certificate));
    const schedule = pages.slice(3).join("\n"); // the form's 3 pages, then the schedule
    expect(schedule).toContain("ADDITIONAL REMARKS SCHEDULE");
    expect(schedule.replace(/\s+/g, " ")).toContain(LONG_HOLDER);
    const flat = schedule.replace(/\s+/g, " ");
    for (let i = 1; i <= 12; i++) expect(flat).toContain(`Section ${i}: landscape maintenance`);
    expect(flat).toContain("GL-SECOND");
  });

  it("wraps the full holder name and description on our own layout", async () => {
    const pdf = await renderCertificatePdf(
      data({
        holder: { ...data().holder, name: LONG_HOLDER },
        descriptionOfOperations: LONG_DESCRIPTION,
        layout: "CARA",
      }),
    );
    const flat = (await extractPdfText(pdf)).join(" ").replace(/\s+/g, " ");
    expect(flat).toContain("Attn: Contracts Office");
    expect(flat).not.toContain("...");
    for (let i = 1; i <= 12; i++) expect(flat).toContain(`Section ${i}: landscape maintenance`);
    expect(flat).toContain("GL-FIRST");
    expect(flat).toContain("GL-SECOND");
  });
});

describe("characters and amounts", () => {
  it("prints characters outside Latin-1 in an embedded Unicode font, never as '?'", async () => {
    const name = "Łódź Żurawski Sp. z o.o. 中文公司 🌳";
    const certificate = data({ holder: { ...data().holder, name } });
    for (const pdf of [
      await fillAcord25(await buildFillableAcord25Pdf(), certificate),
      await renderCertificatePdf({ ...certificate, layout: "CARA" }),
    ]) {
      const text = (await extractPdfText(pdf)).join(" ");
      expect(text).toContain("Łódź Żurawski");
      expect(text).toContain("中文公司");
      expect(text).toContain("🌳");
      expect(text).not.toMatch(/\?\?/);
    }
  });
});

describe("dates in the agency's time zone", () => {
  it("dates a certificate issued at 9:40 PM in Maine on that day, and uses the agency's today for in force", async () => {
    const evening = new Date("2026-11-22T02:40:00Z"); // 9:40 PM EST on 11/21
    const certificate = data({ now: evening });
    expect(certificate.issuedOn).toBe("11/21/2026");
    expect(data({ now: evening, timeZone: "UTC" }).issuedOn).toBe("11/22/2026");
    const startsTomorrow = policy({ inforceAt: new Date(Date.UTC(2026, 10, 22)) });
    const { agencyToday } = await import("./certificate-data.ts");
    expect(isInForce(startsTomorrow, agencyToday(evening, "America/New_York"))).toBe(false);
    expect(isInForce(startsTomorrow, agencyToday(evening, "UTC"))).toBe(true);
  });
});
