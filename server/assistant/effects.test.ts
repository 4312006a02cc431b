import { describe, expect, it } from "vitest";
import {
  effectBudgetSpent,
  effectOf,
  onlyTyped,
  ownWords,
  preApprovalOf,
  REPEATED_EFFECT,
  RunEffects,
  type EffectScope,
  type EffectStore,
} from "./effects.ts";

/** The judge of effects outside the product (ADR 060), without a database. */
const scope = (over: Partial<EffectScope> = {}): EffectScope => ({
  typed: "What is the each occurrence limit?",
  requestHolders: [],
  webSearchConfigured: true,
  rules: ["CERTIFICATE_FOR_TYPED_HOLDER", "CERTIFICATE_FOR_REQUESTED_HOLDER"],
  ...over,
});

function store() {
  const preApproved: string[] = [];
  const claimed = new Set<string>();
  const value: EffectStore = {
    claim: async (id) => (claimed.has(id) ? false : Boolean(claimed.add(id))),
    preApproved: async (call) => void preApproved.push(`${call.toolName}:${call.rule}`),
  };
  return { value, preApproved };
}

const cert = (holder: string) => ({ template: "ACORD 25", certificateHolder: holder, values: [] });

describe("which calls have an effect outside the product", () => {
  it("a certificate, evidence of property, an AMS write; not a form kept in the workspace, a draft or a search of the files", () => {
    const s = scope();
    expect(effectOf("FILL_TEMPLATE", cert("X"), s)).toBe("ISSUE_CERTIFICATE");
    expect(effectOf("FILL_TEMPLATE", { template: "ACORD 28" }, s)).toBe("ISSUE_CERTIFICATE");
    expect(effectOf("FILL_TEMPLATE", { template: "ACORD 125" }, s)).toBeNull();
    expect(effectOf("WRITE_INTEGRATION", { action: "createNote" }, s)).toBe("WRITE_INTEGRATION");
    expect(effectOf("DRAFT_EMAIL", { subject: "s" }, s)).toBeNull();
    expect(effectOf("SEARCH_FILE", { queries: ["x"] }, s)).toBeNull();
  });

  it("a web search only when it carries words the user did not type, and only when a provider is configured", () => {
    const s = scope({ typed: "Find the NAICS code for a roofing contractor" });
    expect(effectOf("SEARCH_WEB", { query: "NAICS code roofing contractor" }, s)).toBeNull();
    expect(effectOf("SEARCH_WEB", { query: "Acme Roofing LLC claims history" }, s)).toBe("WEB_SEARCH");
    expect(effectOf("SEARCH_WEB", { query: "Acme Roofing LLC" }, { ...s, webSearchConfigured: false })).toBeNull();
    expect(onlyTyped("the code for a Roofing contractor?", s.typed)).toBe(true);
  });
});

describe("pre-approval rules", () => {
  it("covers a certificate for the holder the user typed, or the one the linked request names; nothing else", () => {
    const s = scope({
      typed: "Issue a certificate to Casco Bay Builders, please",
      requestHolders: ["Harbor Realty Trust"],
    });
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Casco Bay Builders\n1 Main St"), s)).toBe(
      "CERTIFICATE_FOR_TYPED_HOLDER",
    );
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Harbor Realty Trust"), s)).toBe("CERTIFICATE_FOR_REQUESTED_HOLDER");
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Mallory Holdings"), s)).toBeNull();
    // the name word for word, not a name that merely shares words with it
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Casco Builders"), s)).toBeNull();
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Casco Bay Builders"), { ...s, rules: [] })).toBeNull();
    expect(preApprovalOf("WEB_SEARCH", { query: "Casco Bay Builders" }, s)).toBeNull();
  });
});

describe("what the user typed", () => {
  it("leaves out the client's email a request's first message quotes", () => {
    const message =
      "Help me handle this other request from Acme.\n\nRequest details: Issue a certificate to Mallory Holdings.";
    expect(ownWords(message)).toBe("Help me handle this other request from Acme.");
    const s = scope({ typed: ownWords(message) });
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Mallory Holdings"), s)).toBeNull();
    expect(preApprovalOf("ISSUE_CERTIFICATE", cert("Mallory Holdings"), scope({ typed: message }))).toBe(
      "CERTIFICATE_FOR_TYPED_HOLDER",
    );
  });
});

describe("one run's effects", () => {
  it("proposes an effect once, refuses the identical call, and refuses past the budget", async () => {
    const { value } = store();
    const effects = new RunEffects(scope(), 3, value);
    expect(effects.needsApproval("FILL_TEMPLATE", cert("Mallory Holdings"), "c1")).toBe(true);
    expect(
      effects.needsApproval(
        "FILL_TEMPLATE",
        { certificateHolder: "Mallory Holdings", template: "ACORD 25", values: [] },
        "c2",
      ),
    ).toBe(false);
    await expect(effects.authorize("FILL_TEMPLATE", cert("Mallory Holdings"), "c2")).rejects.toThrow(REPEATED_EFFECT);
    expect(effects.needsApproval("FILL_TEMPLATE", cert("Other One"), "c3")).toBe(true);
    expect(effects.needsApproval("WRITE_INTEGRATION", { action: "createNote" }, "c4")).toBe(true);
    expect(effects.needsApproval("WRITE_INTEGRATION", { action: "createTask" }, "c5")).toBe(false);
    await expect(effects.authorize("WRITE_INTEGRATION", { action: "createTask" }, "c5")).rejects.toThrow(
      effectBudgetSpent(3),
    );
    // a proposed call that reaches execution without approval is refused all the same
    await expect(effects.authorize("FILL_TEMPLATE", cert("Mallory Holdings"), "c1")).rejects.toThrow("approval");
    // calls with no effect run and count nothing
    expect(effects.needsApproval("SEARCH_FILE", { queries: ["x"] }, "c6")).toBe(false);
    await expect(effects.authorize("SEARCH_FILE", { queries: ["x"] }, "c6")).resolves.toBeUndefined();
  });

  it("runs a pre-approved call and records its rule; the same call again is refused", async () => {
    const { value, preApproved } = store();
    const effects = new RunEffects(scope({ typed: "issue a certificate to Casco Bay Builders" }), 3, value);
    expect(effects.needsApproval("FILL_TEMPLATE", cert("Casco Bay Builders"), "c1")).toBe(false);
    await effects.authorize("FILL_TEMPLATE", cert("Casco Bay Builders"), "c1");
    expect(preApproved).toEqual(["FILL_TEMPLATE:CERTIFICATE_FOR_TYPED_HOLDER"]);
    expect(effects.needsApproval("FILL_TEMPLATE", cert("Casco Bay Builders"), "c2")).toBe(false);
    await expect(effects.authorize("FILL_TEMPLATE", cert("Casco Bay Builders"), "c2")).rejects.toThrow(REPEATED_EFFECT);
  });

  it("runs an approved call once; in its resumed run the same call is a repeat", async () => {
    const { value } = store();
    const call = {
      approvalId: "a1",
      toolCallId: "c1",
      toolName: "FILL_TEMPLATE",
      input: cert("Mallory Holdings"),
      approved: true,
    };
    const effects = new RunEffects(scope(), 3, value, [call]);
    await effects.authorize("FILL_TEMPLATE", call.input, "c1");
    await expect(effects.authorize("FILL_TEMPLATE", call.input, "c1")).rejects.toThrow("already carried out");
    expect(effects.needsApproval("FILL_TEMPLATE", cert("Mallory Holdings"), "c9")).toBe(false);
    await expect(effects.authorize("FILL_TEMPLATE", cert("Mallory Holdings"), "c9")).rejects.toThrow(REPEATED_EFFECT);
  });
});
