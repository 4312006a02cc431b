import type { UnderwritingLine } from "../../../domain/preset-options.ts";
import type { ReportCell } from "../../ai/offline/skills/report.ts";
import { checklist, inconsistencies } from "../../ai/offline/skills/underwriting/underwriting-findings.ts";
import { redFlags } from "../../ai/offline/skills/underwriting/underwriting-flags.ts";
import { LINE_NAMES, type ReadDoc } from "../../ai/offline/skills/underwriting/underwriting-read.ts";
import { verifyTable, type GraphPolicy } from "../../ai/offline/skills/underwriting/underwriting-verify.ts";
import type {
  AnalyzeUnderwritingOutput,
  RunContext,
  UnderwritingFlagLevel,
  UnderwritingValue,
  UnderwritingVerifyStatus,
} from "../../ai/tool-contract.ts";
import type { PlainCitation } from "../citations.ts";

/**
 * The underwriter's judgement on an application, its supplementals and its loss runs (ADR 063,
 * ADR 072), as typed rows: per line each item found (cited) or missing, the facts two documents
 * state differently, the red flags, and the application verified field by field against the
 * account record, its policies on record and the other documents. The rules are the offline
 * skill's (`offline/skills/underwriting/`); this only gives their rows a shape a model and the
 * offline planner read alike. Citations are plain passages here; the registry numbers them.
 */
export interface UnderwritingDocs {
  /** Applications and loss runs, each read by the APPLICATION reader (citations plain). */
  docs: ReadDoc[];
  /** Files read that are not an application or a loss run. */
  skipped: string[];
  /** Files that could not be read. */
  unread: string[];
  account: RunContext["account"] | null;
  policies: GraphPolicy[];
  lines: UnderwritingLine[];
}

type Plain = AnalyzeUnderwritingOutput<PlainCitation>;

const valueOf = (cell: ReportCell): UnderwritingValue<PlainCitation> => ({
  value: cell.text,
  citation: cell.cite && "quote" in cell.cite ? (cell.cite as PlainCitation) : null,
  record: cell.cite && "record" in cell.cite ? cell.cite.record : null,
});

export function analyzeUnderwriting(input: UnderwritingDocs): Plain {
  const { docs, lines } = input;
  const items = checklist(docs, lines);
  const verify = verifyTable(docs, input.account ?? null, input.policies, lines);
  return {
    client: input.account?.name ?? docs.flatMap((d) => d.facts).find((f) => f.id === "applicantName")?.value ?? null,
    lines,
    documents: docs.map((d) => ({ fileName: d.fileName, kind: d.kind as "application" | "loss run" })),
    skipped: input.skipped,
    unread: input.unread,
    checklist: items.map((item) => ({
      line: item.line,
      item: item.id,
      label: item.label,
      status: item.found ? (item.differs ? "Differs" : "Found") : "Not found",
      found: item.found ? valueOf(item.found) : null,
    })),
    missing: items.filter((i) => !i.found).map((i) => `${i.label} (${LINE_NAMES[i.line]})`),
    inconsistencies: inconsistencies(docs).map(([item, first, other]) => ({
      item: item!.text,
      first: valueOf(first!),
      other: valueOf(other!),
    })),
    flags: redFlags(docs).map(([flag, detail, level]) => ({
      flag: flag!.text,
      level: level!.text as UnderwritingFlagLevel,
      detail: valueOf(detail!),
    })),
    verify: verify.rows.map(([field, onApplication, other, source, status]) => ({
      field: field!.text,
      onApplication: onApplication!.cite ? valueOf(onApplication!) : null,
      other: other!.cite ? valueOf(other!) : null,
      source: source!.text === "—" ? null : source!.text,
      status: status!.text as UnderwritingVerifyStatus,
    })),
  };
}
