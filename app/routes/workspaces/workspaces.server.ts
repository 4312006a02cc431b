import { LIST_COUNT_LIMIT } from "#domain/list-count.ts";
import { WORKSPACES_PAGE_SIZE } from "#domain/workspace.ts";
import { pageFromSearchParams } from "#app/components/pagination.tsx";
import { effectiveSort, viewFromSearchParams } from "#app/components/workspaces/list/workspace-view.ts";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/workspaces";

const WorkspacesQuery = graphql(`
  query WorkspacesList(
    $filter: CaraWorkspacesFilter
    $sort: CaraWorkspaceSort
    $page: Int
    $pageSize: Int
    $countLimit: Int
  ) {
    caraWorkspaces(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, countLimit: $countLimit) {
      totalCount
      totalCountCapped
      page
      pageSize
      nodes {
        id
        title
        state
        preset
        updatedAt
        metadata {
          clientName
        }
        agencyUser {
          id
          name
        }
        integration {
          type
        }
      }
    }
    agencyUsers {
      id
      name
    }
  }
`);

/**
 * GET /app/workspaces?q=&status=&user=&date=&preset=&group=&sort=&page= (docs/product/workspaces-list.md):
 * one page of the agency's workspaces, searched, filtered and sorted on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const view = viewFromSearchParams(url.searchParams);
  const page = Math.min(pageFromSearchParams(url.searchParams), 100_000);
  const { caraWorkspaces, agencyUsers } = await gql(context, WorkspacesQuery, {
    filter: {
      search: q || null,
      states: view.status ? [view.status] : null,
      userIds: view.user ? [view.user] : null,
      date: view.date,
      presets: view.preset ? [view.preset] : null,
    },
    sort: effectiveSort(view),
    page,
    pageSize: WORKSPACES_PAGE_SIZE,
    countLimit: LIST_COUNT_LIMIT,
  });
  return { q, ...caraWorkspaces, users: agencyUsers.map(({ id, name }) => ({ id, name })) };
}

export type WorkspacesPageData = Awaited<ReturnType<typeof loader>>;
