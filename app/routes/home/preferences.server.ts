import { updatePreferencesInput } from "#domain/preferences.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { failureOf, jsonBody, messageOf } from "#app/lib/form-reply.server.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/preferences";

const UpdatePreferences = graphql(
  `
    mutation UpdateAgencyUserPreferences($input: UpdateAgencyUserPreferencesInput!) {
      updateAgencyUserPreferences(input: $input) {
        __typename
        ... on AgencyUser {
          id
          preferences {
            favoritePresets
            favoriteCustomPresets
          }
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/**
 * PUT /app/home/preferences, JSON { favoritePresets: { presets, customPresetIds } } (spec §7): saves
 * the signed-in user's favourites at once (updateAgencyUserPreferences); Home's loader runs again, so
 * its cards follow. A refusal is { error }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return new Response(null, { status: 405, headers: { allow: "PUT" } });
  const parsed = updatePreferencesInput.safeParse(await jsonBody(request));
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "These presets could not be saved" };
  const { updateAgencyUserPreferences: result } = await gql(context, UpdatePreferences, {
    input: {
      favoritePresets: {
        presets: parsed.data.favoritePresets.presets,
        customPresetIds: parsed.data.favoritePresets.customPresetIds,
      },
    },
  });
  if (result.__typename !== "AgencyUser") {
    const failure = failureOf(result);
    return { error: failure ? messageOf(failure) : "These presets could not be saved" };
  }
  return { saved: true as const, preferences: result.preferences };
}
