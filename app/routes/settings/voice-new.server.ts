import { redirect } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, readBody } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/voice-new";

const Create = graphql(
  `
    mutation CreateVoiceAgent($input: CreateVoiceAgentInput) {
      createVoiceAgent(input: $input) {
        __typename
        ... on VoiceAgent {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/**
 * POST /app/settings/voice/new (form or JSON: `name`, default 'Default'): creates the agent and
 * goes to its settings; refused at the plan's voice agent count with the limit's title.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  return submitOnce(context, request, body, async () => {
    const raw = body instanceof FormData ? body.get("name") : body.name;
    const name = typeof raw === "string" ? raw : "";
    const result = (await gql(context, Create, { input: { name: name.trim() || "Default" } })).createVoiceAgent;
    const failure = failureOf(result);
    if (failure) return { name, error: failure.formError ?? null, fieldErrors: failure.fieldErrors ?? {} };
    if (result.__typename !== "VoiceAgent") return { name, error: "An unknown error occurred", fieldErrors: {} };
    throw redirect(`/app/settings/voice/${result.id}`);
  });
}
