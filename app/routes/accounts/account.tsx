import { ChevronLeft, Pencil } from "lucide-react";
import { Link, Outlet } from "react-router";
import { AccountTypeBadge } from "#app/components/accounts/account-type-badge.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { TabsNav } from "#app/components/tabs-nav.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { Route } from "./+types/account";

export { loader } from "./account.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data?.account.account.name ?? "Account");

const tabs = [
  { to: "overview", label: "Overview" },
  { to: "policies", label: "Policies" },
  { to: "certificates", label: "Certificates" },
  { to: "service", label: "Service" },
];

/**
 * Account detail (docs/product/accounts-and-contacts.md): header (name, contact for a business,
 * created date, Edit) and the tabs.
 */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const contactName = account.type === "BUSINESS" ? account.primaryContact?.name : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link
          to="/app/accounts"
          className="inline-flex w-fit items-center gap-1 text-sm text-neutral-500 hover:text-neutral-900"
        >
          <ChevronLeft className="size-4" aria-hidden />
          Accounts
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="truncate text-xl font-semibold tracking-tight text-neutral-900">{account.account.name}</h1>
              <AccountTypeBadge type={account.type} />
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-500">
              {contactName ? (
                <span>
                  Contact: <span className="text-neutral-700">{contactName}</span>
                </span>
              ) : null}
              <span className="tabular-nums">Created {formatDate(account.createdAt)}</span>
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to="edit" preventScrollReset>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
        </div>
      </div>
      <TabsNav label="Account" tabs={tabs} />
      <Outlet />
    </div>
  );
}
