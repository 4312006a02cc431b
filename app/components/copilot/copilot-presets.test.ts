import { describe, expect, it } from "vitest";
import { defaultTemplateFor, presetOptionsFor, roleTagFor, withRoleTag } from "./copilot-presets.ts";
import { requestInstruction, type RequestForInstruction } from "./request-instruction.ts";

describe("Open in Copilot presets", () => {
  it("lists the suggested preset first: Explore a Policy for a question, Fill Template for quotes and certificates", () => {
    expect(presetOptionsFor("QUESTION")[0]).toEqual({
      preset: "DocumentExploration",
      label: "Explore a Policy",
      suggested: true,
    });
    expect(presetOptionsFor("QUOTE_REQUEST")[0]?.preset).toBe("GenerateTemplate");
    expect(presetOptionsFor("CREATE_CERTIFICATE")[0]?.preset).toBe("GenerateTemplate");
    const other = presetOptionsFor("CANCEL_POLICY");
    expect(other.some((option) => option.suggested)).toBe(false);
    expect(new Set(other.map((option) => option.preset)).size).toBe(other.length);
    expect(presetOptionsFor("QUESTION")).toHaveLength(other.length);
  });

  it("pre-selects ACORD 25 for a certificate request only", () => {
    expect(defaultTemplateFor("CREATE_CERTIFICATE")).toBe("ACORD 25");
    expect(defaultTemplateFor("QUOTE_REQUEST")).toBe("");
  });

  it("names files with the preset's role tag, once", () => {
    expect(roleTagFor("DocumentExploration")).toBe("[Policy]");
    expect(roleTagFor(null)).toBeNull();
    expect(withRoleTag("dec.pdf", "[Policy]")).toBe("[Policy] dec.pdf");
    expect(withRoleTag("[Policy] dec.pdf", "[Policy]")).toBe("[Policy] dec.pdf");
    expect(withRoleTag("dec.pdf", null)).toBe("dec.pdf");
  });
});

describe("the first message from a request", () => {
  const base: RequestForInstruction = {
    type: "QUESTION",
    clientName: "Nina Seaside",
    details: "Asked on the phone.",
    account: null,
    businessPolicy: null,
    question: { question: "Are rented kayaks covered?" },
    createCertificate: null,
    documentRequest: null,
  };

  it("quotes the client's question and the details", () => {
    const text = requestInstruction(base);
    expect(text).toContain('"Are rented kayaks covered?"');
    expect(text).toContain("Nina Seaside");
    expect(text).toContain("Request details: Asked on the phone.");
  });

  it("names the account, policy and certificate holder", () => {
    const text = requestInstruction({
      ...base,
      type: "CREATE_CERTIFICATE",
      account: { account: { name: "Seaside Kayak LLC" } },
      businessPolicy: { typeName: "General Liability", policyNumber: "GL-123" },
      createCertificate: { name: "Portland Harbor Commission", additionalInsured: true },
    });
    expect(text).toContain("Seaside Kayak LLC (General Liability GL-123)");
    expect(text).toContain("Portland Harbor Commission as the certificate holder as an additional insured");
  });
});
