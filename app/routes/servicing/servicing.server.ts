import { LIST_COUNT_LIMIT } from "#domain/list-count.ts";
import { SERVICE_REQUESTS_PAGE_SIZE, STATUS_FILTERS, type StatusFilter } from "#domain/service-request.ts";
import { pageFromSearchParams } from "#app/components/pagination.tsx";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/servicing";

const ServiceRequestsQuery = graphql(`
  query ServiceRequestsList(
    $search: String
    $state: ServiceRequestState
    $page: Int
    $pageSize: Int
    $countLimit: Int
  ) {
    serviceRequests(search: $search, state: $state, page: $page, pageSize: $pageSize, countLimit: $countLimit) {
      totalCount
      totalCountCapped
      page
      pageSize
      nodes {
        id
        type
        state
        clientName
        clientEmail
        dueAt
        createdAt
        account {
          id
          account {
            name
          }
        }
        assignee {
          id
          name
        }
      }
    }
  }
`);

/** `?status=` Open (default), Closed or All. */
export function statusFromSearchParams(params: URLSearchParams): StatusFilter {
  const value = (params.get("status") ?? "").toUpperCase();
  return (STATUS_FILTERS as readonly string[]).includes(value) ? (value as StatusFilter) : "OPEN";
}

/** GET /app/servicing?q=&status=&page=: one page of the agency's requests, filtered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const status = statusFromSearchParams(url.searchParams);
  const page = Math.min(pageFromSearchParams(url.searchParams), 100_000);
  const { serviceRequests } = await gql(context, ServiceRequestsQuery, {
    search: q || null,
    state: status === "ALL" ? null : status,
    page,
    pageSize: SERVICE_REQUESTS_PAGE_SIZE,
    countLimit: LIST_COUNT_LIMIT,
  });
  return { q, status, ...serviceRequests };
}

export type ServicingPageData = Awaited<ReturnType<typeof loader>>;
