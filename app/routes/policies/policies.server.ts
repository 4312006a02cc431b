import { LIST_COUNT_LIMIT } from "#domain/list-count.ts";
import { pageFromSearchParams } from "#app/components/pagination.tsx";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/policies";

export const POLICIES_PAGE_SIZE = 25;

const PoliciesQuery = graphql(`
  query PoliciesList($search: String, $page: Int, $pageSize: Int, $countLimit: Int) {
    businessPolicies(search: $search, page: $page, pageSize: $pageSize, countLimit: $countLimit) {
      totalCount
      totalCountCapped
      page
      pageSize
      nodes {
        id
        state
        typeName
        policyNumber
        quoteNumber
        expiresAt
        account {
          id
          account {
            name
            email
          }
        }
        carrier {
          name
        }
      }
    }
  }
`);

/** GET /app/policies?q=&page=: one page of the agency's policies, searched on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = Math.min(pageFromSearchParams(url.searchParams), 100_000);
  const { businessPolicies } = await gql(context, PoliciesQuery, {
    search: q || null,
    page,
    pageSize: POLICIES_PAGE_SIZE,
    countLimit: LIST_COUNT_LIMIT,
  });
  return { q, ...businessPolicies };
}

export type PoliciesPageData = Awaited<ReturnType<typeof loader>>;
