import { CreditCard } from "lucide-react";
import { EmptyState } from "#app/components/empty-state.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { PLAN_NAMES } from "#domain/subscription.ts";
import type { Route } from "./+types/subscription";

export { loader } from "./subscription.server.ts";
export const meta = () => pageTitle("Subscription");

/** The plan label of spec §2: product, plan, period and seats. */
export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  if (!subscription) {
    return <EmptyState icon={CreditCard} title="No subscription" description="Your agency has no subscription yet." />;
  }
  return (
    <section aria-labelledby="plan-heading" className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 id="plan-heading" className="text-base font-semibold text-neutral-900">
        Cara {PLAN_NAMES[subscription.plan]} · {subscription.period === "ANNUAL" ? "Annual" : "Monthly"} · {subscription.numSeats} seats
      </h2>
      <p className="mt-1 text-sm text-neutral-500 tabular">
        {subscription.numSeatsActive} seats assigned · {Math.max(0, subscription.numSeats - subscription.numSeatsActive)} seats available
      </p>
    </section>
  );
}
