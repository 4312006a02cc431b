import { data } from "react-router";
import { configurationFromForm } from "#app/components/voice/voice-form.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, readBody } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { voiceAgentConfigurationSchema, type VoiceAgentConfiguration } from "#domain/voice-agent.ts";
import type { Route } from "./+types/voice-agent";

const Agent = graphql(`
  query VoiceAgentSettings($id: ID!) {
    voiceAgent(id: $id) {
      id
      name
      phoneNumber
      state
      configuration
      advancedCustomization
      updatedAt
      agencyFallbacks {
        name
        phone
        email
        address
      }
    }
  }
`);

const Save = graphql(
  `
    mutation SaveVoiceAgent($id: ID!, $input: UpdateVoiceAgentInput!) {
      updateVoiceAgent(id: $id, input: $input) {
        __typename
        ... on VoiceAgent {
          id
          updatedAt
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const configurationOf = (value: unknown): VoiceAgentConfiguration => {
  const parsed = voiceAgentConfigurationSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : voiceAgentConfigurationSchema.parse({});
};

/** GET /app/settings/voice/{id}: the agent with its whole configuration; another agency's id is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { voiceAgent } = await gql(context, Agent, { id: params.agentId });
  return { agent: { ...voiceAgent, configuration: configurationOf(voiceAgent.configuration) } };
}

export type SaveReply =
  | { ok: true; savedAt: string }
  | {
      ok: false;
      error: string;
      fieldErrors: Record<string, string[]>;
      /** What was sent, so a page posted without JavaScript shows it again with the messages. */
      draft: { name: string; configuration: VoiceAgentConfiguration };
    };

/**
 * PUT /app/settings/voice/{id} (JSON: the voice agent with name and configuration), or POST of the
 * settings form without JavaScript (every field by its path; what is not sent keeps its value).
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<SaveReply> {
  if (request.method !== "PUT" && request.method !== "POST") throw data("Use PUT or POST", { status: 405 });
  const body = await readBody(request);
  const reply = await submitOnce(context, request, body, async (): Promise<SaveReply> => {
    let name: string;
    let configuration: VoiceAgentConfiguration;
    if (body instanceof FormData) {
      const { voiceAgent } = await gql(context, Agent, { id: params.agentId });
      name = String(body.get("name") ?? "");
      configuration = configurationFromForm(body, configurationOf(voiceAgent.configuration));
    } else {
      name = typeof body.name === "string" ? body.name : "";
      configuration = (body.configuration ?? {}) as VoiceAgentConfiguration;
    }
    const result = (await gql(context, Save, { id: params.agentId, input: { name, configuration } })).updateVoiceAgent;
    const failure = failureOf(result);
    if (failure || result.__typename !== "VoiceAgent") {
      const fieldErrors = failure?.fieldErrors ?? {};
      const error = failure?.formError ?? Object.values(fieldErrors)[0]?.[0] ?? "An unknown error occurred";
      return { ok: false, error, fieldErrors, draft: { name, configuration } };
    }
    return { ok: true, savedAt: String(result.updatedAt) };
  });
  return reply as SaveReply;
}
