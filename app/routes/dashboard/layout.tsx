import { useState } from "react";
import { Outlet, useLocation } from "react-router";
import { ExpiredGate } from "#app/components/subscription/expired-gate.tsx";
import { SubscriptionDialogs } from "#app/components/subscription/subscription-dialogs.tsx";
import { DocumentationDialog } from "#app/components/shell/documentation-dialog.tsx";
import { Header } from "#app/components/shell/header.tsx";
import { SidebarNav } from "#app/components/shell/sidebar.tsx";
import { isWorkspacePage } from "#app/components/shell/workspace-page.ts";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "#app/components/ui/sheet.tsx";
import { TooltipProvider } from "#app/components/ui/tooltip.tsx";
import { isGated } from "#domain/entitlements.ts";
import { cn } from "#app/lib/cn.ts";
import { skipDialogRevalidation } from "#app/lib/dialog-param.ts";
import type { Route } from "./+types/layout";

export { loader } from "./layout.server.ts";
export const shouldRevalidate = skipDialogRevalidation;

/**
 * The signed-in app: the shell, or only the subscription notice when the subscription is
 * EXPIRED or PAUSED (docs/product/plans-and-limits.md; the server refuses the rest too). The plan dialogs sit beside both, so a checkout that restarts the
 * subscription keeps its success message as the shell comes back.
 */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { viewer, subscription, docsUrl } = loaderData;
  return (
    <TooltipProvider>
      {isGated(subscription?.state) ? (
        <ExpiredGate viewer={viewer} subscription={subscription} />
      ) : (
        <Shell viewer={viewer} />
      )}
      <SubscriptionDialogs subscription={subscription} />
      <DocumentationDialog docsUrl={docsUrl} />
    </TooltipProvider>
  );
}

/** Sidebar (a drawer on small screens), header, and the page. */
function Shell({ viewer }: { viewer: Route.ComponentProps["loaderData"]["viewer"] }) {
  const location = useLocation();
  const collapsed = isWorkspacePage(location.pathname);
  // the drawer belongs to the page it was opened on: navigating closes it
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? location.pathname : null);
  return (
    <div className="flex h-dvh overflow-hidden bg-neutral-50">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        data-collapsed={collapsed}
        className={cn(
          "hidden shrink-0 border-r border-neutral-200 bg-white transition-[width] duration-200 md:block",
          collapsed ? "w-14" : "w-60",
        )}
      >
        <SidebarNav collapsed={collapsed} />
      </aside>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent>
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Go to another part of Cara</SheetDescription>
          <SidebarNav collapsed={false} />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <Header viewer={viewer} onOpenMenu={() => setDrawerOpen(true)} />
        <main id="content" className="flex-1 overflow-y-auto">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
