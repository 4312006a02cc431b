import type { CaraToolName } from "../tool-contract.ts";

/** The offline engine's next step: a thought and tool calls, or the final text. */
export type Step =
  | { kind: "tools"; thought: string; calls: Array<{ toolName: CaraToolName; input: Record<string, unknown> }> }
  | { kind: "answer"; text: string };

export const answer = (text: string): Step => ({ kind: "answer", text });
