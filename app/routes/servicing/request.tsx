import { Check, ChevronLeft, Pencil, RotateCcw, Sparkles } from "lucide-react";
import { Link, Outlet } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { serviceRequestTypeLabel } from "#domain/service-request.ts";
import { pageTitle } from "#app/components/area-page.tsx";
import { customerName, RequestStateBadge } from "#app/components/servicing/request-state-badge.tsx";
import { TabsNav } from "#app/components/tabs-nav.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MoreMenu } from "#app/components/more-menu.tsx";
import { formatDateTime } from "#app/lib/format.ts";
import { hasConversation, type RequestOutletContext } from "./request-context.ts";
import type { Route } from "./+types/request";

export { loader } from "./request.server.ts";
export const meta = ({ data }: Route.MetaArgs) =>
  pageTitle(data ? `${serviceRequestTypeLabel(data.request.type)} · ${customerName(data.request)}` : "Service request");

/** Request detail (docs/product/servicing.md): header, Resolve (or a disabled 'Resolved'), More, and the tabs. */
export default function ServiceRequest({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  const base = `/app/servicing/${request.id}`;
  const tabs = [
    { to: "overview", label: "Overview" },
    ...(hasConversation(request) ? [{ to: "conversation", label: "Conversation" }] : []),
    { to: "activity", label: "Activity" },
  ];
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/app/servicing"
        className="-mb-2 inline-flex w-fit items-center gap-1 text-sm text-neutral-500 hover:text-neutral-900"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Servicing
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight text-neutral-900">
            {customerName(request)}
            <RequestStateBadge state={request.state} />
          </h1>
          <p className="mt-1 text-sm text-neutral-500">
            <span className="font-medium text-neutral-700">{serviceRequestTypeLabel(request.type)}</span>
            {" · "}Opened <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {request.state === "OPEN" ? (
            <Button asChild>
              <Link to={`${base}/resolve`} preventScrollReset>
                <Check aria-hidden />
                Resolve
              </Link>
            </Button>
          ) : (
            <>
              <Button disabled>
                <Check aria-hidden />
                Resolved
              </Button>
              {/* A resolved request can be reopened (docs/product/servicing.md, "Reopen"). */}
              <ActionForm action={`${base}/reopen`}>
                <Button type="submit" variant="secondary">
                  <RotateCcw aria-hidden />
                  Reopen
                </Button>
              </ActionForm>
            </>
          )}
          <MoreMenu
            items={[
              { label: "Open in Copilot", icon: Sparkles, to: `${base}/copilot` },
              { label: "Update request", icon: Pencil, to: `${base}/update` },
            ]}
          />
        </div>
      </header>
      <TabsNav label="Service request" tabs={tabs} />
      <Outlet context={{ request } satisfies RequestOutletContext} />
    </div>
  );
}
