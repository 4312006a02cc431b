import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { Logo } from "../logo.tsx";
import { Button } from "../ui/button.tsx";
import { SubscriptionBanner } from "./subscription-banner.tsx";
import type { SubscriptionSummary } from "./subscription-dialogs.tsx";

/**
 * With an EXPIRED or PAUSED subscription the dashboard shows only this
 * (docs/product/plans-and-limits.md): the notice with Restart or Resume; the dashboard
 * layout adds the plan picker and the checkout dialog.
 */
export function ExpiredGate({
  viewer,
  subscription,
}: {
  viewer: { name: string; agency: { name: string } };
  subscription: SubscriptionSummary & { trialEndDate?: string | Date | null };
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <header className="flex h-14 items-center justify-between border-b border-neutral-200 bg-white px-4 md:px-6">
        <Logo />
        <Form method="post" action="/app/signout">
          <Button type="submit" variant="ghost" size="sm">
            <LogOut aria-hidden />
            Sign out
          </Button>
        </Form>
      </header>
      <main id="content" className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center gap-4 p-6">
        {/* the page behind the gate answered 403 and set no title: the gate names the page (React hoists it) */}
        <title>{`${subscription.state === "PAUSED" ? "Subscription paused" : "Subscription expired"} · Cara`}</title>
        <h1 className="sr-only">{subscription.state === "PAUSED" ? "Subscription paused" : "Subscription expired"}</h1>
        <p className="text-sm text-neutral-500">
          Signed in as {viewer.name} · {viewer.agency.name}
        </p>
        <SubscriptionBanner subscription={subscription} className="py-4" />
        <p className="text-sm text-neutral-500">
          Your accounts, policies, service requests and workspaces are kept.{" "}
          {subscription.state === "PAUSED" ? "Resume your subscription" : "Pick a plan"} to open them again.
        </p>
      </main>
    </div>
  );
}
