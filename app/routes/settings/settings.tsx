import { LogOut } from "lucide-react";
import { Form, NavLink, Outlet } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

export const meta = () => pageTitle("Settings");

const tabs = [
  { to: "subscription", label: "Subscription" },
  { to: "integrations", label: "Integrations" },
  { to: "voice", label: "Voice AI" },
];

/** Spec §2 settings: tabs subscription, integrations, voice, and Sign out. */
export default function Settings() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Your subscription and users, integrations and voice agents."
        actions={
          <Form method="post" action="/app/signout">
            <Button type="submit" variant="secondary">
              <LogOut aria-hidden />
              Sign out
            </Button>
          </Form>
        }
      />
      <nav aria-label="Settings" className="-mt-2 flex gap-1 border-b border-neutral-200">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            prefetch="intent"
            className={({ isActive }) =>
              cn(
                "-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors",
                isActive ? "border-accent-600 text-accent-700" : "border-transparent text-neutral-600 hover:text-neutral-900",
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
