import { stepCountIs, streamText, type LanguageModel, type ModelMessage, type StopCondition, type ToolSet } from "ai";

/**
 * Cara's one agent loop (ADR 030): a model, a system prompt, the conversation and the tools,
 * run step by step with AI SDK 6's `streamText` until the model answers without calling a
 * tool, the step limit is reached, or the token or time budget is spent. Channel-agnostic:
 * copilot workspaces, the email AI and the voice agent give it their own tools and hooks.
 */
export interface AgentBudget {
  /** Input plus output tokens over every step; the run stops after the step that crosses it. */
  maxTokens: number;
  /** Wall-clock time for the whole run; the model call in flight is aborted when it is spent. */
  maxMs: number;
}

export interface AgentUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/**
 * Why the run ended: the model answered (`completed`), or a limit stopped it, or it failed.
 * A failing tool does not end the run: the model sees the failure as the tool's result.
 */
export type AgentFinishReason =
  | "completed"
  | "max-steps"
  | "token-budget"
  | "time-budget"
  | "aborted"
  | "error"
  /** A call with an effect outside the product was proposed: the run waits for a person (ADR 060). */
  | "awaiting-approval";

export interface AgentToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
}

/** What the caller records as the run goes; every hook may be async and is awaited in order. */
export interface AgentHooks {
  thoughtStarted?(thought: { id: string }): void | Promise<void>;
  thoughtFinished?(thought: { id: string; text: string }): void | Promise<void>;
  /** A streaming model started writing a call's input (before `toolCallStarted`, which has all of it). */
  toolInputStarted?(call: { toolCallId: string; toolName: string }): void | Promise<void>;
  toolInputDelta?(call: { toolCallId: string; delta: string }): void | Promise<void>;
  toolCallStarted?(call: AgentToolCall): void | Promise<void>;
  toolCallFinished?(call: AgentToolCall & { output: unknown }): void | Promise<void>;
  toolCallFailed?(call: AgentToolCall & { error: string }): void | Promise<void>;
  /** A call that needs a person's approval (the tool's `needsApproval`): it did not run. */
  approvalRequested?(request: AgentToolCall & { approvalId: string }): void | Promise<void>;
  /** A proposed call a person declined: it did not run, and the model is told. */
  toolCallDenied?(call: { toolCallId: string; toolName: string }): void | Promise<void>;
  textDelta?(delta: string): void | Promise<void>;
  finished?(result: AgentResult): void | Promise<void>;
}

export interface AgentResult {
  /** The text of the last step: the answer the user reads. */
  text: string;
  usage: AgentUsage;
  reason: AgentFinishReason;
  /** The failure's message when `reason` is `error`, `time-budget` or `aborted`. */
  error?: string;
  steps: number;
  /** The calls waiting for a person when `reason` is `awaiting-approval`. */
  approvals: Array<AgentToolCall & { approvalId: string }>;
}

export interface RunAgentOptions {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  maxSteps: number;
  budget: AgentBudget;
  /** Stops the run from outside (a worker shutting down). */
  signal?: AbortSignal;
  hooks?: AgentHooks;
  /** Retries of a model call answered 429 or 5xx (AI SDK's exponential backoff). Default 2. */
  maxRetries?: number;
}

const emptyUsage = (): AgentUsage => ({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });

function usageOf(usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined): AgentUsage {
  const inputTokens = usage?.inputTokens ?? 0;
  const outputTokens = usage?.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage?.totalTokens ?? inputTokens + outputTokens };
}

/** The message of anything thrown, unwrapping the AI SDK's retry error to its last cause. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const record = error as { lastError?: unknown; message?: unknown; name?: unknown };
    if (record.name === "AI_RetryError" && record.lastError) return errorMessage(record.lastError);
    if (typeof record.message === "string" && record.message) return record.message;
  }
  return typeof error === "string" ? error : "Unknown error";
}

export async function runAgent(options: RunAgentOptions): Promise<AgentResult> {
  const { hooks = {} } = options;
  const controller = new AbortController();
  let stopCause: "time-budget" | "aborted" | null = null;
  const timer = setTimeout(() => {
    stopCause = "time-budget";
    controller.abort(new Error(`the time budget of ${Math.round(options.budget.maxMs / 1000)} s ran out`));
  }, options.budget.maxMs);
  const onOuterAbort = () => {
    stopCause ??= "aborted";
    controller.abort(options.signal?.reason ?? new Error("the run was stopped"));
  };
  if (options.signal?.aborted) onOuterAbort();
  else options.signal?.addEventListener("abort", onOuterAbort, { once: true });

  let spent = emptyUsage();
  let steps = 0;
  let tokenBudgetHit = false;
  let failure: unknown = null;
  let stepText = "";
  let lastFinish: string | undefined;
  const approvals: AgentResult["approvals"] = [];
  const thoughts = new Map<string, string>();
  const overBudget: StopCondition<ToolSet> = ({ steps: done }) => {
    const used = done.reduce((sum, step) => sum + usageOf(step.usage).totalTokens, 0);
    tokenBudgetHit = used >= options.budget.maxTokens;
    return tokenBudgetHit;
  };

  try {
    const result = streamText({
      model: options.model,
      system: options.system,
      messages: options.messages,
      tools: options.tools,
      stopWhen: [stepCountIs(options.maxSteps), overBudget],
      maxRetries: options.maxRetries ?? 2,
      abortSignal: controller.signal,
      onError: () => {}, // errors arrive as `error` parts below
    });
    for await (const part of result.fullStream) {
      switch (part.type) {
        case "start-step":
          stepText = "";
          break;
        case "reasoning-start":
          thoughts.set(part.id, "");
          await hooks.thoughtStarted?.({ id: part.id });
          break;
        case "reasoning-delta":
          thoughts.set(part.id, (thoughts.get(part.id) ?? "") + part.text);
          break;
        case "reasoning-end":
          await hooks.thoughtFinished?.({ id: part.id, text: thoughts.get(part.id) ?? "" });
          thoughts.delete(part.id);
          break;
        case "text-delta":
          stepText += part.text;
          await hooks.textDelta?.(part.text);
          break;
        case "tool-input-start":
          await hooks.toolInputStarted?.({ toolCallId: part.id, toolName: part.toolName });
          break;
        case "tool-input-delta":
          await hooks.toolInputDelta?.({ toolCallId: part.id, delta: part.delta });
          break;
        case "tool-call":
          await hooks.toolCallStarted?.({ toolCallId: part.toolCallId, toolName: part.toolName, input: part.input });
          break;
        case "tool-result":
          await hooks.toolCallFinished?.({
            toolCallId: part.toolCallId,
            toolName: part.toolName,
            input: part.input,
            output: part.output,
          });
          break;
        case "tool-error":
          await hooks.toolCallFailed?.({
            toolCallId: part.toolCallId,
            toolName: part.toolName,
            input: part.input,
            error: errorMessage(part.error),
          });
          break;
        case "tool-approval-request": {
          const { toolCallId, toolName, input } = part.toolCall;
          const request = { approvalId: part.approvalId, toolCallId, toolName, input };
          approvals.push(request);
          await hooks.approvalRequested?.(request);
          break;
        }
        case "tool-output-denied":
          await hooks.toolCallDenied?.({ toolCallId: part.toolCallId, toolName: part.toolName });
          break;
        case "finish-step":
          steps += 1;
          spent = addUsage(spent, usageOf(part.usage));
          lastFinish = part.finishReason;
          break;
        case "error":
          failure = part.error;
          break;
        default:
          break;
      }
    }
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }

  const outcome: AgentResult = { text: stepText, usage: spent, reason: "completed", steps, approvals };
  if (stopCause) {
    outcome.reason = stopCause;
    outcome.error = errorMessage(controller.signal.reason);
  } else if (failure) {
    outcome.reason = "error";
    outcome.error = errorMessage(failure);
  } else if (approvals.length > 0) {
    outcome.reason = "awaiting-approval";
  } else if (lastFinish === "tool-calls") {
    outcome.reason = tokenBudgetHit ? "token-budget" : "max-steps";
  }
  await hooks.finished?.(outcome);
  return outcome;
}

function addUsage(a: AgentUsage, b: AgentUsage): AgentUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}
