/** The offline engine's intake dialogue (ADR 076): a pure, deterministic state machine over the agent's configured questions. */
export { startIntake, nextTurn } from "./engine.ts";
export { defaultIntakeConfig, sectionOf, QUESTION_CATALOG, FIXED_FIELDS } from "./config.ts";
export type { IntakeConfig, FieldSpec, QuestionSection, AnswerKind } from "./config.ts";
export type * from "./types.ts";
