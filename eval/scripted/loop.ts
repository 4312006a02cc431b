// One question asked through Cara's whole agent loop (server/ai/agent-loop.ts's runAgent) with the
// run's own pieces: the system prompt with the workspace's context, the registry's tools bound
// to the workspace's files (buildToolset: agency scope, the effects gate, citations numbered by
// the run's CitationBook, tool answers quoted to the model) and the final message's citations as
// the run keeps them (CitationBook.finish). What runWorkspace adds around it — events, stages,
// the stored message — records the run and changes no answer, so it is left out here.
import { randomUUID } from "node:crypto";
import type { LanguageModel } from "ai";
import { MAX_EFFECTS_PER_RUN } from "../../domain/effects.ts";
import { runAgent } from "../../server/ai/agent-loop.ts";
import { systemPrompt } from "../../server/ai/prompts/index.ts";
import type { RunContext } from "../../server/ai/tool-contract.ts";
import { CitationBook, type PlainCitation } from "../../server/assistant/citations.ts";
import { RunEffects } from "../../server/assistant/effects.ts";
import { buildToolset } from "../../server/assistant/toolset.ts";
import type { AgencyCtx } from "../../server/lib/context.ts";

export interface LoopAnswer {
  content: string;
  citations: PlainCitation[];
  /** The tools called, in order. */
  tools: string[];
  reason: string;
}

export async function askThroughLoop(
  ctx: AgencyCtx,
  model: LanguageModel,
  files: Array<{ id: string; name: string }>,
  question: string,
): Promise<LoopAnswer> {
  const context: RunContext = {
    preset: null,
    presetOptions: null,
    account: null,
    agency: { name: "Scripted Eval Agency" },
    files: files.map((file) => ({ id: file.id, name: file.name, role: null })),
    unreadFiles: [],
    serviceRequest: null,
    clientName: null,
  };
  const citations = new CitationBook();
  const effects = new RunEffects(
    { typed: question, requestHolders: [], webSearchConfigured: false, rules: [] },
    MAX_EFFECTS_PER_RUN,
    { claim: async () => false, preApproved: async () => {} },
  );
  const tools: string[] = [];
  const result = await runAgent({
    model,
    system: systemPrompt(context, { today: "2026-11-29" }),
    messages: [{ role: "user", content: question }],
    tools: buildToolset(ctx, {
      workspaceId: randomUUID(),
      fileIds: files.map((file) => file.id),
      stageId: randomUUID(),
      citations,
      effects,
    }),
    maxSteps: 6,
    budget: { maxTokens: 10_000_000, maxMs: 60_000 },
    maxRetries: 0,
    hooks: { toolCallStarted: (call) => void tools.push(call.toolName) },
  });
  const done =
    result.reason === "completed"
      ? citations.finish(result.text.trim())
      : { content: `I could not finish: ${result.error ?? result.reason}`, citations: [] };
  return { ...done, tools, reason: result.reason };
}
