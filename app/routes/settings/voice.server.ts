import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/voice";

const VoiceAgents = graphql(`
  query VoiceAgentsList {
    voiceAgents {
      id
      name
      phoneNumber
      state
      updatedAt
    }
  }
`);

/** GET /app/settings/voice: the agency's voice agents (docs/product/voice-agents.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const { voiceAgents } = await gql(context, VoiceAgents);
  return { agents: voiceAgents };
}
