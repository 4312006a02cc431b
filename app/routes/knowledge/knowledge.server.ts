import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/knowledge";

const KnowledgeDocuments = graphql(`
  query KnowledgeDocuments($search: String) {
    knowledgeBase {
      id
      title
      pageCount
      pageLimit
      documents(search: $search) {
        id
        title
        createdAt
        pageCount
        createdBy {
          name
        }
        file {
          id
          name
          mimeType
          size
        }
        metadata {
          title
        }
        indexingStatus {
          status
          progress
          error
        }
      }
    }
  }
`);

export type KnowledgeRow = NonNullable<ResultOf<typeof KnowledgeDocuments>["knowledgeBase"]>["documents"][number];

/**
 * GET /app/knowledge?q=: the agency's knowledge base documents, filtered on the server by title,
 * metadata title, summary and creator name (docs/product/knowledge-base-screens.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const { knowledgeBase } = await gql(context, KnowledgeDocuments, { search: q || null });
  return {
    q,
    documents: knowledgeBase?.documents ?? [],
    pageCount: knowledgeBase?.pageCount ?? 0,
    pageLimit: knowledgeBase?.pageLimit ?? null,
  };
}
