import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/presets";

const CustomPresets = graphql(`
  query CustomPresets($search: String) {
    customPresets(search: $search) {
      id
      title
      description
      updatedAt
      createdBy {
        name
      }
    }
  }
`);

export type PresetRow = ResultOf<typeof CustomPresets>["customPresets"][number];

/**
 * GET /app/presets?q=: the agency's custom presets, last updated first, filtered on the server by
 * title, description and creator (docs/product/custom-presets.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const { customPresets } = await gql(context, CustomPresets, { search: q || null });
  return { q, presets: customPresets };
}
