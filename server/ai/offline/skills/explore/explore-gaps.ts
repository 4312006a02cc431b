import type { GraphEntity } from "../../../../assistant/tools/knowledge-graph.operation.ts";
import type { CaraToolName } from "../../../tool-contract.ts";
import type { Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import {
  assessGaps,
  describesActivity,
  type CoverageLine,
  type Evidence,
  type ExclusionFound,
} from "./coverage-gaps.ts";
import { clientOf, failedPeek, peekCalls, peeksOf, policyFiles, writeFindings } from "./explore-common.ts";
import type { Report, ReportTable } from "../report.ts";

/**
 * Coverage Gap Analysis: the business's description (the form's message, the account's name and
 * DBA) against its policy files (PEEK_FILE SUMMARY and EXCLUSIONS) and the policies the agency's
 * records list for the account (SEARCH_KNOWLEDGE_GRAPH); the rules are coverage-gaps.ts.
 */

const ASK_FOR_DESCRIPTION =
  'To find coverage gaps I need to know what the business does. Tell me in a message: its activity (e.g. "roofing contractor", "restaurant with a bar"), how many employees it has, its locations, whether it owns vehicles, takes card payments or keeps customer data, gives advice or designs, and any limits its contracts require.';

function descriptionOf(turn: Turn): string {
  const account = turn.context?.account;
  return [turn.ask, account?.name, account?.dba].filter(Boolean).join("\n");
}

function recordsOf(turn: Turn, accountName: string | null): Evidence["records"] {
  const looked = turn.outcomes.findLast((o) => o.toolName === "SEARCH_KNOWLEDGE_GRAPH");
  if (!looked?.ok || !accountName) return [];
  const results = (looked.output as { results?: Array<{ entities: GraphEntity[] }> }).results ?? [];
  return results
    .flatMap((r) => r.entities)
    .filter((e) => e.type === "POLICY" && e.facts.account === accountName)
    .filter((e) => !["CANCELED", "EXPIRED"].includes(e.facts.state ?? ""))
    .map((e) => ({ name: e.name, state: e.facts.state ?? null }));
}

export function planGaps(turn: Turn): Step {
  const description = descriptionOf(turn);
  if (!describesActivity(description.toLowerCase())) return answer(ASK_FOR_DESCRIPTION);
  const files = policyFiles(turn);
  const account = turn.context?.account?.name ?? null;
  const read =
    peeksOf(turn, "SUMMARY").length > 0 || turn.outcomes.some((o) => o.toolName === "SEARCH_KNOWLEDGE_GRAPH");
  if (!read) {
    const calls: Array<{ toolName: CaraToolName; input: Record<string, unknown> }> = [
      ...peekCalls(files, "SUMMARY"),
      ...peekCalls(files, "EXCLUSIONS"),
    ];
    if (account && turn.tools.has("SEARCH_KNOWLEDGE_GRAPH"))
      calls.push({ toolName: "SEARCH_KNOWLEDGE_GRAPH", input: { queries: [account] } });
    if (calls.length)
      return {
        kind: "tools",
        thought: `I will read ${files.length ? files.map((f) => `"${f.name}"`).join(", ") : "no policy file (none attached)"} for its coverages and exclusions${account ? ` and look up ${account}'s policies in the agency's records` : ""}, then weigh them against the exposures the description shows.`,
        calls,
      };
  }
  const failed = failedPeek([...peeksOf(turn, "SUMMARY"), ...peeksOf(turn, "EXCLUSIONS")]);
  if (failed) return answer(`I could not read the policy: ${String(failed.output)}`);
  const outputs = (view: string) =>
    peeksOf(turn, view).flatMap((p) => (p.output as { files?: Array<Record<string, unknown>> }).files ?? []);
  const evidence: Evidence = {
    lines: outputs("SUMMARY").flatMap((f) => (f.summary as { lines?: CoverageLine[] } | undefined)?.lines ?? []),
    exclusions: outputs("EXCLUSIONS").flatMap((f) => (f.exclusions as ExclusionFound[] | undefined) ?? []),
    records: recordsOf(turn, account),
  };
  const rows = assessGaps(description, evidence);
  const table: ReportTable = {
    columns: ["Exposure", "Why it applies", "Verdict", "Basis", "What the policies show", "To confirm"],
    rows: rows.map((r) => [
      { text: r.exposure },
      { text: r.why },
      { text: r.status, status: r.status },
      { text: r.basis },
      { text: r.evidence, cite: r.cite },
      { text: r.confirm },
    ]),
  };
  const red = rows.filter((r) => r.status === "Red").length;
  const amber = rows.filter((r) => r.status === "Amber").length;
  const client = clientOf(turn);
  const sources = [
    files.length ? `the policy files (${files.map((f) => f.name).join(", ")})` : "no policy file (none was attached)",
    account
      ? `the agency's records for ${account} (${evidence.records.length === 1 ? "1 policy" : `${evidence.records.length} policies`} in force)`
      : null,
  ].filter(Boolean);
  const lead = `I weighed ${rows.length} exposures the description shows against ${sources.join(" and ")}: ${red} Red, ${amber} Amber, ${rows.length - red - amber} Green.`;
  const note =
    '"policy-confirmed" rows cite the policy passage that shows the cover or the exclusion; "exposure-inferred" rows come from the description and say what would confirm them. This is a review aid, not a coverage opinion.';
  const report: Report = {
    title: `Coverage gap analysis${client ? ` — ${client}` : ""}`,
    intro: `Business described as: ${description.replace(/\s+/g, " ").trim()}`,
    sections: [{ heading: "Exposures and gaps", table, text: note }],
  };
  return writeFindings(turn, report, lead, table, [note]);
}
