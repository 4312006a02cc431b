import { pageFromSearchParams } from "#app/components/pagination.tsx";
import { SERVICE_REQUESTS_PAGE_SIZE } from "#domain/service-request.ts";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/account-service";

const AccountServiceRequests = graphql(`
  query AccountServiceRequests($accountId: ID!, $page: Int, $pageSize: Int) {
    serviceRequests(accountId: $accountId, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        id
        type
        state
        dueAt
        createdAt
        assignee {
          id
          name
        }
      }
    }
  }
`);

/** The account's service requests (every state), newest first, a page at a time. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = Math.min(pageFromSearchParams(new URL(request.url).searchParams), 100_000);
  const { serviceRequests } = await gql(context, AccountServiceRequests, {
    accountId: params.accountId,
    page,
    pageSize: SERVICE_REQUESTS_PAGE_SIZE,
  });
  return serviceRequests;
}
