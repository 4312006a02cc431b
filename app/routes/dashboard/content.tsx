import { isRouteErrorResponse, Outlet, useLocation, useNavigation } from "react-router";
import { ApplicationError } from "#app/components/application-error.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { LoadingState } from "#app/components/loading-state.tsx";
import { isOverPage } from "#app/components/route-sheet.tsx";
import { loadingScreenFor } from "#app/components/shell/loading-screens.ts";
import { PageSkeleton } from "#app/components/shell/page-skeleton.tsx";
import { isWorkspacePage } from "#app/components/shell/workspace-page.ts";
import { WorkspaceSkeleton } from "#app/components/workspaces/workspace-skeleton.tsx";
import { skipDialogRevalidation } from "#app/lib/dialog-param.ts";
import { useSupportEmail } from "#app/lib/public-config.ts";
import { useDelayed } from "#app/lib/use-delayed.ts";
import type { Route } from "./+types/content";
import { isDatabaseUnavailable, Reconnecting } from "#app/components/reconnecting.tsx";

export const shouldRevalidate = skipDialogRevalidation;

/** The page area of the shell: a skeleton while the next page loads; errors stay inside the shell. */
export default function DashboardContent() {
  const navigation = useNavigation();
  const location = useLocation();
  // a slide-out or dialog opening over this page keeps the page in view while it loads
  const loadingOtherPage =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    !isOverPage(navigation.location.state);
  const showSkeleton = useDelayed(loadingOtherPage, 150);
  const screen = navigation.location ? loadingScreenFor(navigation.location.pathname) : null;
  const toWorkspace = Boolean(navigation.location && isWorkspacePage(navigation.location.pathname));
  const placeholder = toWorkspace ? (
    <WorkspaceSkeleton />
  ) : screen ? (
    <LoadingState title={screen.title} description={screen.description} />
  ) : (
    <PageSkeleton />
  );
  // a workspace page fills the shell edge to edge (its own panes scroll)
  if (showSkeleton ? toWorkspace : isWorkspacePage(location.pathname))
    return <div className="h-full">{showSkeleton ? placeholder : <Outlet />}</div>;
  return <div className="mx-auto w-full max-w-7xl p-6">{showSkeleton ? placeholder : <Outlet />}</div>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const supportEmail = useSupportEmail();
  return (
    <div className="mx-auto w-full max-w-7xl p-6">
      {isDatabaseUnavailable(error) ? (
        <Reconnecting />
      ) : isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound
          homeHref="/app/home"
          message={typeof error.data === "string" && error.data ? error.data : undefined}
        />
      ) : (
        <ApplicationError error={error} supportEmail={supportEmail} />
      )}
    </div>
  );
}
