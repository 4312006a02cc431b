import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModelV3 } from "@ai-sdk/provider";
import type { Config } from "../../config.ts";
import { fetchWithTimeout } from "../../ai/models.ts";

/**
 * The embedding model CARA_EMBEDDINGS names (ADR 032), through the AI SDK's providers:
 * `openai:<model>` (OPENAI_API_KEY, OPENAI_BASE_URL) or `openai-compatible:<base URL>#<model>`
 * (OPENAI_COMPATIBLE_API_KEY) for Ollama, vLLM, LM Studio, llama.cpp and the like.
 */
export type EmbeddingsSettings = Pick<
  Config,
  "CARA_EMBEDDINGS" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_COMPATIBLE_API_KEY" | "CARA_MODEL_TIMEOUT_MS"
>;

export type EmbeddingsChoice =
  { kind: "openai"; model: string } | { kind: "openai-compatible"; baseUrl: string; model: string };

export function parseEmbeddingsChoice(value: string): EmbeddingsChoice {
  const colon = value.indexOf(":");
  const target = value.slice(colon + 1);
  if (value.startsWith("openai:")) return { kind: "openai", model: target };
  const hash = target.lastIndexOf("#");
  return {
    kind: "openai-compatible",
    baseUrl: target.slice(0, hash).replace(/\/+$/, ""),
    model: target.slice(hash + 1),
  };
}

export function describeEmbeddings(value: string): string {
  const choice = parseEmbeddingsChoice(value);
  return choice.kind === "openai" ? `openai ${choice.model}` : `${choice.model} at ${choice.baseUrl}`;
}

/** The model, or null when CARA_EMBEDDINGS is unset. */
export function createEmbeddingModel(settings: EmbeddingsSettings): EmbeddingModelV3 | null {
  if (!settings.CARA_EMBEDDINGS) return null;
  const choice = parseEmbeddingsChoice(settings.CARA_EMBEDDINGS);
  const fetch = fetchWithTimeout(settings.CARA_MODEL_TIMEOUT_MS);
  if (choice.kind === "openai") {
    return createOpenAI({ apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL, fetch }).embedding(
      choice.model,
    );
  }
  return createOpenAICompatible({
    name: "openai-compatible",
    baseURL: choice.baseUrl,
    apiKey: settings.OPENAI_COMPATIBLE_API_KEY,
    fetch,
  }).embeddingModel(choice.model);
}
