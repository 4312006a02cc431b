import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/styles";

const DocumentStyles = graphql(`
  query DocumentStyles($search: String) {
    htmlDocumentTemplates(search: $search) {
      id
      title
      description
      baseStyleId
      updatedAt
      createdBy {
        name
      }
    }
  }
`);

export type StyleRow = ResultOf<typeof DocumentStyles>["htmlDocumentTemplates"][number];

/** GET /app/styles?q=: the agency's document styles, filtered on the server by title, description and creator. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const { htmlDocumentTemplates } = await gql(context, DocumentStyles, { search: q || null });
  return { q, styles: htmlDocumentTemplates };
}
