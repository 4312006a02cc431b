import { isFormTemplate, type FormTemplate, type PresetOptions } from "../../../../../domain/preset-options.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import { answer, type Step } from "../../step.ts";

/**
 * Fill Template (docs/product/form-skills.md): an ACORD form filled from the linked account,
 * its policies and the workspace's documents in one FILL_TEMPLATE call, then the answer says
 * how many fields were filled, lists each one left empty with why, and points to the sources
 * on the card. Without a form to fill it asks which one.
 */

const FILL_WORDS = /\b(fill|filled|complete|prepare|redo|again|re-?fill|acord|application|form)\b/i;
const NAMED = /\bacord\s*(\d{2,3})\b/i;
const CERTIFICATE_FORMS = new Set<FormTemplate>(["ACORD 25", "ACORD 27", "ACORD 28"]);

export const WHICH_FORM =
  "Which ACORD form should I fill? For example ACORD 125 (commercial application), 126 (general liability), 140 (property), 130 (workers compensation) or 131 (umbrella)?";

function namedTemplate(ask: string): FormTemplate | null {
  const found = ask.match(NAMED);
  const template = found ? `ACORD ${found[1]}` : null;
  return template && isFormTemplate(template) ? template : null;
}

interface FillOutput {
  success: boolean;
  message?: string;
  template?: string;
  filled?: Array<{ label: string; value: string; source: string }>;
  missing?: Array<{ label: string; reason: string }>;
}

export function fillTemplateAnswer(template: string, output: FillOutput): string {
  if (!output.success) return output.message ?? `I could not fill ${template}.`;
  const filled = output.filled ?? [];
  const missing = output.missing ?? [];
  const lines = [
    `I filled ${template}: ${filled.length} field${filled.length === 1 ? "" : "s"} from the agency's records, the account, its policies and the workspace's documents.`,
  ];
  if (missing.length) {
    lines.push("", `I could not fill ${missing.length} field${missing.length === 1 ? "" : "s"}:`);
    for (const field of missing) lines.push(`- ${field.label}: ${field.reason}`);
  } else lines.push("", "Every field I know on this form is filled.");
  lines.push(
    "",
    "Each value shows its source on the form's card (the record, or the file and page with the passage). Correct any field there, field by field, before sending the form.",
  );
  return lines.join("\n");
}

export function planFillTemplate(turn: Turn): Step | null {
  const preset = turn.context?.preset ?? null;
  const named = namedTemplate(turn.ask);
  const asksToFill = FILL_WORDS.test(turn.ask) && (named !== null || /\bacord\b/i.test(turn.ask));
  if (preset !== "GenerateTemplate" && !asksToFill) return null;
  if (preset !== "GenerateTemplate" && named && CERTIFICATE_FORMS.has(named)) return null; // the certificate skill's
  const done = outcomeOf(turn, "FILL_TEMPLATE");
  if (preset === "GenerateTemplate" && !done && turn.ask.trim() && !FILL_WORDS.test(turn.ask)) {
    // a follow-up question in a filled workspace: the generic intents answer it
    if (intentOf(turn.ask) !== "other") return null;
  }
  const template = named ?? turn.context?.presetOptions?.template ?? null;
  if (!template) return answer(WHICH_FORM);
  if (done) {
    if (!done.ok) return answer(`I could not fill ${template}: ${String(done.output)}`);
    return answer(fillTemplateAnswer(template, done.output as FillOutput));
  }
  if (!turn.tools.has("FILL_TEMPLATE"))
    return answer(`I cannot fill forms in this workspace, so ${template} was not filled.`);
  const options: Partial<PresetOptions> = turn.context?.presetOptions ?? {};
  const account = turn.context?.account?.name;
  return {
    kind: "tools",
    thought: `I will fill ${template}${account ? ` for ${account}` : ""} from the agency's records, the account, its policies and the workspace's documents, each value with its source, and list what I cannot fill.`,
    calls: [
      {
        toolName: "FILL_TEMPLATE",
        input: {
          template,
          ...(options.certificateHolder ? { certificateHolder: options.certificateHolder } : {}),
          ...(options.additionalInterest ? { additionalInterest: options.additionalInterest } : {}),
        },
      },
    ],
  };
}
