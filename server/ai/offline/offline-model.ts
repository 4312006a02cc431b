import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { readTurn, type Turn } from "./conversation.ts";
import { planNext, type Step } from "./planner.ts";

/** A rough token count (four characters a token), so the run's token budget means the same offline. */
const tokens = (text: string) => Math.ceil(text.length / 4);

function usageOf(options: LanguageModelV3CallOptions, output: string): LanguageModelV3Usage {
  const input = tokens(JSON.stringify(options.prompt));
  const out = tokens(output);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: out, text: out, reasoning: undefined },
  };
}

let callCounter = 0;

/** A planner's step: tool calls by name (any tool set: the copilot's, the email triage's), or the answer. */
export type OfflineStep =
  | { kind: "tools"; thought: string; calls: Array<{ toolName: string; input: Record<string, unknown> }> }
  | Extract<Step, { kind: "answer" }>;

function contentOf(step: OfflineStep): LanguageModelV3Content[] {
  if (step.kind === "answer") return [{ type: "text", text: step.text }];
  return [
    { type: "reasoning", text: step.thought },
    ...step.calls.map((call) => ({
      type: "tool-call" as const,
      toolCallId: `offline-${Date.now().toString(36)}-${(callCounter += 1)}`,
      toolName: call.toolName,
      input: JSON.stringify(call.input),
    })),
  ];
}

/** A tool call's JSON input in pieces, as a model writes it. */
const chunks = (json: string, size = 48) =>
  Array.from({ length: Math.ceil(json.length / size) }, (_, i) => json.slice(i * size, (i + 1) * size));

/** Words with their following space, so the answer streams as it would from a model. */
const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/**
 * The offline engine (ADR 030): a language model of our own behind the AI SDK's model
 * interface. Each call reads the conversation and plans the next step (planner.ts); the same
 * loop and tools run as with a configured model. The copilot's planner by default; a channel
 * (email triage) gives its own.
 */
export function createOfflineModel(planner: (turn: Turn) => OfflineStep = planNext): LanguageModelV3 {
  const plan = (options: LanguageModelV3CallOptions) => {
    const step = planner(readTurn(options));
    const content = contentOf(step);
    const emitted = content.map((part) => ("text" in part ? part.text : "input" in part ? part.input : "")).join("");
    return {
      content,
      usage: usageOf(options, emitted),
      finishReason: { unified: step.kind === "tools" ? ("tool-calls" as const) : ("stop" as const), raw: undefined },
    };
  };
  return {
    specificationVersion: "v3",
    provider: "cara",
    modelId: "offline",
    supportedUrls: {},
    async doGenerate(options) {
      return { ...plan(options), warnings: [] };
    },
    async doStream(options) {
      const { content, usage, finishReason } = plan(options);
      const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
      content.forEach((part, index) => {
        const id = `p${index}`;
        if (part.type === "reasoning") {
          parts.push(
            { type: "reasoning-start", id },
            { type: "reasoning-delta", id, delta: part.text },
            { type: "reasoning-end", id },
          );
        } else if (part.type === "text") {
          parts.push({ type: "text-start", id });
          for (const delta of words(part.text)) parts.push({ type: "text-delta", id, delta });
          parts.push({ type: "text-end", id });
        } else if (part.type === "tool-call") {
          // the call's input streams first, as a model's does (a draft shows 'Drafting' meanwhile)
          const { toolCallId: callId, toolName, input } = part;
          parts.push({ type: "tool-input-start", id: callId, toolName });
          for (const delta of chunks(input)) parts.push({ type: "tool-input-delta", id: callId, delta });
          parts.push({ type: "tool-input-end", id: callId }, part);
        } else parts.push(part as LanguageModelV3StreamPart);
      });
      parts.push({ type: "finish", usage, finishReason });
      const signal = options.abortSignal;
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          pull(controller) {
            if (signal?.aborted) return controller.error(signal.reason);
            const next = parts.shift();
            if (next) controller.enqueue(next);
            else controller.close();
          },
        }),
      };
    },
  };
}
