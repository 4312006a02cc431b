import type { LanguageModelV3CallOptions, LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { CaraToolName } from "../tool-contract.ts";
import { unquoteMaterial, unquoteRequestDetails } from "../quoted-material.ts";
import { readRunContext, type RunContext } from "../tool-contract.ts";

/** A tool's answer since the user's last message, as the prompt carries it back. */
export interface ToolOutcome {
  toolName: CaraToolName;
  input: unknown;
  ok: boolean;
  /** The tool's output (ok) or its error message. */
  output: unknown;
}

/** What the offline engine reads from one model call: the ask, what the tools answered, what it may call. */
export interface Turn {
  system: string;
  context: RunContext | null;
  /** The user's last message. */
  ask: string;
  /** The user's message before it ("" when there is none): what a bare "yes, check the knowledge base" is about. */
  previousAsk?: string;
  /** Tool outcomes after that message, in order. */
  outcomes: ToolOutcome[];
  tools: Set<string>;
  /** Cara's answers earlier in the conversation (before the last message): the message is a follow-up when > 0. */
  priorAnswers?: number;
}

function userText(message: LanguageModelV3Prompt[number]): string {
  if (message.role !== "user") return "";
  // the client's words a message quotes arrive as quoted material (ADR 066): the engine reads the words
  return unquoteRequestDetails(
    message.content
      .map((part) => (part.type === "text" ? part.text : ""))
      .join("\n")
      .trim(),
  );
}

export function readTurn(options: LanguageModelV3CallOptions): Turn {
  const prompt = options.prompt;
  const system = prompt
    .filter((message) => message.role === "system")
    .map((message) => message.content)
    .join("\n");
  let lastUser = -1;
  let previousUser = -1;
  prompt.forEach((message, index) => {
    if (message.role !== "user") return;
    previousUser = lastUser;
    lastUser = index;
  });
  const inputs = new Map<string, unknown>();
  const outcomes: ToolOutcome[] = [];
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role === "assistant") {
      for (const part of message.content) if (part.type === "tool-call") inputs.set(part.toolCallId, part.input);
    }
    if (message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      const out = part.output;
      const ok = out.type === "json" || out.type === "text";
      // a tool's answer arrives as quoted material (ADR 060): the engine reads the value inside
      const value = "value" in out ? out.value : (out.reason ?? "denied");
      const output = out.type === "text" ? (unquoteMaterial(out.value) ?? value) : value;
      outcomes.push({ toolName: part.toolName as CaraToolName, input: inputs.get(part.toolCallId), ok, output });
    }
  }
  const tools = new Set((options.tools ?? []).map((tool) => tool.name));
  const priorAnswers = prompt
    .slice(0, Math.max(0, lastUser))
    .filter((m) => m.role === "assistant" && m.content.some((part) => part.type === "text" && part.text.trim())).length;
  return {
    system,
    context: readRunContext(system),
    ask: lastUser >= 0 ? userText(prompt[lastUser]!) : "",
    previousAsk: previousUser >= 0 ? userText(prompt[previousUser]!) : "",
    outcomes,
    tools,
    priorAnswers,
  };
}

export const outcomeOf = (turn: Turn, tool: CaraToolName) => turn.outcomes.findLast((o) => o.toolName === tool);
