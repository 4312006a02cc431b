import type { AssistantRunner } from "../modules/workspaces/assistant-runner.ts";
import { finishRun } from "../modules/workspaces/workspace-runs.service.ts";

export const ASSISTANT_UNAVAILABLE = "The assistant is not available in this build.";

/**
 * Cara's agent runtime. Placeholder until the agent loop lands: each run fails with a message
 * in the conversation saying so (never a silent or invented answer).
 */
export function createAssistantRunner(): AssistantRunner {
  return {
    async runWorkspace(ctx, { runId }) {
      await finishRun(ctx, runId, { status: "FAILED", error: ASSISTANT_UNAVAILABLE });
    },
  };
}
