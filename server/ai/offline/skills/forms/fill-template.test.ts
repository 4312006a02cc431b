import { describe, expect, it } from "vitest";
import type { RunContext } from "../../../tool-contract.ts";
import type { ToolOutcome, Turn } from "../../conversation.ts";
import { planFillTemplate, WHICH_FORM } from "./fill-template.ts";

const context = (over: Partial<RunContext> = {}): RunContext => ({
  preset: "GenerateTemplate",
  presetOptions: { template: "ACORD 125", lines: null },
  account: { id: "a1", name: "Harbor Bakery" },
  files: [],
  serviceRequest: null,
  clientName: "Harbor Bakery",
  ...over,
});
const turn = (ask: string, ctx: RunContext | null, outcomes: ToolOutcome[] = []): Turn => ({
  system: "",
  context: ctx,
  ask,
  outcomes,
  tools: new Set(["FILL_TEMPLATE", "REQUEST_TEMPLATE_TOOLS", "SEARCH_FILE"]),
});

describe("the offline Fill Template skill", () => {
  it("fills the preset's template in one call, then reports filled and unfilled fields", () => {
    const step = planFillTemplate(turn("", context()));
    expect(step).toMatchObject({
      kind: "tools",
      calls: [{ toolName: "FILL_TEMPLATE", input: { template: "ACORD 125" } }],
    });
    const done = planFillTemplate(
      turn("", context(), [
        {
          toolName: "FILL_TEMPLATE",
          input: { template: "ACORD 125" },
          ok: true,
          output: {
            success: true,
            filled: [{ label: "Applicant name", value: "Harbor Bakery", source: "Account Harbor Bakery: name" }],
            missing: [{ label: "FEIN or SOC SEC #", reason: "No FEIN on the account or in the workspace's documents" }],
          },
        },
      ]),
    );
    expect(done).toMatchObject({ kind: "answer" });
    const text = (done as { text: string }).text;
    expect(text).toContain("I filled ACORD 125: 1 field");
    expect(text).toContain("- FEIN or SOC SEC #: No FEIN on the account or in the workspace's documents");
    expect(text).toContain("shows its source on the form's card");
  });

  it("takes the form named in the ask, without the preset", () => {
    const step = planFillTemplate(
      turn("Please fill an ACORD 126 for this client", context({ preset: null, presetOptions: null })),
    );
    expect(step).toMatchObject({ calls: [{ input: { template: "ACORD 126" } }] });
  });

  it("asks which form when none is known, and leaves other asks to the other skills", () => {
    expect(planFillTemplate(turn("", context({ presetOptions: null })))).toEqual({ kind: "answer", text: WHICH_FORM });
    expect(WHICH_FORM.endsWith("?")).toBe(true);
    expect(planFillTemplate(turn("What is the GL premium?", context({ preset: null })))).toBeNull();
    expect(planFillTemplate(turn("What is the GL premium?", context()))).toBeNull();
    expect(planFillTemplate(turn("Fill an ACORD 25 for the city", context({ preset: null })))).toBeNull();
  });

  it("passes on the tool's refusal", () => {
    const step = planFillTemplate(
      turn("", context({ presetOptions: { template: "ACORD 27", lines: null } }), [
        {
          toolName: "FILL_TEMPLATE",
          input: {},
          ok: true,
          output: { success: false, message: "Cara cannot fill ACORD 27 yet." },
        },
      ]),
    );
    expect(step).toEqual({ kind: "answer", text: "Cara cannot fill ACORD 27 yet." });
  });
});
