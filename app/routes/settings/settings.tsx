import { LogOut } from "lucide-react";
import { Form, Outlet } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { TabsNav } from "#app/components/tabs-nav.tsx";
import { Button } from "#app/components/ui/button.tsx";

export const meta = () => pageTitle("Settings");

const tabs = [
  { to: "subscription", label: "Subscription" },
  { to: "integrations", label: "Integrations" },
  { to: "voice", label: "Voice AI" },
  { to: "email", label: "Email" },
  { to: "agency", label: "Agency" },
  { to: "forms", label: "Form templates" },
];

/** Settings (docs/product/users-and-seats.md): tabs subscription, integrations, voice, and Sign out; Agency holds its time zone (ADR 022); Form templates the agency's fillable ACORD editions. */
export default function Settings() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Your subscription and users, integrations, voice agents, agency and form templates."
        actions={
          <Form method="post" action="/app/signout">
            <Button type="submit" variant="secondary">
              <LogOut aria-hidden />
              Sign out
            </Button>
          </Form>
        }
      />
      <TabsNav label="Settings" tabs={tabs} />
      <Outlet />
    </div>
  );
}
