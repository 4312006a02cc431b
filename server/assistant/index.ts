import type { LanguageModel } from "ai";
import { createLanguageModel } from "../ai/models.ts";
import type { Config } from "../config.ts";
import type { AssistantRunner } from "../modules/workspaces/assistant-runner.ts";
import { runWorkspace } from "./run-workspace.ts";

const models = new WeakMap<Config, LanguageModel>();

/** The model CARA_MODEL names, built once per configuration. */
function modelFor(config: Config): LanguageModel {
  let model = models.get(config);
  if (!model) models.set(config, (model = createLanguageModel(config)));
  return model;
}

/**
 * Cara's agent runtime (ADR 030), put on the Runtime by `server/runtime.ts`. `model` replaces
 * the configured one (tests drive the runtime with the AI SDK's mock model).
 */
export function createAssistantRunner(options: { model?: LanguageModel } = {}): AssistantRunner {
  return {
    async runWorkspace(ctx, run) {
      await runWorkspace(ctx, options.model ?? modelFor(ctx.config), run);
    },
  };
}
