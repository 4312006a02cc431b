import type { Judgement } from "../../../../modules/contracts/certificate-compliance.ts";
import type { CheckContractOutput } from "../../../tool-contract.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import { markdownTable, reportHtml, type Report, type ReportCell, type ReportTable } from "../report.ts";
import { isFollowUpQuestion, requiredCell, roleFile, shortQuote, tally, verdictCell } from "./review-support.ts";

/**
 * Contract Review (docs/product/contract-and-certificate-review.md): CHECK_CONTRACT on the
 * [Contract] — every insurance requirement with its section and quote — and, with a [Quote or
 * Policy], each requirement Met / Not met / Partly met / Not found with the evidence on both
 * sides, judged by the tool (the same call a configured model makes, ADR 063); then
 * DRAFT_DOCUMENT with the findings and the answer with the same table.
 */

export const NEEDS_CONTRACT =
  "Attach the contract in the [Contract] slot (or to this workspace) and I will list its insurance requirements, each with its section and the passage.";
const REVIEW_WORDS = /\b(review|check|compare|requirements?|contract|insurance clause|again)\b/i;

function requirementsTable(output: CheckContractOutput) {
  const checked = output.policy !== null;
  const judgements: Judgement[] = [];
  const columns = checked
    ? ["Requirement", "Contract requires", "Section", "Policy shows", "Verdict"]
    : ["Requirement", "Contract requires", "Section", "Quote"];
  const rows: ReportCell[][] = output.requirements.map((requirement) => {
    const row: ReportCell[] = [
      { text: requirement.label },
      requiredCell(requirement),
      { text: requirement.section ?? "—" },
    ];
    const judgement = requirement.verdict;
    if (!checked || !judgement) return [...row, { text: `“${shortQuote(requirement.citation.quote)}”` }];
    judgements.push(judgement);
    return [...row, verdictCell(judgement), { text: judgement.status, status: judgement.status }];
  });
  return { table: { columns, rows } satisfies ReportTable, judgements };
}

export function planContractReview(turn: Turn): Step | null {
  if (turn.context?.preset !== "ContractReview") return null;
  const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
  if (isFollowUpQuestion(turn, REVIEW_WORDS)) return null; // the generic intents answer it
  const contract = roleFile(turn, "[Contract]", true);
  if (!contract) return answer(NEEDS_CONTRACT);
  const policy = roleFile(turn, "[Quote or Policy]");
  if (!turn.tools.has("CHECK_CONTRACT"))
    return answer("I cannot read the workspace's files here, so the contract was not reviewed.");
  const checked = turn.outcomes.findLast((o) => o.toolName === "CHECK_CONTRACT");
  if (!checked)
    return {
      kind: "tools",
      thought: `I will read the insurance requirements of "${contract.name}" with their sections${policy ? ` and check each against "${policy.name}"` : ""}.`,
      calls: [
        {
          toolName: "CHECK_CONTRACT",
          input: { contractFileName: contract.name, ...(policy ? { policyFileName: policy.name } : {}) },
        },
      ],
    };
  if (!checked.ok) return answer(`I could not read "${contract.name}": ${String(checked.output)}`);
  const output = checked.output as CheckContractOutput;
  if (output.requirements.length === 0)
    return answer(
      `I found no insurance requirements in "${contract.name}": it has no insurance clause I can read (no required coverage, limit, additional insured, waiver or notice). If the requirements are in an exhibit or another document, attach it; or type the requirements in the preset's Requirements field.`,
    );
  const lines = output.policy?.summary.lines ?? null;
  const { table, judgements } = requirementsTable(output);
  const client = turn.context?.account?.name ?? turn.context?.clientName ?? null;
  const report: Report = {
    title: `Contract review — ${client ?? contract.name}`,
    preparedBy: turn.context?.agency?.name ?? null,
    intro: `Insurance requirements of ${contract.name}${lines && policy ? `, checked against ${policy.name}` : ""}. Each requirement is quoted from the contract; what a document does not state is marked Not found.`,
    sections: [{ heading: lines ? "Requirements against the policy" : "Insurance requirements", table }],
  };
  if (!drafted) {
    if (!turn.tools.has("DRAFT_DOCUMENT"))
      return answer(summaryAnswer(output, table, judgements, policy?.name ?? null));
    return {
      kind: "tools",
      thought: `I found ${output.requirements.length} requirements; I will write them up as a document the account manager can hand on.`,
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title: report.title, html: reportHtml(report) } }],
    };
  }
  const note = drafted.ok
    ? `I drafted "${report.title}" with the table and the quoted passages.`
    : `The document could not be drafted: ${String(drafted.output)}`;
  return answer(`${note}\n\n${summaryAnswer(output, table, judgements, lines ? policy!.name : null)}`);
}

function summaryAnswer(
  output: CheckContractOutput,
  table: ReportTable,
  judgements: Judgement[],
  policy: string | null,
): string {
  const head = policy
    ? `The contract states ${output.requirements.length} insurance requirements; against ${policy}: ${tally(judgements)}.`
    : `The contract states ${output.requirements.length} insurance requirements. Attach the client's quote or policy in the [Quote or Policy] slot to check each one.`;
  return `${head}\n\n${markdownTable(table)}`;
}
