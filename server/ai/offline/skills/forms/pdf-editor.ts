import type { RunContext } from "../../../tool-contract.ts";
import type { ToolOutcome, Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";

/**
 * PDF editor (docs/product/form-skills-pdf-editor.md "Offline"): when the ask is to fill a PDF
 * form and the workspace has one, inspect its fields, then fill them with the "Label: value"
 * lines the user wrote and the linked account's record fields whose labels the form prints
 * ("Applicant name", "Mailing address", "City", "State", "ZIP", "Phone", "Email") — each value
 * with its source, nothing guessed — and say what was filled, what was left and why.
 */

const FILL = /\b(fill|fill in|fill out|complete|populate)\b/i;
const FORM = /\b(pdf|form|supplemental|supplement|application|questionnaire|this)\b/i;
const OTHER_SKILLS = new Set([
  "GenerateTemplate",
  "GenerateCertificateOfLiabilityInsurance",
  "GenerateEvidenceOfPropertyInsurance",
]);
const isPdf = (name: string) => /\.pdf$/i.test(name.trim());
/** "[Input Document] Acadia supplemental.pdf" → "acadia supplemental". */
const bare = (name: string) =>
  name
    .replace(/^\s*\[[^\]]*\]\s*/, "")
    .replace(/\.pdf$/i, "")
    .toLowerCase()
    .trim();

export function asksToFillPdf(ask: string, preset: string | null): boolean {
  if (preset && OTHER_SKILLS.has(preset)) return false;
  return FILL.test(ask) && FORM.test(ask) && !/\bacord\b/i.test(ask);
}

/** The form to fill: the PDF the ask names, else the only PDF; several unnamed → null with the list. */
export function formToFill(ask: string, context: RunContext | null): { name: string } | { choose: string[] } | null {
  const pdfs = [...(context?.files ?? []), ...(context?.unreadFiles ?? [])].filter((file) => isPdf(file.name));
  if (pdfs.length === 0) return null;
  const lower = ask.toLowerCase();
  const named = pdfs.filter((file) => bare(file.name) && lower.includes(bare(file.name)));
  if (named.length === 1 || (named.length > 1 && new Set(named.map((f) => f.name)).size === 1)) return named[0]!;
  if (pdfs.length === 1) return pdfs[0]!;
  return { choose: pdfs.map((file) => file.name) };
}

/** "Label: value" pairs the user wrote: one per line or separated by ";", after any "Fill this form:" lead. */
export function userValues(ask: string): Array<{ key: string; value: string }> {
  const pairs: Array<{ key: string; value: string }> = [];
  for (const raw of ask.split(/\n|;\s*/)) {
    let line = raw.replace(/^\s*[-*•]\s*/, "").trim();
    const lead = /^[^:.]*\b(fill|complete|populate)\b[^:.]*[:.]\s*/i.exec(line);
    if (lead) line = line.slice(lead[0].length);
    const match = /^([^:]{1,80}?)\s*:\s*(.+)$/.exec(line);
    if (match && !/^https?$/i.test(match[1]!)) pairs.push({ key: match[1]!.trim(), value: match[2]!.trim() });
  }
  return pairs;
}

/** What a label asks of the account record, by the words forms print. */
const ACCOUNT_LABELS: Array<{
  pattern: RegExp;
  field: string;
  read: (a: NonNullable<RunContext["account"]>) => string | null | undefined;
}> = [
  { pattern: /\b(doing business as|dba)\b/i, field: "dba", read: (a) => a.dba },
  { pattern: /\be-?mail\b/i, field: "email", read: (a) => a.email },
  { pattern: /\b(website|web site|url)\b/i, field: "website", read: (a) => a.website },
  { pattern: /\b(phone|telephone)\b/i, field: "phone", read: (a) => a.phone },
  { pattern: /\b(zip|postal)\b/i, field: "mailingAddress.postalCode", read: (a) => a.mailingAddress?.postalCode },
  { pattern: /^\s*city\b/i, field: "mailingAddress.city", read: (a) => a.mailingAddress?.city },
  { pattern: /^\s*state\s*$/i, field: "mailingAddress.zone", read: (a) => a.mailingAddress?.zone },
  {
    pattern: /\b(mailing address|street address|address line 1|^address$)/i,
    field: "mailingAddress.street",
    read: (a) => [a.mailingAddress?.line1, a.mailingAddress?.line2].filter(Boolean).join(", ") || null,
  },
  {
    pattern:
      /\b(applicant('s)? name|named insured|insured('s)? name|name of (the )?(applicant|insured)|business name|company name|legal name|^applicant$)/i,
    field: "name",
    read: (a) => a.name,
  },
];

interface InspectedField {
  name: string;
  label: string;
  type: string;
  value: string | null;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The fill instructions: the user's values as written, then the account's for the fields they left. */
export function instructionsFor(
  fields: InspectedField[],
  ask: string,
  account: RunContext["account"] | null | undefined,
): Record<string, unknown> {
  const instructions: Record<string, unknown> = {};
  const given = userValues(ask);
  for (const { key, value } of given) instructions[key] = value;
  const taken = new Set(given.map(({ key }) => normal(key)));
  if (!account) return instructions;
  for (const field of fields) {
    if (field.type !== "text" || field.value || taken.has(normal(field.label)) || taken.has(normal(field.name)))
      continue;
    const spec = ACCOUNT_LABELS.find((candidate) => candidate.pattern.test(field.label));
    const value = spec?.read(account);
    if (spec && value)
      instructions[field.name] = { value, source: { record: "account", id: account.id, field: spec.field } };
  }
  return instructions;
}

const callOf = (turn: Turn, operation: string): ToolOutcome | undefined =>
  turn.outcomes.findLast(
    (o) => o.toolName === "PDF_EDITOR" && (o.input as { operation?: string } | undefined)?.operation === operation,
  );

const PLAN_REFUSAL = /does not include the PDF editor/;

function refusalText(message: string, fileName: string, doing: string): string {
  if (PLAN_REFUSAL.test(message))
    return `The PDF editor is part of the Pro plan, and this agency's plan does not include it, so I did not open "${fileName}". ${message}`;
  return `I could not ${doing} "${fileName}": ${message}`;
}

const sourceWords = (source: any): string =>
  source?.kind === "record"
    ? `account record — ${source.label}`
    : source?.kind === "document"
      ? `from ${source.fileName}, page ${source.page}`
      : "from your message";

/** The answer after the fill: what was filled with its source, what was left with why, what was refused. */
export function fillAnswer(output: any, fileName: string): string {
  if (!output?.fileId)
    return `${output?.result ?? "Nothing was filled."} I did not save a new version of "${fileName}".`;
  const lines = [
    `I filled ${output.filled.length} field${output.filled.length === 1 ? "" : "s"} of "${fileName}" (version ${output.version}); open the filled PDF from the PDF editor card. The form stays fillable.`,
    "",
    ...output.filled.map((f: any) => `- **${f.label}**: ${f.value} (${sourceWords(f.source)})`),
  ];
  if (output.missing?.length)
    lines.push("", "Not filled:", ...output.missing.map((m: any) => `- **${m.label}**: ${m.reason}`));
  if (output.unmatched?.length)
    lines.push("", `No field on the form is named ${output.unmatched.map((u: string) => `"${u}"`).join(", ")}.`);
  if (output.refused?.length)
    lines.push("", "Not written:", ...output.refused.map((r: any) => `- **${r.key}** "${r.value}": ${r.reason}`));
  return lines.join("\n");
}

export function planPdfEditor(turn: Turn): Step | null {
  if (!turn.tools.has("PDF_EDITOR") || !asksToFillPdf(turn.ask, turn.context?.preset ?? null)) return null;
  const form = formToFill(turn.ask, turn.context);
  if (!form) return answer("There is no PDF in this workspace to fill: attach the fillable form and ask again.");
  if ("choose" in form)
    return answer(`Which form should I fill: ${form.choose.map((name) => `"${name}"`).join(" or ")}?`);
  const inspected = callOf(turn, "INSPECT_FORM_FIELDS");
  if (!inspected)
    return {
      kind: "tools",
      thought: `I will read the fields of "${form.name}" and the labels printed beside them before filling anything.`,
      calls: [
        { toolName: "PDF_EDITOR", input: { operation: "INSPECT_FORM_FIELDS", inputFiles: [{ fileName: form.name }] } },
      ],
    };
  if (!inspected.ok) return answer(refusalText(String(inspected.output), form.name, "read the form"));
  const fields = ((inspected.output as any)?.forms?.[0]?.fields ?? []) as InspectedField[];
  const filled = callOf(turn, "FILL_FORM_FIELDS");
  if (!filled) {
    const instructions = instructionsFor(fields, turn.ask, turn.context?.account);
    if (Object.keys(instructions).length === 0)
      return answer(
        `"${form.name}" has ${fields.length} fillable fields (${fields.map((f) => f.label).join("; ")}), but I have no value with a source for any of them: write them as "Label: value" lines, or link this workspace to the client's account, and ask again.`,
      );
    const fromAccount = Object.values(instructions).some((value) => typeof value === "object");
    return {
      kind: "tools",
      thought: `I will fill only values with a source: ${[
        userValues(turn.ask).length ? "the ones you wrote" : "",
        fromAccount ? `${turn.context?.account?.name}'s account record` : "",
      ]
        .filter(Boolean)
        .join(" and ")}. Fields with no source stay empty and are listed.`,
      calls: [
        {
          toolName: "PDF_EDITOR",
          input: {
            operation: "FILL_FORM_FIELDS",
            inputFiles: [{ fileName: form.name }],
            formFillInstructions: JSON.stringify(instructions),
          },
        },
      ],
    };
  }
  if (!filled.ok) return answer(refusalText(String(filled.output), form.name, "fill"));
  return answer(fillAnswer(filled.output, form.name));
}
