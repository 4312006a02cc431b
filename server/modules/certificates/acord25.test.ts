import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import {
  buildCarrier,
  buildCertificate,
  buildFillableAcord25Pdf,
  fileOf,
  insertTestPolicy,
  samplePdf,
} from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { readAll } from "../files/file-store.ts";
import { openFile } from "../files/files.service.ts";
import { fillAcord25 } from "./acord25-fill.ts";
import { acord25Values } from "./acord25-values.ts";
import { ACORD25_FIELD_NAMES } from "./acord25-fields.ts";
import { getAcord25Template, setAcord25Template } from "./acord25-template.service.ts";
import { buildCertificateData, type CertificateData, type CertificatePolicy } from "./certificate-data.ts";

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
  carrier: null,
  createdAt: new Date(),
  ...overrides,
});

const sample: CertificateData = buildCertificateData({
  certificateNumber: 42,
  now: new Date(Date.UTC(2026, 10, 21, 15)),
  timeZone: "America/New_York",
  agency: {
    name: "Harbor Insurance Agency",
    mailingAddress: {
      line1: "48 Commercial Street",
      line2: "Suite 300",
      city: "Portland",
      zone: "ME",
      postalCode: "04101",
    },
    coi: { contactName: "Jordan Avery", contactEmail: "certificates@harbor.test", contactPhone: "(207) 555-0142" },
  },
  account: {
    name: "Casco Bay Landscaping LLC",
    mailingAddress: { line1: "12 Fore Street", city: "Portland", zone: "ME", postalCode: "04101" },
  },
  policies: [
    policy({
      policyNumber: "GL-4471-26",
      carrier: { name: "Travelers Casualty", naicCode: "25674" },
      details: {
        limits: {
          generalLiability: { eachOccurrence: "1000000", generalAggregate: "2000000", medicalExpense: "5000" },
        },
        facts: { coverageForm: "CLAIMS_MADE", aggregateAppliesPer: "PROJECT", additionalInsuredEndorsement: true },
      },
    }),
    policy({
      type: "UMBRELLA",
      policyNumber: "UM-9",
      carrier: { name: "Travelers Casualty", naicCode: "25674" },
      details: {
        limits: { umbrellaExcess: { eachOccurrence: "5000000", aggregate: "5000000", retention: "10000" } },
        facts: { umbrellaForm: "UMBRELLA", coverageForm: "OCCURRENCE", retentionKind: "RETENTION" },
      },
    }),
    policy({
      type: "WORKERS_COMPENSATION",
      policyNumber: "WC-778812",
      carrier: { name: "The Hartford", naicCode: "29424" },
      details: {
        limits: { workersCompensation: { eachAccident: "500000" } },
        facts: {
          workersCompensationLimits: "PER_STATUTE",
          officersExcluded: false,
          waiverOfSubrogationEndorsement: true,
        },
      },
    }),
    policy({
      type: "CYBER",
      policyNumber: "CY-1234",
      carrier: { name: "Coalition", naicCode: "29530" },
      details: { limits: { cyber: { eachClaim: "250000" } } },
    }),
    policy({
      type: "GENERAL_LIABILITY",
      policyNumber: "GL-SECOND",
      carrier: { name: "Travelers Casualty", naicCode: "25674" },
    }),
  ],
  holder: {
    name: "City of Portland",
    address: { line1: "389 Congress Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  },
  additionalInsured: true,
  waiverOfSubrogation: true,
  descriptionOfOperations: "Landscape maintenance at city parks.",
  layout: "ACORD_25",
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

describe("filling the ACORD 25 by its field names", () => {
  it("the test form has every field of the real one", async () => {
    const names = (await PDFDocument.load(await buildFillableAcord25Pdf()))
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names.sort()).toEqual([...ACORD25_FIELD_NAMES].sort());
    expect(names).toHaveLength(129);
  });

  it("puts each value in its field (read back before flattening)", async () => {
    const values = await fieldValues(await fillAcord25(await buildFillableAcord25Pdf(), sample, { flatten: false }));
    expect(values).toMatchObject({
      Form_CompletionDate_A: "11/21/2026",
      Producer_FullName_A: "Harbor Insurance Agency",
      Producer_MailingAddress_LineOne_A: "48 Commercial Street",
      Producer_MailingAddress_LineTwo_A: "Suite 300",
      Producer_MailingAddress_CityName_A: "Portland",
      Producer_MailingAddress_StateOrProvinceCode_A: "ME",
      Producer_MailingAddress_PostalCode_A: "04101",
      Producer_ContactPerson_FullName_A: "Jordan Avery",
      Producer_ContactPerson_PhoneNumber_A: "(207) 555-0142",
      Producer_ContactPerson_EmailAddress_A: "certificates@harbor.test",
      NamedInsured_FullName_A: "Casco Bay Landscaping LLC",
      NamedInsured_MailingAddress_LineOne_A: "12 Fore Street",
      Insurer_FullName_A: "Travelers Casualty",
      Insurer_NAICCode_A: "25674",
      Insurer_FullName_B: "The Hartford",
      Insurer_NAICCode_B: "29424",
      Insurer_FullName_C: "Coalition",
      Insurer_NAICCode_C: "29530",
      CertificateOfInsurance_CertificateNumberIdentifier_A: "42",
      GeneralLiability_InsurerLetterCode_A: "A",
      GeneralLiability_CoverageIndicator_A: true,
      GeneralLiability_OccurrenceIndicator_A: false,
      GeneralLiability_ClaimsMadeIndicator_A: true,
      GeneralLiability_GeneralAggregate_LimitAppliesPerPolicyIndicator_A: false,
      GeneralLiability_GeneralAggregate_LimitAppliesPerProjectIndicator_A: true,
      CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A: "Y",
      Policy_GeneralLiability_SubrogationWaivedCode_A: undefined,
      Policy_GeneralLiability_PolicyNumberIdentifier_A: "GL-4471-26",
      Policy_GeneralLiability_EffectiveDate_A: "03/01/2026",
      Policy_GeneralLiability_ExpirationDate_A: "03/01/2027",
      GeneralLiability_EachOccurrence_LimitAmount_A: "1,000,000",
      GeneralLiability_GeneralAggregate_LimitAmount_A: "2,000,000",
      GeneralLiability_MedicalExpense_EachPersonLimitAmount_A: "5,000",
      ExcessUmbrella_InsurerLetterCode_A: "A",
      Policy_PolicyType_UmbrellaIndicator_A: true,
      ExcessUmbrella_OccurrenceIndicator_A: true,
      CertificateOfInsurance_ExcessLiability_AdditionalInsuredCode_A: undefined, // no endorsement recorded
      Policy_ExcessLiability_PolicyNumberIdentifier_A: "UM-9",
      ExcessUmbrella_Umbrella_EachOccurrenceAmount_A: "5,000,000",
      ExcessUmbrella_Umbrella_DeductibleOrRetentionAmount_A: "10,000",
      ExcessUmbrella_RetentionIndicator_A: true,
      WorkersCompensationEmployersLiability_InsurerLetterCode_A: "B",
      Policy_WorkersCompensationAndEmployersLiability_PolicyNumberIdentifier_A: "WC-778812",
      WorkersCompensationEmployersLiability_EmployersLiability_EachAccidentLimitAmount_A: "500,000",
      WorkersCompensationEmployersLiability_WorkersCompensationStatutoryLimitIndicator_A: true,
      WorkersCompensationEmployersLiability_AnyPersonsExcludedIndicator_A: "N",
      Policy_WorkersCompensation_SubrogationWaivedCode_A: "Y",
      OtherPolicy_InsurerLetterCode_A: "C",
      OtherPolicy_OtherPolicyDescription_A: "Cyber",
      OtherPolicy_PolicyNumberIdentifier_A: "CY-1234",
      OtherPolicy_CoverageCode_A: "Each claim",
      OtherPolicy_CoverageLimitAmount_A: "250,000",
      CertificateOfInsurance_OtherPolicy_AdditionalInsuredCode_A: undefined,
      CertificateHolder_FullName_A: "City of Portland",
      CertificateHolder_MailingAddress_LineOne_A: "389 Congress Street",
      CertificateHolder_MailingAddress_PostalCode_A: "04101",
      Producer_AuthorizedRepresentative_Signature_A: "Jordan Avery",
    });
    expect(values.Vehicle_AnyAutoIndicator_A).toBe(false);
    expect(values.Policy_PolicyType_ExcessIndicator_A).toBe(false);
    for (const [name, value] of Object.entries(values))
      if (typeof value === "string") expect(value, name).not.toMatch(/^\$/); // the form prints "$"
    // the remarks do not fit this form's one-line box: the box points to the ACORD 101 page
    expect(values.CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A).toBe("See attached ACORD 101");
    const remarks = String(acord25Values(sample).values.CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A);
    expect(remarks).toContain("Landscape maintenance at city parks.");
    expect(remarks).toContain(
      "City of Portland is included as an additional insured where required by written contract on: General Liability policy GL-4471-26.",
    );
    expect(remarks).toContain(
      "Waiver of subrogation applies in favor of the certificate holder on: Workers Compensation policy WC-778812.",
    );
    expect(remarks).toContain("GL-SECOND"); // the second GL policy has no row of its own
  });

  it("flattens the result: no fields left, the values are page text", async () => {
    const flattened = await fillAcord25(await buildFillableAcord25Pdf(), sample);
    expect((await PDFDocument.load(flattened)).getForm().getFields()).toHaveLength(0);
    const text = (await extractPdfText(flattened)).join(" ");
    for (const value of [
      "Harbor Insurance Agency",
      "GL-4471-26",
      "1,000,000",
      "25674",
      "City of Portland",
      "WC-778812",
    ])
      expect(text).toContain(value);
  });
});

describe("the agency's ACORD 25 template", () => {
  let runtime: TestRuntime;
  let ctx: AgencyCtx;
  beforeAll(async () => {
    runtime = await startTestRuntime();
    const agency = await buildAgency(runtime.system, {
      configuration: { liabilityCOIConfiguration: { contactName: "Jordan Avery" } },
    });
    ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  });
  afterAll(() => runtime.close());

  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it("refuses PDFs that are not a fillable ACORD 25, and files that are not PDFs", async () => {
    const plain = await errorOf(setAcord25Template(ctx, fileOf(await samplePdf("Not a form"), "form.pdf")));
    expect(plain).toBeInstanceOf(ValidationError);
    expect((plain as ValidationError).fieldErrors[0]).toMatchObject({
      path: "file",
      message: expect.stringMatching(/^This PDF is not a fillable ACORD 25: it has no Producer_FullName_A/),
    });
    const text = await errorOf(setAcord25Template(ctx, fileOf(new TextEncoder().encode("hello"), "acord25.pdf")));
    expect((text as ValidationError).fieldErrors[0]).toEqual({
      path: "file",
      message: "This file's name says PDF, but its content is TXT. Upload the real file, or rename it.",
    });
    const broken = await errorOf(
      setAcord25Template(ctx, fileOf(new TextEncoder().encode("%PDF-1.4\n%%EOF"), "broken.pdf")),
    );
    expect((broken as ValidationError).fieldErrors[0]).toEqual({
      path: "file",
      message: "This PDF could not be read.",
    });
    expect(await getAcord25Template(ctx)).toBeNull();
  });

  it("fills new certificates into the agency's form once supplied, and goes back to our layout when removed", async () => {
    const account = await buildAccount(ctx);
    const carrier = await buildCarrier(runtime.system, ctx.actor.agencyId, {
      name: "Acadia Insurance",
      naicCode: "31325",
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      carrierId: carrier.id,
      policyNumber: "GL-ACADIA-1",
    });

    const template = await setAcord25Template(ctx, fileOf(await buildFillableAcord25Pdf(), "ACORD 25 (2016-03).pdf"));
    expect(template).toMatchObject({ name: "ACORD 25 (2016-03).pdf", mimeType: "application/pdf" });
    expect((await getAcord25Template(ctx))?.id).toBe(template!.id);

    const onForm = await buildCertificate(ctx, account.id, { holderName: "Portland Housing Authority" });
    expect((onForm.data as unknown as CertificateData).layout).toBe("ACORD_25");
    const pdf = await readAll((await openFile(ctx, onForm.fileId)).stream);
    expect((await PDFDocument.load(pdf)).getForm().getFields()).toHaveLength(0);
    const text = (await extractPdfText(pdf)).join(" ");
    for (const value of [
      "Portland Housing Authority",
      "GL-ACADIA-1",
      "Acadia Insurance",
      "31325",
      String(onForm.certificateNumber),
    ])
      expect(text).toContain(value);
    expect(text).not.toContain("CERTIFICATE OF LIABILITY INSURANCE"); // our layout's title is not drawn on their form

    await setAcord25Template(ctx, null);
    expect(await getAcord25Template(ctx)).toBeNull();
    const ours = await buildCertificate(ctx, account.id);
    expect((ours.data as unknown as CertificateData).layout).toBe("CARA");
  });
});
