import type { CaraToolName, PeekFileOutput, SearchFileOutput } from "../tool-contract.ts";
import { answerText, cannotDo, coverageSummaryHtml, replyEmail, summaryText } from "./compose.ts";
import { outcomeOf, type Turn } from "./conversation.ts";
import { intentOf, queriesOf } from "./intent.ts";
import {
  isAgencyQuestion,
  knowledgeAnswer,
  knowledgeRequest,
  nothingReadAnswer,
  searchKnowledgeStep,
  unreadNote,
} from "./knowledge-plan.ts";
import { planSkill } from "./skills/index.ts";
import { answer, type Step } from "./step.ts";

export type { Step };
const failed = (what: string, error: unknown) => answer(`I could not ${what}: ${String(error)}`);

/**
 * Plans deterministically from the preset, the user's last message and the tool answers so
 * far (ADR 030): one intent, a fixed sequence of tools for it, the answer composed from the
 * tools' outputs. Tools it may not call (absent from the request) are never called. A question
 * in a workspace with files is answered from its files; the knowledge base answers questions
 * about the agency's ways, when asked for, or when no file is attached (ADR 055).
 */
export function planNext(turn: Turn): Step {
  const preset = turn.context?.preset ?? null;
  const files = turn.context?.files ?? [];
  const unread = turn.context?.unreadFiles ?? [];
  const attached = files.length + unread.length > 0;
  const can = (tool: CaraToolName) => turn.tools.has(tool);
  const intent = intentOf(turn.ask);

  const skill = planSkill(turn);
  if (skill) return skill;
  const fromKnowledge = knowledgeAnswer(turn);
  if (fromKnowledge) return fromKnowledge;
  const knowledge = can("SEARCH_KNOWLEDGE_BASE");
  const requested = knowledge ? knowledgeRequest(turn) : null;
  if (requested) return searchKnowledgeStep(requested, "You asked me to check the agency's knowledge base.");
  if (knowledge && (intent === "question" || intent === "other") && isAgencyQuestion(turn.ask, attached))
    return searchKnowledgeStep(turn.ask, "The question is about how the agency works.");
  if (knowledge && intent === "question" && !attached)
    return searchKnowledgeStep(turn.ask, "No document is attached to this workspace.");

  if (intent === "question") {
    if (!can("SEARCH_FILE")) return answer(cannotDo(preset));
    if (files.length === 0 && unread.length > 0) return answer(nothingReadAnswer(unread, knowledge));
    if (files.length === 0)
      return answer(
        cannotDo(preset, "There is no document in this workspace to answer from: attach the policy and ask again."),
      );
    const searched = outcomeOf(turn, "SEARCH_FILE");
    if (!searched) {
      const queries = queriesOf(turn.ask);
      return {
        kind: "tools",
        thought: `The question is about the attached documents. I will search ${fileList(files)} for ${queries.map((q) => `"${q}"`).join(", ")} and answer only from the passages found, citing file and page.`,
        calls: [{ toolName: "SEARCH_FILE", input: { queries } }],
      };
    }
    if (!searched.ok) return failed("search the documents", searched.output);
    const output = searched.output as SearchFileOutput;
    const missed = output.results.some((result) => !result.found && !result.unsettled);
    const unsettled = output.results.some((result) => result.unsettled);
    const parts = [
      answerText(output),
      missed ? notInFiles(files, knowledge) : "",
      unsettled ? "Tell me which page or which part of the document you mean and I will read that one." : "",
      unreadNote(unread),
    ];
    return answer(parts.filter(Boolean).join("\n\n"));
  }

  if (intent === "summary" || intent === "document") {
    if (!can("PEEK_FILE") || (intent === "document" && !can("DRAFT_DOCUMENT"))) return answer(cannotDo(preset));
    if (files.length === 0 && unread.length > 0) return answer(nothingReadAnswer(unread, false));
    if (files.length === 0)
      return answer(
        cannotDo(preset, "There is no document in this workspace to summarize: attach the policy and ask again."),
      );
    const peeked = outcomeOf(turn, "PEEK_FILE");
    if (!peeked)
      return {
        kind: "tools",
        thought: `I will read ${fileList(files)} and take the policy's named insured, carrier, policy number, period, premium, coverages with limits and deductibles, and forms, each with its page.`,
        calls: [{ toolName: "PEEK_FILE", input: {} }],
      };
    if (!peeked.ok) return failed("read the documents", peeked.output);
    const summary = peeked.output as PeekFileOutput;
    const note = unreadNote(unread);
    if (intent === "summary") return answer(note ? `${summaryText(summary)}\n\n${note}` : summaryText(summary));
    const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
    if (!drafted)
      return {
        kind: "tools",
        thought: "I will put the cited summary into a coverage summary document.",
        calls: [{ toolName: "DRAFT_DOCUMENT", input: coverageSummaryHtml(summary, turn.context) }],
      };
    if (!drafted.ok) return failed("draft the document", drafted.output);
    return answer(
      `I drafted "${(drafted.input as { title?: string } | undefined)?.title ?? "the document"}" from the documents; every value in it shows its source. Review it before sending.\n\n${summaryText(summary)}`,
    );
  }

  if (intent === "email") {
    if (!can("DRAFT_EMAIL")) return answer(cannotDo(preset));
    const request = turn.context?.serviceRequest ?? null;
    if (!request) return answer("Which service request should this email answer, and to whom should it go?");
    const searched = outcomeOf(turn, "SEARCH_FILE");
    const question = request.question ?? request.details;
    if (!searched && files.length > 0 && question && can("SEARCH_FILE"))
      return {
        kind: "tools",
        thought: `The client asked: "${question}". I will look for the answer in ${fileList(files)} before drafting the reply.`,
        calls: [{ toolName: "SEARCH_FILE", input: { queries: queriesOf(question) } }],
      };
    const findings = searched?.ok ? (searched.output as SearchFileOutput) : null;
    const drafted = outcomeOf(turn, "DRAFT_EMAIL");
    if (!drafted)
      return {
        kind: "tools",
        thought: "I will draft the reply with what the documents show, and list what the agent should confirm.",
        calls: [{ toolName: "DRAFT_EMAIL", input: replyEmail(turn.context, findings) }],
      };
    if (!drafted.ok) return failed("draft the email", drafted.output);
    const open = (findings?.results ?? []).filter((result) => !result.found).map((result) => result.query);
    const confirm = open.length
      ? `Confirm before sending: ${open.join("; ")} (not found in the documents).`
      : "Confirm the details with the client's current situation before sending.";
    const found = (findings?.results ?? []).filter((result) => result.found).map((result) => result.answer);
    return answer(
      [`I drafted a reply to the ${request.type.toLowerCase().replace(/_/g, " ")}.`, ...found, confirm].join("\n\n"),
    );
  }

  return answer(cannotDo(preset));
}

/**
 * What Cara says when the files did not answer: she looked in them only, and the knowledge base
 * (the agency's own documents) is there if the user asks for it.
 */
function notInFiles(files: Array<{ name: string }>, canSearchKnowledge: boolean): string {
  const where =
    files.length === 1
      ? `the attached file "${files[0]!.name}"`
      : `the attached files (${files.map((file) => `"${file.name}"`).join(", ")})`;
  const offer = canSearchKnowledge
    ? " I have not looked in the agency's knowledge base: ask me to check the knowledge base if the answer could be in the agency's own documents."
    : "";
  return `I searched only ${where} and did not find it there.${offer}`;
}

function fileList(files: Array<{ name: string }>): string {
  if (files.length === 1) return `"${files[0]!.name}"`;
  return `the ${files.length} attached documents`;
}
