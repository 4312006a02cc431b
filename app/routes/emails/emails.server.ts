import { LIST_COUNT_LIMIT } from "#domain/list-count.ts";
import { pageFromSearchParams } from "#app/components/pagination.tsx";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { EMAIL_FILTERS, type EmailFilter } from "./email-filters.ts";
import type { Route } from "./+types/emails";

export const EMAILS_PAGE_SIZE = 25;

const EmailThreadsQuery = graphql(`
  query EmailThreadsList($search: String, $filter: String, $page: Int, $pageSize: Int, $countLimit: Int) {
    emailThreadList(search: $search, filter: $filter, page: $page, pageSize: $pageSize, countLimit: $countLimit) {
      totalCount
      totalCountCapped
      page
      pageSize
      nodes {
        id
        subject
        state
        waitingFor
        fromName
        fromEmail
        accountName
        updatedAt
        draftCount
      }
    }
    emailTriageUsage {
      used
      limit
      heldThisMonth
      resetsAt
      planMessage
    }
  }
`);

export function filterFromSearchParams(params: URLSearchParams): EmailFilter {
  const value = (params.get("filter") ?? "").toUpperCase();
  return EMAIL_FILTERS.find((f) => f.value === value)?.value ?? "ALL";
}

/**
 * GET /app/emails?q=&filter=&page=: one page of the agency's email threads, filtered on the
 * server, and the plan's emails this month (the over-the-limit banner).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const filter = filterFromSearchParams(url.searchParams);
  const page = Math.min(pageFromSearchParams(url.searchParams), 100_000);
  const { emailThreadList, emailTriageUsage } = await gql(context, EmailThreadsQuery, {
    search: q || null,
    filter,
    page,
    pageSize: EMAILS_PAGE_SIZE,
    countLimit: LIST_COUNT_LIMIT,
  });
  return { q, filter, ...emailThreadList, usage: emailTriageUsage };
}

export type EmailsPageData = Awaited<ReturnType<typeof loader>>;
