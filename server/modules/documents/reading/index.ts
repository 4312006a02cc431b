// Cara's insurance reading skills: pure functions over page texts and passages.
export { answerFromPassages, readQuestion } from "./answer.ts";
export { answerFromKnowledge, NOT_FOUND_IN_KNOWLEDGE_BASE, type KnowledgeAnswer } from "./knowledge-answer.ts";
export { summarizePolicy } from "./summary.ts";
export { rankPages } from "./rank.ts";
export { classifyQuestion } from "./question-classes.ts";
export type { Answer, Citation, Finding, PageText, Passage, SummaryLine } from "./types.ts";
