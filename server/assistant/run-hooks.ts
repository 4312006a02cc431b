import type { AgentHooks } from "../ai/agent-loop.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { addEvent, appendMessageText, finishEvent } from "../modules/workspaces/workspace-run.service.ts";
import type { RunDrafts } from "./run-drafts.ts";
import { toolEntry } from "./toolset.ts";

/** Live message text is written at most this often (each write is a live update). */
const TEXT_FLUSH_MS = 120;

/**
 * The loop's hooks written through the run recorder: a THOUGHT event per reasoning part, a
 * TOOL_CALL event per call (input on start, output or error on its end), the message text as
 * it streams (batched a little), a draft started as the model writes a drafting call's input
 * (run-drafts.ts). `flush()` writes what is buffered.
 */
export function recorderHooks(
  ctx: AgencyCtx,
  stageId: string,
  messageId: string,
  drafts?: RunDrafts,
  /** Calls recorded by an earlier run (an approved call that runs in this one): tool call id → event id. */
  earlier: ReadonlyMap<string, string> = new Map(),
) {
  const events = new Map<string, string>([...earlier].map(([callId, eventId]) => [`tool:${callId}`, eventId]));
  let buffer = "";
  let lastFlush = 0;
  const flush = async () => {
    if (!buffer) return;
    const text = buffer;
    buffer = "";
    lastFlush = Date.now();
    await appendMessageText(ctx, messageId, text);
  };
  const hooks: AgentHooks = {
    thoughtStarted: async ({ id }) => {
      events.set(
        `thought:${id}`,
        await addEvent(ctx, stageId, { type: "THOUGHT", title: "Planning", state: "IN_PROGRESS" }),
      );
    },
    thoughtFinished: async ({ id, text }) => {
      const eventId = events.get(`thought:${id}`);
      if (eventId) await finishEvent(ctx, eventId, { state: "SUCCESS", content: text });
    },
    toolInputStarted: ({ toolCallId, toolName }) => drafts?.inputStarted(toolCallId, toolName),
    toolInputDelta: ({ toolCallId, delta }) => drafts?.inputDelta(toolCallId, delta),
    toolCallStarted: async ({ toolCallId, toolName, input }) => {
      const entry = toolEntry(toolName);
      if (!entry) return; // an unknown tool: recorded when its failure arrives
      let title: string;
      try {
        title = entry.title(input ?? {});
      } catch {
        title = toolName;
      }
      events.set(
        `tool:${toolCallId}`,
        await addEvent(ctx, stageId, {
          type: "TOOL_CALL",
          title,
          state: "IN_PROGRESS",
          toolCall: { type: entry.name, input },
        }),
      );
    },
    toolCallFinished: async ({ toolCallId, output }) => {
      const eventId = events.get(`tool:${toolCallId}`);
      if (eventId) await finishEvent(ctx, eventId, { state: "SUCCESS", output });
    },
    toolCallFailed: async ({ toolCallId, toolName, input, error }) => {
      await drafts?.abandon(toolCallId);
      let eventId = events.get(`tool:${toolCallId}`);
      if (!eventId) {
        const entry = toolEntry(toolName);
        eventId = await addEvent(ctx, stageId, {
          type: entry ? "TOOL_CALL" : "THOUGHT",
          title: entry ? toolName : `Asked for a tool that does not exist: ${toolName}`,
          state: "IN_PROGRESS",
          ...(entry ? { toolCall: { type: entry.name, input } } : {}),
        });
      }
      await finishEvent(ctx, eventId, { state: "FAILED", error });
    },
    toolCallDenied: async ({ toolCallId }) => {
      const eventId = events.get(`tool:${toolCallId}`);
      if (eventId) await finishEvent(ctx, eventId, { state: "FAILED", error: "Declined" });
    },
    textDelta: async (delta) => {
      buffer += delta;
      if (Date.now() - lastFlush >= TEXT_FLUSH_MS) await flush();
    },
  };
  /** The event recorded for a call (this run's, or an earlier run's approved call). */
  const eventOf = (toolCallId: string) => events.get(`tool:${toolCallId}`) ?? null;
  return { hooks, flush, eventOf };
}
