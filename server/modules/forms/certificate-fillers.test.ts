import { writeFileSync, mkdirSync } from "node:fs";
import { PDFDocument, PDFTextField } from "@cantoo/pdf-lib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCarrier, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import type { CertificateData } from "../certificates/certificate-data.ts";
import {
  getCertificate,
  listAccountCertificates,
  NO_POLICIES_MESSAGE,
  PERSONAL_ACCOUNT_EXPLANATION,
} from "../certificates/certificates.service.ts";
import { newStorageKey, storeFile } from "../files/files-upload.service.ts";
import { NO_ACCOUNT_MESSAGE, NO_INSURED_ADDRESS_MESSAGE } from "./certificate-liability.ts";
import { CERTIFICATE_FILLERS } from "./certificate-fillers.ts";
import { NO_PROPERTY_POLICY_MESSAGE, PERSONAL_PROPERTY_EXPLANATION } from "./evidence-data.ts";
import { FORM_FILLERS } from "./form-fillers.ts";
import type { FormFillRequest } from "./form-fill.types.ts";

/** The certificate and evidence fillers on generated agencies, accounts and policies, the PDFs read back. */

const DAY = 24 * 60 * 60 * 1000;
const SHOTS = process.env.FORM_PDF_DIR; // set to keep the PDFs for looking at (pdftoppm)
let runtime: TestRuntime;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );
const keep = (name: string, pdf: Uint8Array) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${name}.pdf`, pdf);
};
const request = (overrides: Partial<FormFillRequest>): FormFillRequest => ({
  template: "ACORD 25",
  workspaceId: crypto.randomUUID(),
  accountId: null,
  fileIds: [],
  ...overrides,
});
const dates = () => ({ inforceAt: new Date(Date.now() - 60 * DAY), expiresAt: new Date(Date.now() + 300 * DAY) });

async function agencyWithUser(name: string) {
  const agency = await buildAgency(runtime.system, {
    name,
    mailingAddress: {
      line1: "48 Commercial Street",
      line2: "Suite 300",
      city: "Portland",
      zone: "ME",
      postalCode: "04101",
    },
    configuration: {
      liabilityCOIConfiguration: {
        contactName: "Jordan Avery",
        contactEmail: "certificates@harbor.test",
        contactPhone: "(207) 555-0142",
      },
    },
  });
  return agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
}

async function businessAccount(acting: AgencyCtx, name: string) {
  return buildAccount(acting, "BUSINESS", {
    account: {
      name,
      email: "office@example.test",
      phone: "(207) 555-0199",
      mailingAddress: { line1: "12 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
  });
}

/** General liability (AI endorsement recorded, no waiver), workers comp (waiver recorded). */
async function liabilityAccount(acting: AgencyCtx) {
  const account = await businessAccount(acting, "Casco Bay Landscaping LLC");
  const agencyId = acting.actor.agencyId;
  const carrier = await buildCarrier(runtime.system, agencyId, {
    name: `Acadia ${agencyId.slice(0, 4)}`,
    naicCode: "31325",
  });
  const gl = await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "GENERAL_LIABILITY",
    carrierId: carrier.id,
    policyNumber: "GL-4471-26",
    ...dates(),
    details: {
      limits: { generalLiability: { eachOccurrence: "1000000", generalAggregate: "2000000" } },
      facts: {
        coverageForm: "OCCURRENCE",
        additionalInsuredEndorsement: true,
        primaryNonContributoryEndorsement: true,
      },
    },
  });
  const wc = await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "WORKERS_COMPENSATION",
    carrierId: carrier.id,
    policyNumber: "WC-88",
    ...dates(),
    details: {
      limits: { workersCompensation: { eachAccident: "500000" } },
      facts: { waiverOfSubrogationEndorsement: true },
    },
  });
  return { account, gl, wc };
}

/** A property policy with building and BPP limits, a deductible and a location. */
async function propertyAccount(acting: AgencyCtx, name = "Harbor Bakery Inc.") {
  const account = await businessAccount(acting, name);
  const agencyId = acting.actor.agencyId;
  const carrier = await buildCarrier(runtime.system, agencyId, {
    name: `Hanover ${agencyId.slice(0, 4)}`,
    naicCode: "22292",
  });
  const policy = await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "PROPERTY",
    carrierId: carrier.id,
    policyNumber: "CP-2210-77",
    ...dates(),
    details: {
      deductible: "2500",
      limits: { property: { building: "1250000", businessPersonalProperty: "300000", businessIncome: "" } },
      locationLimits: [{ location: "1 Wharf St, Portland, ME 04101 — two-story bakery", limit: "1550000" }],
      coverageDescription: "Special form causes of loss; replacement cost; agreed value.",
    },
  });
  return { account, policy };
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  ctx = await agencyWithUser("Harbor Insurance Agency");
  theirs = await agencyWithUser("Other Agency");
});
afterAll(async () => runtime?.close());

describe("ACORD 25 from a conversation", () => {
  it("issues a real certificate for the named holder with AI, waiver and primary and non-contributory", async () => {
    const { account, gl, wc } = await liabilityAccount(ctx);
    const result = await FORM_FILLERS["ACORD 25"]!(
      ctx,
      request({
        accountId: account.id,
        certificateHolder: "ABC Property Management\n100 Main St, Suite 200\nPortland, ME 04101-1234",
        additionalInsured: true,
        waiverOfSubrogation: true,
        primaryNonContributory: true,
        descriptionOfOperations: "Landscape maintenance at 100 Main St.",
      }),
    );
    keep("acord25-from-conversation", result.pdf);
    const certificate = await getCertificate(ctx, result.certificateId!);
    const data = certificate.data as unknown as CertificateData;
    expect(certificate.accountId).toBe(account.id);
    expect(data.holder).toEqual({
      name: "ABC Property Management",
      address: { line1: "100 Main St", line2: "Suite 200", city: "Portland", zone: "ME", postalCode: "04101-1234" },
    });
    const glRow = data.coverages.find((c) => c.policyId === gl.id)!;
    const wcRow = data.coverages.find((c) => c.policyId === wc.id)!;
    expect([glRow.additionalInsured, glRow.waiverOfSubrogation, glRow.primaryNonContributory]).toEqual([
      true,
      false,
      true,
    ]);
    expect([wcRow.additionalInsured, wcRow.waiverOfSubrogation]).toEqual([false, true]);

    const text = (await extractPdfText(result.pdf)).join(" ");
    expect(text).toContain("ABC Property Management");
    expect(text).toContain("GL-4471-26");
    expect(result.fileName).toBe(`Certificate ${data.certificateNumber} - ABC Property Management.pdf`);
    expect(result.title).toContain(`Certificate ${data.certificateNumber}`);

    const holder = result.filled.find((f) => f.key === "CertificateHolder_FullName_A")!;
    expect(holder).toMatchObject({ value: "ABC Property Management", source: { kind: "user" } });
    const number = result.filled.find((f) => f.key === "Policy_GeneralLiability_PolicyNumberIdentifier_A")!;
    expect(number).toMatchObject({ value: "GL-4471-26", source: { kind: "record", record: "policy", id: gl.id } });
    // every value has a source; no value for a box the records do not support
    expect(result.filled.every((f) => f.source && f.value !== "")).toBe(true);
    expect(result.filled.find((f) => f.key === "Policy_GeneralLiability_SubrogationWaivedCode_A")).toBeUndefined();
    expect(result.missing.map((m) => m.label)).toEqual(["SUBR WVD: General Liability policy GL-4471-26"]);
  });

  it("uses the named insured's own information when no holder is named", async () => {
    const { account } = await liabilityAccount(ctx);
    const result = await CERTIFICATE_FILLERS["ACORD 25"]!(ctx, request({ accountId: account.id }));
    const data = (await getCertificate(ctx, result.certificateId!)).data as unknown as CertificateData;
    expect(data.holder.name).toBe("Casco Bay Landscaping LLC");
    expect(data.holder.address.line1).toBe("12 Fore Street");
    expect(result.filled.find((f) => f.key === "CertificateHolder_FullName_A")!.source).toMatchObject({
      kind: "record",
      record: "account",
      id: account.id,
    });
  });

  it("refuses an incomplete holder address without issuing anything", async () => {
    const { account } = await liabilityAccount(ctx);
    const before = await listAccountCertificates(ctx, account.id);
    const error = await errorOf(
      CERTIFICATE_FILLERS["ACORD 25"]!(
        ctx,
        request({ accountId: account.id, certificateHolder: "ABC Property Management, 100 Main St, Portland 04101" }),
      ),
    );
    expect(error?.message).toContain("has no state");
    expect(before).toEqual([]);
    expect(await listAccountCertificates(ctx, account.id)).toEqual([]);
  });

  it("gives the certificates module's messages for no account, no policies, a personal account, no address", async () => {
    const fill = CERTIFICATE_FILLERS["ACORD 25"]!;
    expect((await errorOf(fill(ctx, request({}))))?.message).toBe(NO_ACCOUNT_MESSAGE);
    const empty = await businessAccount(ctx, "No Policies LLC");
    expect(
      (await errorOf(fill(ctx, request({ accountId: empty.id, certificateHolder: "A, 1 Main St, Bath, ME 04530" }))))
        ?.message,
    ).toBe(NO_POLICIES_MESSAGE);
    const person = await buildAccount(ctx, "INDIVIDUAL", {});
    expect(
      (await errorOf(fill(ctx, request({ accountId: person.id, certificateHolder: "A, 1 Main St, Bath, ME 04530" }))))
        ?.message,
    ).toBe(PERSONAL_ACCOUNT_EXPLANATION);
    const noAddress = await businessAccount(ctx, "Nowhere LLC");
    await runtime.system.db.execute(sql`update accounts set mailing_address = null where id = ${noAddress.id}`);
    expect((await errorOf(fill(ctx, request({ accountId: noAddress.id }))))?.message).toBe(NO_INSURED_ADDRESS_MESSAGE);
  });

  it("refuses another agency's account", async () => {
    const { account } = await liabilityAccount(ctx);
    const error = await errorOf(
      CERTIFICATE_FILLERS["ACORD 25"]!(
        theirs,
        request({ accountId: account.id, certificateHolder: "A, 1 Main St, Bath, ME 04530" }),
      ),
    );
    expect(error?.message).toBe("Account not found");
    const evidence = await errorOf(
      CERTIFICATE_FILLERS["ACORD 27"]!(theirs, request({ template: "ACORD 27", accountId: account.id })),
    );
    expect(evidence?.message).toBe("Account not found");
  });
});

/** A fillable PDF with the reference field names (acord-27/28.fields.txt), as an agency would upload. */
async function fillableForm(names: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const form = doc.getForm();
  names.forEach((name, i) => {
    const field = form.createTextField(name);
    field.addToPage(page, { x: 36 + (i % 3) * 180, y: 740 - Math.floor(i / 3) * 30, width: 170, height: 24 });
  });
  return doc.save();
}

async function useAgencyForm(acting: AgencyCtx, template: string, bytes: Uint8Array) {
  const file = await storeFile(acting, {
    agencyId: acting.actor.agencyId,
    storageKey: newStorageKey(acting.actor.agencyId),
    name: `${template}.pdf`,
    bytes,
    type: { mimeType: "application/pdf" },
  });
  const templates = JSON.stringify({ formTemplates: { [template]: { fileId: file.id } } });
  await runtime.system.db.execute(
    sql`update agencies set configuration = configuration || ${templates}::jsonb where id = ${acting.actor.agencyId}`,
  );
}

async function readFields(pdf: Uint8Array) {
  const values: Record<string, string> = {};
  for (const field of (await PDFDocument.load(pdf)).getForm().getFields())
    if (field instanceof PDFTextField) values[field.getName()] = field.getText() ?? "";
  return values;
}

describe("Evidence of property insurance (ACORD 27, 28)", () => {
  it("fills our ACORD 27 layout from the property policy, every value sourced", async () => {
    const { account, policy } = await propertyAccount(ctx);
    const result = await CERTIFICATE_FILLERS["ACORD 27"]!(
      ctx,
      request({
        template: "ACORD 27",
        accountId: account.id,
        additionalInterest: "First National Bank as mortgagee, loan #88-1200, 1 Bank Street, Portland, ME 04101",
      }),
    );
    keep("acord27-own-layout", result.pdf);
    const text = (await extractPdfText(result.pdf)).join(" ");
    for (const expected of [
      "EVIDENCE OF PROPERTY INSURANCE",
      "Harbor Bakery Inc.",
      "CP-2210-77",
      "$1,250,000",
      "$300,000",
      "$2,500",
      "1 Wharf St, Portland, ME 04101",
      "First National Bank",
      "88-1200",
      "[X] Mortgagee",
    ])
      expect(text).toContain(expected);
    const building = result.filled.find((f) => f.key === "property.building.amount")!;
    expect(building).toMatchObject({
      value: "$1,250,000",
      source: { kind: "record", record: "policy", id: policy.id, field: "details.limits.property.building" },
    });
    expect(result.filled.find((f) => f.key === "interest")!.source.kind).toBe("user");
    expect(result.missing.map((m) => m.key)).toEqual(["causesOfLoss"]);
  });

  it("leaves the additional interest for the documentation when none is named", async () => {
    const { account } = await propertyAccount(ctx, "Back Cove Café — 東京");
    const result = await CERTIFICATE_FILLERS["ACORD 28"]!(
      ctx,
      request({ template: "ACORD 28", accountId: account.id }),
    );
    keep("acord28-own-layout", result.pdf);
    const text = (await extractPdfText(result.pdf)).join(" ");
    expect(text).toContain("EVIDENCE OF COMMERCIAL PROPERTY INSURANCE");
    expect(text).toContain("Back Cove Café —");
    expect(text).toContain("東京");
    expect(result.filled.find((f) => f.key === "interest")).toBeUndefined();
    expect(result.missing.find((m) => m.key === "interest")!.reason).toContain(
      "left for the interest the documentation shows",
    );
  });

  it("fills the agency's own ACORD 28 by its field names", async () => {
    const acting = await agencyWithUser("Form Agency 28");
    const { account } = await propertyAccount(acting);
    const names = [
      "Date",
      "Contact",
      "Phone",
      "Email",
      "Named",
      "Company",
      "Naic",
      "Policy",
      "Loan",
      "Location",
      "NameAdd",
      "Date2",
      "Amount",
    ];
    await useAgencyForm(
      acting,
      "ACORD 28",
      await fillableForm([...names.map((n) => `F[0].P1[0].${n}[0]`), "F[0].P2[0].Evidence[0]"]),
    );
    const result = await CERTIFICATE_FILLERS["ACORD 28"]!(
      acting,
      request({
        template: "ACORD 28",
        accountId: account.id,
        additionalInterest: "Bangor Savings Bank, loss payee, 99 Franklin St, Bangor, ME 04401",
      }),
    );
    keep("acord28-agency-form", result.pdf);
    const fields = await readFields(result.pdf);
    expect(fields["F[0].P1[0].Named[0]"]).toBe("Harbor Bakery Inc.\n12 Fore Street\nPortland, ME 04101");
    expect(fields["F[0].P1[0].Policy[0]"]).toBe("CP-2210-77");
    expect(fields["F[0].P1[0].Naic[0]"]).toBe("22292");
    expect(fields["F[0].P1[0].Contact[0]"]).toBe("Jordan Avery");
    expect(fields["F[0].P1[0].NameAdd[0]"]).toBe("Bangor Savings Bank\n99 Franklin St\nBangor, ME 04401");
    expect(fields["F[0].P2[0].Evidence[0]"]).toContain("Building: amount of insurance $1,250,000, deductible $2,500");
    // uncertain boxes stay empty; their values are listed for the user
    expect(fields["F[0].P1[0].Date2[0]"]).toBe("");
    expect(fields["F[0].P1[0].Amount[0]"]).toBe("");
    expect(result.missing.find((m) => m.key === "effectiveDate")!.reason).toContain("type");
    expect(result.filled.every((f) => f.key.endsWith("[0]"))).toBe(true);
  });

  it("fills the agency's own ACORD 27 coverage lines by their field names and leaves the cryptic boxes", async () => {
    const acting = await agencyWithUser("Form Agency 27");
    const { account } = await propertyAccount(acting);
    const names = [
      ...["Date", "LOC", "LOC1", "Company", "Phone", "remarks", "addlint"].map((n) => `F[0].P1[0].${n}[0]`),
      ...[0, 1, 2].flatMap((i) => [
        `F[0].P1[0].covperils1[${i}]`,
        `F[0].P1[0].amtinsur[${i}]`,
        `F[0].P1[0].deduct[${i}]`,
      ]),
    ];
    await useAgencyForm(acting, "ACORD 27", await fillableForm(names));
    const result = await CERTIFICATE_FILLERS["ACORD 27"]!(
      acting,
      request({
        template: "ACORD 27",
        accountId: account.id,
        additionalInterest: "Bangor Savings Bank, 99 Franklin St, Bangor, ME 04401",
      }),
    );
    keep("acord27-agency-form", result.pdf);
    const fields = await readFields(result.pdf);
    expect(fields["F[0].P1[0].covperils1[0]"]).toBe("Building");
    expect(fields["F[0].P1[0].amtinsur[0]"]).toBe("$1,250,000");
    expect(fields["F[0].P1[0].deduct[0]"]).toBe("$2,500");
    expect(fields["F[0].P1[0].covperils1[1]"]).toBe("Business personal property");
    expect(fields["F[0].P1[0].covperils1[2]"]).toContain("Location: 1 Wharf St");
    expect(fields["F[0].P1[0].addlint[0]"]).toBe("Bangor Savings Bank\n99 Franklin St\nBangor, ME 04401");
    expect(fields["F[0].P1[0].Company[0]"]).toMatch(/^Hanover/);
    expect(fields["F[0].P1[0].LOC[0]"]).toBe("");
    expect(fields["F[0].P1[0].Date[0]"]).toBe("");
    const policyNumber = result.missing.find((m) => m.key === "policyNumber")!;
    expect(policyNumber.reason).toContain('type "CP-2210-77"');
  });

  it("gives a message for an account without a property policy and for a personal account", async () => {
    const { account } = await liabilityAccount(ctx);
    expect(
      (await errorOf(CERTIFICATE_FILLERS["ACORD 27"]!(ctx, request({ template: "ACORD 27", accountId: account.id }))))
        ?.message,
    ).toBe(NO_PROPERTY_POLICY_MESSAGE);
    const person = await buildAccount(ctx, "INDIVIDUAL", {});
    expect(
      (await errorOf(CERTIFICATE_FILLERS["ACORD 28"]!(ctx, request({ template: "ACORD 28", accountId: person.id }))))
        ?.message,
    ).toBe(PERSONAL_PROPERTY_EXPLANATION);
    const { account: property } = await propertyAccount(ctx, "Interest Typo LLC");
    const error = await errorOf(
      CERTIFICATE_FILLERS["ACORD 27"]!(
        ctx,
        request({ template: "ACORD 27", accountId: property.id, additionalInterest: "First National Bank" }),
      ),
    );
    expect(error?.message).toContain("additional interest's name and full US mailing address");
  });
});
