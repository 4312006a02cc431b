import type { FindCoverageGapsOutput } from "../../../tool-contract.ts";
import type { Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import { describesActivity } from "./coverage-gaps.ts";
import { clientOf, policyFiles, writeFindings } from "./explore-common.ts";
import type { Report, ReportTable } from "../report.ts";

/**
 * Coverage Gap Analysis: the business's description (the form's message, the account's name and
 * DBA) weighed by FIND_COVERAGE_GAPS — the same call a configured model makes (ADR 063) — against
 * its policy files and the policies the agency's records list for the account; the rules are
 * coverage-gaps.ts, run by the tool.
 */

const ASK_FOR_DESCRIPTION =
  'To find coverage gaps I need to know what the business does. Tell me in a message: its activity (e.g. "roofing contractor", "restaurant with a bar"), how many employees it has, its locations, whether it owns vehicles, takes card payments or keeps customer data, gives advice or designs, and any limits its contracts require.';

function descriptionOf(turn: Turn): string {
  const account = turn.context?.account;
  return [turn.ask, account?.name, account?.dba].filter(Boolean).join("\n");
}

export function planGaps(turn: Turn): Step {
  const description = descriptionOf(turn);
  if (!describesActivity(description.toLowerCase())) return answer(ASK_FOR_DESCRIPTION);
  const files = policyFiles(turn);
  const account = turn.context?.account?.name ?? null;
  if (!turn.tools.has("FIND_COVERAGE_GAPS"))
    return answer("I cannot read the workspace's files here, so the coverage gaps were not weighed.");
  const found = turn.outcomes.findLast((o) => o.toolName === "FIND_COVERAGE_GAPS");
  if (!found)
    return {
      kind: "tools",
      thought: `I will weigh the exposures the description shows against ${files.length ? files.map((f) => `"${f.name}"`).join(", ") : "no policy file (none attached)"}${account ? ` and ${account}'s policies in the agency's records` : ""}.`,
      calls: [{ toolName: "FIND_COVERAGE_GAPS", input: { description, policyFileNames: files.map((f) => f.name) } }],
    };
  if (!found.ok) return answer(`I could not read the policy: ${String(found.output)}`);
  const output = found.output as FindCoverageGapsOutput;
  const rows = output.rows;
  const table: ReportTable = {
    columns: ["Exposure", "Why it applies", "Verdict", "Basis", "What the policies show", "To confirm"],
    rows: rows.map((r) => [
      { text: r.exposure },
      { text: r.why },
      { text: r.status, status: r.status },
      { text: r.basis },
      { text: r.evidence, cite: r.citation ?? (r.record ? { record: r.record } : null) },
      { text: r.confirm },
    ]),
  };
  const red = rows.filter((r) => r.status === "Red").length;
  const amber = rows.filter((r) => r.status === "Amber").length;
  const client = clientOf(turn);
  const sources = [
    files.length ? `the policy files (${files.map((f) => f.name).join(", ")})` : "no policy file (none was attached)",
    account
      ? `the agency's records for ${account} (${output.records.length === 1 ? "1 policy" : `${output.records.length} policies`} in force)`
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
