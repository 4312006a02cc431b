import { MessagesSquare, Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { NoSearchMatch, useListReload } from "#app/components/list-page.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { SearchInput } from "#app/components/search-input.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ArchiveButton } from "#app/components/workspaces/list/archive-button.tsx";
import { useWorkspaceView } from "#app/components/workspaces/list/use-workspace-view.ts";
import { WorkspaceFilters } from "#app/components/workspaces/list/workspace-filters.tsx";
import { groupRows, type WorkspaceRowGroup } from "#app/components/workspaces/list/workspace-groups.ts";
import { WorkspaceTable } from "#app/components/workspaces/list/workspace-table.tsx";
import type { Route } from "./+types/workspaces";

export { loader } from "./workspaces.server.ts";
export const meta = () => pageTitle("Workspaces");

/** Workspaces (docs/product/workspaces-list.md): search, filters, grouping, sorting and bulk archive. */
export default function Workspaces({ loaderData }: Route.ComponentProps) {
  const { q, nodes, totalCount, totalCountCapped, page, pageSize, users } = loaderData;
  const { reloading, showSkeleton } = useListReload();
  const { view, setView, resetView } = useWorkspaceView();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const groups: WorkspaceRowGroup[] = view.group
    ? groupRows(nodes, view.group, new Date())
    : [{ key: "all", label: "", rows: nodes }];
  const filtered = Boolean(view.status || view.user || view.date || view.preset);
  const newButton = (
    <Button asChild>
      <Link to="/app/home">
        <Plus aria-hidden />
        New workspace
      </Link>
    </Button>
  );
  const empty = q ? (
    <NoSearchMatch
      title="No workspaces found"
      description={`No workspace matches “${q}”. Search by title, client, keywords, user or integration.`}
    />
  ) : filtered ? (
    <EmptyState icon={MessagesSquare} title="No workspaces found" description="No workspace matches these filters." />
  ) : (
    <EmptyState
      icon={MessagesSquare}
      title="No workspaces found"
      description="Create a copilot workspace to get started."
      action={newButton}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Workspaces"
        description="Copilot workspaces started by you and your team."
        actions={newButton}
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            label="Search workspaces"
            placeholder="Search title, client, keywords, user…"
            pending={reloading}
          />
          <ArchiveButton selected={selected} onArchived={clearSelection} />
        </div>
        <WorkspaceFilters view={view} users={users} onChange={setView} onReset={resetView} />
      </div>
      {!showSkeleton && nodes.length === 0 ? (
        empty
      ) : (
        <WorkspaceTable
          groups={groups}
          selected={selected}
          onSelectionChange={setSelected}
          loading={showSkeleton}
          footer={<Pagination page={page} pageSize={pageSize} total={totalCount} totalCapped={totalCountCapped} />}
        />
      )}
    </div>
  );
}
