import { CONTEXT_CLOSE, CONTEXT_OPEN, type RunContext } from "../tool-contract.ts";
import { neutraliseMarkup, quoteMaterial, QUOTED_SOURCES } from "../quoted-material.ts";
import { BASE_BRIEF } from "./base.ts";
import { DEFAULT_BRIEF, PRESET_BRIEFS } from "./presets.ts";

/**
 * The system prompt of one run: how Cara works, the preset's brief (or the default), the
 * custom preset's instructions when there are some, and the workspace's context as JSON
 * between markers (the offline engine reads it back; a model reads it as text), every `<` in
 * it written `\u003c` so a client's words in it cannot close the markers or open a quotation.
 * The linked request's question and details (the client's words) follow it as quoted material.
 */
export function systemPrompt(
  context: RunContext,
  options: { customInstructions?: string | null; today?: string } = {},
): string {
  const brief = (context.preset && PRESET_BRIEFS[context.preset]) || DEFAULT_BRIEF;
  const parts = [BASE_BRIEF, `The task:\n${brief}`];
  if (options.customInstructions?.trim())
    parts.push(`The agency's instructions for this preset:\n${options.customInstructions.trim()}`);
  if (options.today) parts.push(`Today is ${options.today}.`);
  // the client's words of the linked request are quoted material, after the context (ADR 066)
  const request = context.serviceRequest;
  const words = request && (request.question || request.details);
  const shown = words ? { ...context, serviceRequest: { ...request, question: null, details: null } } : context;
  parts.push(
    `The workspace (files you can search, the linked service request, the client):\n${CONTEXT_OPEN}${neutraliseMarkup(JSON.stringify(shown))}${CONTEXT_CLOSE}`,
  );
  if (words)
    parts.push(
      `The linked service request's question and details, in the client's words:\n${quoteMaterial(
        QUOTED_SOURCES.SERVICE_REQUEST,
        { question: request.question, details: request.details },
        { allMarkup: true },
      )}`,
    );
  return parts.join("\n\n");
}

export { BASE_BRIEF, DEFAULT_BRIEF, PRESET_BRIEFS };
