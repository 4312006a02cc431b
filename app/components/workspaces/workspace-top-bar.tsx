import { ChevronLeft, Info } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { WorkspaceState } from "./types.ts";
import { WorkspaceStateBadge } from "./workspace-state-badge.tsx";

/** Small screens: back to the workspaces, the title and state, and the details (the side panel). */
export function WorkspaceTopBar({
  title,
  state,
  onDetails,
}: {
  title: string;
  state: WorkspaceState;
  onDetails: () => void;
}) {
  return (
    <div className="flex h-12 shrink-0 items-center gap-2 border-b border-neutral-200 bg-white px-2 lg:hidden">
      <Button asChild variant="ghost" size="icon-sm">
        <Link to="/app/workspaces" aria-label="Back to workspaces">
          <ChevronLeft aria-hidden />
        </Link>
      </Button>
      <p className="min-w-0 flex-1 truncate font-medium text-neutral-900">{title}</p>
      <WorkspaceStateBadge state={state} />
      <Button variant="ghost" size="icon-sm" onClick={onDetails} aria-label="Workspace details">
        <Info aria-hidden />
      </Button>
    </div>
  );
}
