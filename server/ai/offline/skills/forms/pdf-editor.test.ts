import { describe, expect, it } from "vitest";
import type { RunContext } from "../../../tool-contract.ts";
import type { ToolOutcome, Turn } from "../../conversation.ts";
import { asksToFillPdf, fillAnswer, formToFill, instructionsFor, planPdfEditor, userValues } from "./pdf-editor.ts";

const account: NonNullable<RunContext["account"]> = {
  id: "acc-1",
  name: "Łódź Café Roofing LLC",
  email: "office@lodzroofing.test",
  phone: "(207) 555-0142",
  dba: null,
  website: null,
  mailingAddress: { line1: "14 Fore Street", line2: "Suite 2", city: "Portland", zone: "ME", postalCode: "04101" },
};
const context = (overrides: Partial<RunContext> = {}): RunContext => ({
  preset: null,
  account,
  files: [{ id: "f1", name: "[Input Document] Acadia supplemental.pdf" }],
  unreadFiles: [],
  serviceRequest: null,
  clientName: null,
  ...overrides,
});
const turn = (ask: string, outcomes: ToolOutcome[] = [], overrides: Partial<Turn> = {}): Turn => ({
  system: "",
  context: context(),
  ask,
  outcomes,
  tools: new Set(["PDF_EDITOR", "SEARCH_FILE"]),
  ...overrides,
});
const field = (name: string, label: string, type = "text") => ({ name, label, type, value: null });
const FIELDS = [
  field("ApplicantName", "Applicant name"),
  field("MailingAddress", "Mailing address"),
  field("City", "City"),
  field("State", "State"),
  field("Zip", "ZIP"),
  field("Phone", "Phone"),
  field("Email", "Email"),
  field("FEIN", "FEIN"),
  field("EffectiveDate", "Proposed effective date"),
  field("Roofing", "Roofing work", "checkbox"),
];
const inspected: ToolOutcome = {
  toolName: "PDF_EDITOR",
  input: { operation: "INSPECT_FORM_FIELDS" },
  ok: true,
  output: { forms: [{ fields: FIELDS }] },
};

describe("the PDF editor skill", () => {
  it("takes asks to fill a PDF form, not ACORD templates nor the other form presets", () => {
    expect(asksToFillPdf("Fill this supplemental from the account", null)).toBe(true);
    expect(asksToFillPdf("Please complete the attached PDF", null)).toBe(true);
    expect(asksToFillPdf("What is the each occurrence limit?", null)).toBe(false);
    expect(asksToFillPdf("Fill the ACORD 125", null)).toBe(false);
    expect(asksToFillPdf("Fill this form", "GenerateTemplate")).toBe(false);
  });

  it("picks the PDF the ask names, the only one, or asks which", () => {
    const two = context({
      files: [
        { id: "a", name: "Acadia supplemental.pdf" },
        { id: "b", name: "Maine state form.pdf" },
      ],
    });
    expect(formToFill("Fill the Maine state form", two)).toMatchObject({ name: "Maine state form.pdf" });
    expect(formToFill("Fill this form", two)).toEqual({ choose: ["Acadia supplemental.pdf", "Maine state form.pdf"] });
    expect(
      formToFill("Fill this form", context({ files: [], unreadFiles: [{ id: "l", name: "Locked.pdf" }] })),
    ).toMatchObject({
      name: "Locked.pdf",
    });
    expect(formToFill("Fill this form", context({ files: [{ id: "t", name: "notes.txt" }] }))).toBeNull();
  });

  it("reads the user's Label: value pairs after a 'Fill this …:' lead", () => {
    expect(
      userValues("Fill this supplemental: Applicant name: Harbor Roofing Inc\nFEIN: 01-2345678; Roofing work: yes"),
    ).toEqual([
      { key: "Applicant name", value: "Harbor Roofing Inc" },
      { key: "FEIN", value: "01-2345678" },
      { key: "Roofing work", value: "yes" },
    ]);
    expect(userValues("Fill this supplemental from the account")).toEqual([]);
  });

  it("fills from the account only the fields whose printed label names a record field, each with its source", () => {
    const instructions = instructionsFor(FIELDS, "Fill this form. FEIN: 01-2345678", account);
    expect(instructions).toEqual({
      FEIN: "01-2345678",
      ApplicantName: { value: "Łódź Café Roofing LLC", source: { record: "account", id: "acc-1", field: "name" } },
      MailingAddress: {
        value: "14 Fore Street, Suite 2",
        source: { record: "account", id: "acc-1", field: "mailingAddress.street" },
      },
      City: { value: "Portland", source: { record: "account", id: "acc-1", field: "mailingAddress.city" } },
      State: { value: "ME", source: { record: "account", id: "acc-1", field: "mailingAddress.zone" } },
      Zip: { value: "04101", source: { record: "account", id: "acc-1", field: "mailingAddress.postalCode" } },
      Phone: { value: "(207) 555-0142", source: { record: "account", id: "acc-1", field: "phone" } },
      Email: { value: "office@lodzroofing.test", source: { record: "account", id: "acc-1", field: "email" } },
    });
    // the user's own value wins over the record's; no account, no record values
    expect(instructionsFor(FIELDS, "Fill it:\nCity: Bangor", account).City).toBe("Bangor");
    expect(instructionsFor(FIELDS, "Fill this form", null)).toEqual({});
  });

  it("inspects first, then fills, then answers with what was filled, left and refused", () => {
    const first = planPdfEditor(turn("Fill this supplemental from the account"));
    expect(first).toMatchObject({
      kind: "tools",
      calls: [
        {
          toolName: "PDF_EDITOR",
          input: {
            operation: "INSPECT_FORM_FIELDS",
            inputFiles: [{ fileName: "[Input Document] Acadia supplemental.pdf" }],
          },
        },
      ],
    });
    const second = planPdfEditor(turn("Fill this supplemental from the account", [inspected]));
    expect(second?.kind).toBe("tools");
    const call = second?.kind === "tools" ? second.calls[0]! : null;
    expect(call?.input.operation).toBe("FILL_FORM_FIELDS");
    expect(JSON.parse(call?.input.formFillInstructions as string).ApplicantName.value).toBe("Łódź Café Roofing LLC");

    const output = {
      fileId: "filled-1",
      version: 1,
      filled: [
        {
          field: "ApplicantName",
          label: "Applicant name",
          value: "Łódź Café Roofing LLC",
          source: { kind: "record", label: "Łódź Café Roofing LLC: name" },
        },
      ],
      missing: [{ key: "FEIN", label: "FEIN", reason: "No value for it in the instructions or the records" }],
      unmatched: [],
      refused: [],
    };
    const done = planPdfEditor(
      turn("Fill this supplemental from the account", [
        inspected,
        { toolName: "PDF_EDITOR", input: { operation: "FILL_FORM_FIELDS" }, ok: true, output },
      ]),
    );
    expect(done).toEqual({ kind: "answer", text: fillAnswer(output, "[Input Document] Acadia supplemental.pdf") });
    const text = done?.kind === "answer" ? done.text : "";
    expect(text).toContain("I filled 1 field of");
    expect(text).toContain(
      "- **Applicant name**: Łódź Café Roofing LLC (account record — Łódź Café Roofing LLC: name)",
    );
    expect(text).toContain("- **FEIN**: No value for it in the instructions or the records");
  });

  it("says plainly that the PDF editor is on the Pro plan when the plan refuses it", () => {
    const refused: ToolOutcome = {
      toolName: "PDF_EDITOR",
      input: { operation: "INSPECT_FORM_FIELDS" },
      ok: false,
      output: "Your plan does not include the PDF editor. Upgrade to Pro to use it.",
    };
    const step = planPdfEditor(turn("Fill this supplemental", [refused]));
    expect(step).toEqual({
      kind: "answer",
      text: 'The PDF editor is part of the Pro plan, and this agency\'s plan does not include it, so I did not open "[Input Document] Acadia supplemental.pdf". Your plan does not include the PDF editor. Upgrade to Pro to use it.',
    });
  });

  it("stays out of turns without the tool, and asks for a form when there is none", () => {
    expect(planPdfEditor(turn("Fill this form", [], { tools: new Set(["SEARCH_FILE"]) }))).toBeNull();
    expect(planPdfEditor(turn("Fill this form", [], { context: context({ files: [] }) }))).toEqual({
      kind: "answer",
      text: "There is no PDF in this workspace to fill: attach the fillable form and ask again.",
    });
  });
});
