import { CreditCard, Layers, Users } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { SeatUsage } from "#app/components/subscription/seat-usage.tsx";
import { SubscriptionBanner } from "#app/components/subscription/subscription-banner.tsx";
import { SubscriptionStateBadge } from "#app/components/subscription/subscription-state-badge.tsx";
import { UpdatePaymentButton } from "#app/components/subscription/update-payment-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { skipDialogRevalidation } from "#app/lib/dialog-param.ts";
import { formatDate, formatMoney } from "#app/lib/format.ts";
import { withSubscriptionDialog } from "#app/lib/subscription-dialog-param.ts";
import { planLabel } from "#domain/subscription.ts";
import { ManageUsers } from "./manage-users.tsx";
import type { Route } from "./+types/subscription";

export { loader } from "./subscription.server.ts";
export const meta = () => pageTitle("Subscription");
export const shouldRevalidate = skipDialogRevalidation;

/**
 * Settings → Subscription (docs/product/plans-and-limits.md): banner, plan label, seat usage, plan
 * actions and Manage Users.
 */
export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { subscription, users, viewerId } = loaderData;
  const location = useLocation();
  if (!subscription) {
    return (
      <EmptyState
        icon={CreditCard}
        title="No subscription"
        description="Your agency has no subscription yet. Contact support to set one up."
      />
    );
  }
  const seatsFull = subscription.numSeatsActive >= subscription.numSeats;
  const dialog = (name: "plans" | "checkout") =>
    withSubscriptionDialog(location.search, name, name === "checkout" ? subscription : {});
  return (
    <div className="flex flex-col gap-6">
      <SubscriptionBanner subscription={subscription} />
      <section
        aria-labelledby="plan-heading"
        className="flex flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">Current plan</p>
            <h2
              id="plan-heading"
              className="mt-1 flex flex-wrap items-center gap-2 text-base font-semibold text-neutral-900"
            >
              {planLabel(subscription)}
              <SubscriptionStateBadge state={subscription.state} />
            </h2>
            {subscription.nextBillingDate && subscription.nextBillingAmount ? (
              <p className="mt-1 text-sm text-neutral-500 tabular">
                {new Date(subscription.nextBillingDate) < new Date() ? "Payment of " : "Next bill "}
                {formatMoney(subscription.nextBillingAmount)}
                {new Date(subscription.nextBillingDate) < new Date() ? " was due on " : " on "}
                {formatDate(subscription.nextBillingDate)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={dialog("checkout")} preventScrollReset>
                <Users aria-hidden />
                Manage Seats
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={dialog("plans")} preventScrollReset>
                <Layers aria-hidden />
                Change Plan
              </Link>
            </Button>
            <UpdatePaymentButton />
          </div>
        </div>
        <SeatUsage numSeats={subscription.numSeats} numSeatsActive={subscription.numSeatsActive} />
      </section>
      <ManageUsers users={users} viewerId={viewerId} seatsFull={seatsFull} />
      <Outlet context={{ subscription, users } satisfies SubscriptionOutletContext} />
    </div>
  );
}

export interface SubscriptionOutletContext {
  subscription: NonNullable<Route.ComponentProps["loaderData"]["subscription"]>;
  users: Route.ComponentProps["loaderData"]["users"];
}
