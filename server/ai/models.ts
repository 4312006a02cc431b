import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../config.ts";
import { createOfflineModel } from "./offline/offline-model.ts";

/** The settings that choose and reach Cara's model (server/config.ts documents each). */
export type ModelSettings = Pick<
  Config,
  | "CARA_MODEL"
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "ANTHROPIC_API_KEY"
  | "ANTHROPIC_BASE_URL"
  | "OPENAI_COMPATIBLE_API_KEY"
  | "CARA_MODEL_TIMEOUT_MS"
>;

export type ModelChoice =
  | { kind: "offline" }
  | { kind: "openai"; model: string }
  | { kind: "anthropic"; model: string }
  | { kind: "openai-compatible"; baseUrl: string; model: string };

/** Reads CARA_MODEL (config.ts has already refused a malformed one). */
export function parseModelChoice(value: string): ModelChoice {
  if (value === "offline") return { kind: "offline" };
  const colon = value.indexOf(":");
  const kind = value.slice(0, colon);
  const target = value.slice(colon + 1);
  if (kind === "openai" || kind === "anthropic") return { kind, model: target };
  if (kind === "openai-compatible") {
    const hash = target.lastIndexOf("#");
    return { kind, baseUrl: target.slice(0, hash).replace(/\/+$/, ""), model: target.slice(hash + 1) };
  }
  throw new Error(`Unknown CARA_MODEL "${value}"`);
}

export class ModelTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly ms: number,
  ) {
    super(`The model did not answer within ${Math.round(ms / 1000)} s (${new URL(url).host})`);
    this.name = "ModelTimeoutError";
  }
}

/**
 * `fetch` that fails when the provider has not answered (status and headers) within `ms`;
 * the body of a streamed answer is then bounded by the run's time budget (agent-loop.ts).
 */
export function fetchWithTimeout(ms: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const timer = setTimeout(() => controller.abort(new ModelTimeoutError(url, ms)), ms);
    const outer = init?.signal;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener("abort", onOuterAbort, { once: true });
    try {
      return await base(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (controller.signal.reason instanceof ModelTimeoutError) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The language model CARA_MODEL names, each through its AI SDK provider package. */
export function createLanguageModel(settings: ModelSettings): LanguageModel {
  const choice = parseModelChoice(settings.CARA_MODEL);
  const fetch = fetchWithTimeout(settings.CARA_MODEL_TIMEOUT_MS);
  switch (choice.kind) {
    case "offline":
      return createOfflineModel();
    case "openai":
      return createOpenAI({ apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL, fetch })(choice.model);
    case "anthropic":
      return createAnthropic({ apiKey: settings.ANTHROPIC_API_KEY, baseURL: settings.ANTHROPIC_BASE_URL, fetch })(
        choice.model,
      );
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: choice.baseUrl,
        apiKey: settings.OPENAI_COMPATIBLE_API_KEY,
        fetch,
      }).chatModel(choice.model);
  }
}

/** "model: offline" / "model: anthropic claude-sonnet-4-5" for the start-up log. */
export function describeModel(settings: Pick<Config, "CARA_MODEL">): string {
  const choice = parseModelChoice(settings.CARA_MODEL);
  if (choice.kind === "offline") return "model: offline engine";
  if (choice.kind === "openai-compatible") return `model: ${choice.model} at ${choice.baseUrl}`;
  return `model: ${choice.kind} ${choice.model}`;
}
