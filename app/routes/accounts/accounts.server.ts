import { LIST_COUNT_LIMIT } from "#domain/list-count.ts";
import { ACCOUNTS_PAGE_SIZE } from "#domain/account.ts";
import { pageFromSearchParams } from "#app/components/pagination.tsx";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/accounts";

const AccountsQuery = graphql(`
  query AccountsList($search: String, $page: Int, $pageSize: Int, $countLimit: Int) {
    accounts(search: $search, page: $page, pageSize: $pageSize, countLimit: $countLimit) {
      totalCount
      totalCountCapped
      page
      pageSize
      nodes {
        id
        type
        account {
          name
          email
          mailingAddress {
            line1
          }
        }
      }
    }
  }
`);

/** GET /app/accounts?q=&page=: one page of the agency's accounts, filtered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = Math.min(pageFromSearchParams(url.searchParams), 100_000);
  const { accounts } = await gql(context, AccountsQuery, {
    search: q || null,
    page,
    pageSize: ACCOUNTS_PAGE_SIZE,
    countLimit: LIST_COUNT_LIMIT,
  });
  return { q, ...accounts };
}

export type AccountsPageData = Awaited<ReturnType<typeof loader>>;
