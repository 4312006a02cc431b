import { describe, expect, it } from "vitest";
import type { RunContext } from "../../../tool-contract.ts";
import type { ToolOutcome, Turn } from "../../conversation.ts";
import { planCertificate } from "./certificate.ts";

/** The certificate skill's planning, on turns as the offline engine reads them. */

const ALL_TOOLS = new Set(["FILL_TEMPLATE", "DRAFT_EMAIL", "SEARCH_FILE", "PEEK_FILE"]);
const account = { id: "a1", name: "Casco Bay Landscaping LLC" };
const context = (overrides: Partial<RunContext> = {}): RunContext => ({
  preset: null,
  account,
  files: [],
  serviceRequest: null,
  clientName: null,
  ...overrides,
});
const turn = (ask: string, ctx: RunContext | null, outcomes: ToolOutcome[] = [], tools = ALL_TOOLS): Turn => ({
  system: "",
  context: ctx,
  ask,
  outcomes,
  tools,
});
const certificateRequest = (overrides: Partial<NonNullable<RunContext["serviceRequest"]>> = {}) => ({
  id: "r1",
  type: "CREATE_CERTIFICATE",
  question: null,
  details: "We start a job for the property manager next week.",
  contactName: "Dana Whitcomb",
  contactEmail: "dana@cascobay.test",
  typeData: {
    createCertificate: {
      name: "Casco Bay Property Management",
      address: { line1: "200 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      additionalInsured: true,
      additionalInsuredRelationship: "Property manager",
      additionalInsuredRelationshipDescription: "Required by the service contract, section 9",
    },
  },
  ...overrides,
});
const calls = (step: ReturnType<typeof planCertificate>) => (step?.kind === "tools" ? step.calls : []);
const issued = {
  artifactId: "00000000-0000-4000-8000-000000000025",
  title: "Certificate 12 of Liability Insurance — Casco Bay Property Management",
  certificateId: "c12",
  filled: [
    { key: "CertificateOfInsurance_CertificateNumberIdentifier_A", value: "12" },
    { key: "Policy_GeneralLiability_PolicyNumberIdentifier_A", value: "GL-4471-26" },
  ],
  missing: [
    {
      label: "SUBR WVD: General Liability policy GL-4471-26",
      reason: "No waiver-of-subrogation endorsement is recorded.",
    },
  ],
};

describe("certificate from a service request", () => {
  const ctx = context({ preset: "GenerateTemplate", serviceRequest: certificateRequest() });

  it("issues the certificate the request asks for: holder, additional insured and relationship from its data", () => {
    const step = planCertificate(turn("Handle this request.", ctx));
    expect(calls(step)).toEqual([
      {
        toolName: "FILL_TEMPLATE",
        input: {
          template: "ACORD 25",
          certificateHolder: "Casco Bay Property Management\n200 Fore Street\nPortland, ME 04101",
          additionalInsured: true,
          waiverOfSubrogation: false,
          primaryNonContributory: false,
          descriptionOfOperations:
            "Certificate holder's relationship to the insured: Property manager: Required by the service contract, section 9.",
        },
      },
    ]);
  });

  it("then drafts the reply to the client with the certificate attached, then answers", () => {
    const fill: ToolOutcome = {
      toolName: "FILL_TEMPLATE",
      input: calls(planCertificate(turn("Go", ctx)))[0]!.input,
      ok: true,
      output: issued,
    };
    const draft = calls(planCertificate(turn("Go", ctx, [fill])))[0]!;
    expect(draft.toolName).toBe("DRAFT_EMAIL");
    expect(draft.input).toMatchObject({
      subject: "Certificate of liability insurance for Casco Bay Property Management",
      toEmail: "dana@cascobay.test",
      attachArtifacts: [issued.artifactId],
    });
    expect(draft.input.body).toContain("Hi Dana,");
    expect(draft.input.body).toContain(
      "Attached is the certificate of liability insurance for Casco Bay Property Management",
    );

    const done = planCertificate(
      turn("Go", ctx, [
        fill,
        { toolName: "DRAFT_EMAIL", input: draft.input, ok: true, output: { artifactId: "e1", version: 1 } },
      ]),
    );
    expect(done?.kind).toBe("answer");
    const text = done?.kind === "answer" ? done.text : "";
    expect(text).toContain("I issued certificate 12 of liability insurance for Casco Bay Property Management");
    expect(text).toContain("It lists policy GL-4471-26");
    expect(text).toContain("SUBR WVD: General Liability policy GL-4471-26");
    expect(text).toContain(
      "I drafted the reply to Dana Whitcomb with the certificate attached. It awaits your review: nothing was sent.",
    );
  });

  it("marks an ADD_ADDITIONAL_INSURED request's holder as additional insured", () => {
    const request = certificateRequest({
      type: "ADD_ADDITIONAL_INSURED",
      typeData: {
        addAdditionalInsured: {
          name: "Exchange Street Holdings LLC",
          address: { line1: "15 Exchange Street", line2: "Floor 2", city: "Portland", zone: "ME", postalCode: "04101" },
          relationship: "Landlord",
        },
      },
    });
    const input = calls(planCertificate(turn("", context({ serviceRequest: request }))))[0]!.input;
    expect(input).toMatchObject({
      certificateHolder: "Exchange Street Holdings LLC\n15 Exchange Street\nFloor 2\nPortland, ME 04101",
      additionalInsured: true,
      descriptionOfOperations: "Certificate holder's relationship to the insured: Landlord.",
    });
  });

  it("answers with the refusal when the certificate cannot be issued, and drafts nothing", () => {
    const fill: ToolOutcome = {
      toolName: "FILL_TEMPLATE",
      input: {},
      ok: false,
      output: "This account has no policies in force. Log a policy for it before issuing a certificate of insurance.",
    };
    expect(planCertificate(turn("Go", ctx, [fill]))).toEqual({
      kind: "answer",
      text: "I could not prepare the certificate of liability insurance: This account has no policies in force. Log a policy for it before issuing a certificate of insurance.",
    });
    const later = {
      toolName: "FILL_TEMPLATE" as const,
      input: {},
      ok: true,
      output: { success: false, message: "arrive in a later release" },
    };
    expect(planCertificate(turn("Go", ctx, [later]))).toMatchObject({
      kind: "answer",
      text: expect.stringContaining("later release"),
    });
  });

  it("keeps the holder the request records when its details (the client's email) carry other addresses", () => {
    const ask = [
      "Fill a certificate of insurance for Casco Bay Landscaping LLC (General Liability GL-4471-26) with Casco Bay Property Management as the certificate holder as an additional insured.",
      "",
      "Request details: Hi, we start the job next week at 40 Commercial Street, Portland, ME 04101. Thanks, Dana — Casco Bay Landscaping, 12 Oak Road, Falmouth, ME 04105",
    ].join("\n");
    const input = calls(planCertificate(turn(ask, ctx)))[0]!.input;
    expect(input.certificateHolder).toBe("Casco Bay Property Management\n200 Fore Street\nPortland, ME 04101");
    expect(input.additionalInsured).toBe(true);
  });

  it("tells the client on which policies the holder is an additional insured, and when on none", () => {
    const input = calls(planCertificate(turn("Go", ctx)))[0]!.input;
    const output = (marked: boolean) => ({
      ...issued,
      filled: [
        ...issued.filled,
        { key: "Policy_AutomobileLiability_PolicyNumberIdentifier_A", value: "BA-2208-26" },
        ...(marked ? [{ key: "CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A", value: "Y" }] : []),
      ],
      missing: [
        ...(marked ? [] : [{ label: "ADDL INSD: General Liability policy GL-4471-26", reason: "No endorsement." }]),
        { label: "ADDL INSD: Commercial Auto policy BA-2208-26", reason: "No endorsement." },
      ],
    });
    const email = (marked: boolean) => {
      const fill: ToolOutcome = { toolName: "FILL_TEMPLATE", input, ok: true, output: output(marked) };
      return String(calls(planCertificate(turn("Go", ctx, [fill])))[0]!.input.body);
    };
    expect(email(true)).toContain(
      "It shows Casco Bay Property Management as an additional insured on policy GL-4471-26, whose additional-insured endorsement is on record. Commercial Auto policy BA-2208-26 has no additional-insured endorsement on record",
    );
    expect(email(false)).toContain(
      "None of the policies on it has an additional-insured endorsement on record, so it does not show Casco Bay Property Management as an additional insured",
    );
    const fill: ToolOutcome = { toolName: "FILL_TEMPLATE", input, ok: true, output: output(true) };
    const drafted: ToolOutcome = { toolName: "DRAFT_EMAIL", input: {}, ok: true, output: { artifactId: "e1" } };
    const done = planCertificate(turn("Go", ctx, [fill, drafted]));
    expect(done?.kind === "answer" ? done.text : "").toContain(
      "Additional insured (ADDL INSD) is marked on policy GL-4471-26 only: the policies whose endorsement is on record.",
    );
  });

  it("leaves a coverage question on the request to the other skills", () => {
    expect(planCertificate(turn("What is the general aggregate limit?", ctx))).toBeNull();
  });
});

describe("certificate presets and asks", () => {
  it("reads the holder and the boxes from the ask", () => {
    const input = calls(
      planCertificate(
        turn(
          "Issue a COI for ABC Property Management, 100 Main St, Portland, ME 04101, additional insured, waiver of subrogation",
          context(),
        ),
      ),
    )[0]!.input;
    expect(input).toEqual({
      template: "ACORD 25",
      certificateHolder: "ABC Property Management, 100 Main St, Portland, ME 04101",
      additionalInsured: true,
      waiverOfSubrogation: true,
      primaryNonContributory: false,
      descriptionOfOperations: null,
    });
  });

  it("takes the preset form's holder, else none (the named insured's information)", () => {
    const preset = "GenerateCertificateOfLiabilityInsurance";
    const withHolder = context({
      preset,
      presetOptions: { lines: null, certificateHolder: "Harbor Realty Trust\n88 Congress Street\nSalem, MA 01970" },
    });
    expect(calls(planCertificate(turn("Generate the certificate.", withHolder)))[0]!.input.certificateHolder).toBe(
      "Harbor Realty Trust\n88 Congress Street\nSalem, MA 01970",
    );
    const step = planCertificate(turn("Generate the certificate.", context({ preset })));
    expect(calls(step)[0]!.input.certificateHolder).toBeNull();
    expect(step?.kind === "tools" ? step.thought : "").toContain("the named insured's own information");
  });

  it("keeps the preset form's holder over an address in the first message; a later message naming a holder replaces it", () => {
    const withHolder = context({
      preset: "GenerateCertificateOfLiabilityInsurance",
      presetOptions: { lines: null, certificateHolder: "Harbor Realty Trust\n88 Congress Street\nSalem, MA 01970" },
    });
    const first = "Generate the certificate for the job at 12 Wharf Street, Salem, MA 01970.";
    expect(calls(planCertificate(turn(first, withHolder)))[0]!.input.certificateHolder).toBe(
      "Harbor Realty Trust\n88 Congress Street\nSalem, MA 01970",
    );
    const again = {
      ...turn("Issue it for Salem Port Authority, 1 Derby Street, Salem, MA 01970", withHolder),
      priorAnswers: 1,
    };
    expect(calls(planCertificate(again))[0]!.input.certificateHolder).toBe(
      "Salem Port Authority, 1 Derby Street, Salem, MA 01970",
    );
  });

  it("prepares evidence of property: ACORD 27 by default, 28 when chosen, with the interest from the form", () => {
    const preset = "GenerateEvidenceOfPropertyInsurance";
    expect(calls(planCertificate(turn("Prepare it.", context({ preset }))))[0]!.input).toEqual({
      template: "ACORD 27",
      additionalInterest: null,
    });
    const chosen = context({
      preset,
      presetOptions: {
        lines: null,
        certificateType: "ACORD 28",
        additionalInterest: "Bangor Savings Bank, 99 Franklin St, Bangor, ME 04401",
      },
    });
    expect(calls(planCertificate(turn("Prepare it.", chosen)))[0]!.input).toEqual({
      template: "ACORD 28",
      additionalInterest: "Bangor Savings Bank, 99 Franklin St, Bangor, ME 04401",
    });
  });

  it("answers after filling without a service request, and drafts no email", () => {
    const preset = "GenerateEvidenceOfPropertyInsurance";
    const fill: ToolOutcome = {
      toolName: "FILL_TEMPLATE",
      input: { template: "ACORD 27", additionalInterest: null },
      ok: true,
      output: {
        artifactId: "p1",
        title: "ACORD 27 Evidence of Property Insurance — Harbor Bakery Inc.",
        filled: [],
        missing: [{ label: "Additional interest", reason: "No additional interest was named." }],
      },
    };
    const step = planCertificate(turn("Prepare it.", context({ preset }), [fill]));
    expect(step).toMatchObject({
      kind: "answer",
      text: expect.stringContaining("I prepared the ACORD 27 evidence of property insurance"),
    });
  });

  it("is not the skill of other presets, reviews or a plain question", () => {
    expect(
      planCertificate(turn("Issue a COI for A, 1 Main St, Bath, ME 04530", context({ preset: "CertificateReview" }))),
    ).toBeNull();
    expect(planCertificate(turn("Review this certificate of insurance", context()))).toBeNull();
    expect(planCertificate(turn("What is the premium?", context()))).toBeNull();
    expect(
      planCertificate(
        turn("Tell a joke about underwriters", context({ preset: "GenerateCertificateOfLiabilityInsurance" })),
      ),
    ).toBeNull();
    expect(
      planCertificate(
        turn("Fill it", context({ preset: "GenerateTemplate", presetOptions: { lines: null, template: "ACORD 125" } })),
      ),
    ).toBeNull();
  });

  it("says so when the form tool is not available", () => {
    const step = planCertificate(
      turn("Issue a COI", context({ preset: "GenerateCertificateOfLiabilityInsurance" }), [], new Set(["SEARCH_FILE"])),
    );
    expect(step).toMatchObject({ kind: "answer" });
  });
});
