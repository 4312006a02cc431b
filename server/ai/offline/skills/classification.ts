import { REFERENCE_ROLE_TAG } from "../../../../domain/custom-presets.ts";
import { outcomeOf, type Turn } from "../conversation.ts";
import { answer, type Step } from "../step.ts";
import { markdownTable, reportHtml, type Report, type ReportTable } from "./report.ts";

/**
 * Commercial Classification (docs/product/classification.md): the business description from the
 * ask, the preset form, an attached file (PEEK_FILE PAGES: an application's or policy's
 * description of operations) or the account → SEARCH_KNOWLEDGE_BASE on the NAICS 2022 reference
 * (and the agency's GL class-code table when GL is chosen) → a classification memo
 * (DRAFT_DOCUMENT) and a findings table. No activity described → a question, no codes.
 */

const PRESET = "CommercialClassification";
const OPERATIONS =
  /(?:description of (?:the )?(?:applicant'?s? )?operations|nature of (?:the )?business|business description|description of business|operations)\s*[:\-–]\s*([^\n]{8,})/i;

interface Candidate {
  code: string;
  title: string;
  entries: Array<{ kind: string; text: string; words: string[] }>;
  passage: string | null;
  matchedWords: string[];
  reasons: string[];
  sic?: Array<{ code: string; title: string }>;
}
interface NaicsOutput {
  found?: boolean;
  answer?: string;
  candidates?: Candidate[];
  sicSource?: string;
}

const SOURCE_NOTE =
  "The three NAICS 2022 industries that best fit the business as described, with the official index entries and description passages that matched (NAICS 2022, U.S. Census Bureau).";
const SIC_MISSING = "Not in the 1987 SIC to 2002 NAICS correspondence";
const sicCell = (c: Candidate) => (c.sic?.length ? c.sic.map((s) => `${s.code} ${s.title}`).join("; ") : SIC_MISSING);
interface GlOutput {
  tableFound?: boolean;
  answer?: string;
  classCodes?: Array<{
    code: string;
    description: string;
    matchedWords: string[];
    citation: { ref: number; fileId: string; fileName: string; page: number; quote: string };
  }>;
}

const ASK_FOR_ACTIVITY =
  "Tell me what the business does — what it makes, sells or provides, and to whom — in the message, or attach its application or website text, and I will classify it.";

const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => (key === "text" ? textsOf(item) : textsOf(item)))
        : [];

/** The description of operations in a file's pages (its labelled line, else its opening text). */
function fromFile(output: unknown): string {
  const pages = (output as { pages?: unknown })?.pages ?? output;
  const text = textsOf(pages).join("\n");
  const labelled = OPERATIONS.exec(text)?.[1];
  return (labelled ?? text).slice(0, 3000).trim();
}

/** The description to classify: the ask (or the file's) plus the account's name for the memo. */
function descriptionOf(turn: Turn): string {
  const peek = outcomeOf(turn, "PEEK_FILE");
  const ask = turn.ask
    .replace(
      /\b(please )?(classify|find|give me|what is|what are|get)( the)?( naics| sic| gl)?( class)?( codes?)?( for)?\b/gi,
      " ",
    )
    .trim();
  const file = peek?.ok ? fromFile(peek.output) : "";
  const described = [ask, file].filter(Boolean).join("\n").trim();
  if (described) return described;
  // the account record's names are all that is known ("Harbor Roofing LLC")
  const account = turn.context?.account;
  return [account?.name, account?.dba].filter(Boolean).join(", ");
}

const systemOf = (turn: Turn) => turn.context?.presetOptions?.classificationSystem ?? "NAICS";

function findings(naics: Candidate[], withSic: boolean): ReportTable {
  const sicRecord = { record: "Census 1987 SIC to 2002 NAICS correspondence" };
  return {
    columns: ["Rank", "NAICS 2022", "Title", ...(withSic ? ["SIC (1987)"] : []), "Matched index entries", "Why"],
    rows: naics.map((c, i) => [
      { text: String(i + 1) },
      { text: c.code, highlight: i === 0 },
      { text: c.title },
      ...(withSic
        ? [
            {
              text: sicCell(c),
              cite: c.sic?.length ? sicRecord : null,
              status: c.sic?.length ? null : ("Not found" as const),
            },
          ]
        : []),
      { text: c.entries.map((e) => `"${e.text}"`).join("; ") || "—" },
      {
        text: [
          `Matched words: ${c.matchedWords.join(", ") || "—"}.`,
          ...c.reasons.map((r) => r.split(":")[0] + " rule."),
        ].join(" "),
      },
    ]),
  };
}

function memo(turn: Turn, description: string, naics: Candidate[], sic: string | null, gl: GlOutput | null): Report {
  const withSic = sic !== null;
  const client = turn.context?.account?.name ?? null;
  const sections: Report["sections"] = [
    { heading: "Business described", text: description.slice(0, 1500) },
    { heading: "NAICS 2022 candidates", table: findings(naics, withSic) },
    {
      heading: "Official descriptions that matched",
      bullets: naics.map((c) => `${c.code} ${c.title}: “${c.passage ?? "—"}”`),
    },
  ];
  const reasons = [...new Set(naics.flatMap((c) => c.reasons))];
  if (reasons.length) sections.push({ heading: "Hard cases and rules applied", bullets: reasons });
  if (sic) sections.push({ heading: "SIC (1987)", text: sic });
  if (gl)
    sections.push(
      gl.classCodes?.length
        ? {
            heading: "GL class codes (the agency's table)",
            table: {
              columns: ["Class code", "Description", "Matched words"],
              rows: gl.classCodes.map((row) => [
                { text: row.code, cite: row.citation },
                { text: row.description },
                { text: row.matchedWords.join(", ") },
              ]),
            },
          }
        : { heading: "GL class codes", text: gl.answer ?? "" },
    );
  return {
    title: `Classification memo — ${client ?? "business"}`,
    preparedFor: client,
    preparedBy: turn.context?.agency?.userName ?? turn.context?.agency?.name ?? null,
    intro: `${SOURCE_NOTE} Confirm the primary activity (the largest share of revenue) with the client before binding.`,
    sections,
  };
}

export function planClassification(turn: Turn): Step | null {
  if (turn.context?.preset !== PRESET) return null;
  const system = systemOf(turn);
  const files = (turn.context?.files ?? []).filter((f) => f.role !== REFERENCE_ROLE_TAG);
  if (files.length && !outcomeOf(turn, "PEEK_FILE") && turn.tools.has("PEEK_FILE")) {
    const file = files.find((f) => /input|policy|application/i.test(f.role ?? "")) ?? files[0]!;
    return {
      kind: "tools",
      thought: `I will read ${file.name} for the description of the business's operations.`,
      calls: [{ toolName: "PEEK_FILE", input: { fileName: file.name, view: "PAGES", fromPage: 1, toPage: 10 } }],
    };
  }
  const description = descriptionOf(turn);
  const searches = turn.outcomes.filter((o) => o.toolName === "SEARCH_KNOWLEDGE_BASE");
  const naicsOutcome = searches.find((o) => (o.input as { reference?: string })?.reference === "NAICS_2022");
  if (!naicsOutcome) {
    if (!description) return answer(ASK_FOR_ACTIVITY);
    if (!turn.tools.has("SEARCH_KNOWLEDGE_BASE"))
      return answer("I cannot classify the business here: the reference search is not available.");
    return {
      kind: "tools",
      thought:
        "I will search the NAICS 2022 reference (the official index and descriptions) for the business's activity.",
      calls: [{ toolName: "SEARCH_KNOWLEDGE_BASE", input: { userQuery: description || "—", reference: "NAICS_2022" } }],
    };
  }
  const naics = (naicsOutcome.ok ? naicsOutcome.output : null) as NaicsOutput | null;
  if (!naics?.found || !naics.candidates?.length)
    return answer(
      naicsOutcome.ok
        ? (naics?.answer ?? "I found no NAICS industry for this description.")
        : `I could not search the NAICS reference: ${String(naicsOutcome.output)}`,
    );
  const glOutcome = searches.find((o) => (o.input as { reference?: string })?.reference === "GL_CLASS_CODES");
  if (system === "GL" && !glOutcome)
    return {
      kind: "tools",
      thought:
        "I will look for the agency's GL class-code table in the knowledge base and match the description against it.",
      calls: [{ toolName: "SEARCH_KNOWLEDGE_BASE", input: { userQuery: description, reference: "GL_CLASS_CODES" } }],
    };
  const gl = glOutcome?.ok ? (glOutcome.output as GlOutput) : null;
  const sic =
    system === "SIC"
      ? `SIC codes from the ${naics.sicSource ?? "Census 1987 SIC to 2002 NAICS correspondence"}: a NAICS 2022 code is looked up under the 2002 code of the same number; a code that changed after 2002 has none, and none is given from memory.`
      : null;
  const report = memo(turn, description, naics.candidates, sic, gl);
  const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
  if (!drafted && turn.tools.has("DRAFT_DOCUMENT"))
    return {
      kind: "tools",
      thought: "I will write the classification memo with the candidates, the matched index entries and the reasons.",
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title: report.title, html: reportHtml(report) } }],
    };
  const top = naics.candidates[0]!;
  const lines = [
    `The best fit is **${top.code} ${top.title}** (NAICS 2022). The three candidates, with the official index entries of the NAICS 2022 reference (U.S. Census Bureau) that matched:`,
    markdownTable(findings(naics.candidates, sic !== null)),
  ];
  const reasons = [...new Set(naics.candidates.flatMap((c) => c.reasons))];
  if (reasons.length) lines.push(reasons.map((r) => `- ${r}`).join("\n"));
  if (sic) lines.push(sic);
  if (system === "GL") {
    const rows = gl?.classCodes ?? [];
    lines.push(
      rows.length
        ? `GL class codes from the agency's table:\n${rows.map((r) => `- ${r.code} ${r.description} [${r.citation.ref}]`).join("\n")}`
        : (gl?.answer ??
            "GL class codes are licensed by ISO; upload your class-code table to the knowledge base and I will match it."),
    );
  }
  if (drafted?.ok)
    lines.push(`The classification memo "${report.title}" is in the workspace; render it to PDF from its Render menu.`);
  else if (drafted) lines.push(`I could not save the memo: ${String(drafted.output)}`);
  return answer(lines.join("\n\n"));
}
