import { AlertTriangle, Clock, PauseCircle, XCircle, type LucideIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { SubscriptionPeriod, SubscriptionPlan, SubscriptionState } from "#domain/subscription.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/format.ts";
import { withSubscriptionDialog } from "#app/lib/subscription-dialog-param.ts";
import { Button } from "../ui/button.tsx";
import { UpdatePaymentButton } from "./update-payment-button.tsx";

export interface BannerSubscription {
  state: SubscriptionState;
  plan: SubscriptionPlan;
  period: SubscriptionPeriod;
  trialEndDate?: string | Date | null;
}

const BANNERS: Record<Exclude<SubscriptionState, "ACTIVE">, { title: string; icon: LucideIcon; tone: string }> = {
  TRIAL: { title: "Your trial is ending soon", icon: Clock, tone: "border-sky-200 bg-sky-50 text-sky-900" },
  OVERDUE: {
    title: "Your subscription payment is overdue",
    icon: AlertTriangle,
    tone: "border-red-200 bg-red-50 text-red-900",
  },
  EXPIRED: {
    title: "Your subscription has expired",
    icon: XCircle,
    tone: "border-neutral-300 bg-neutral-100 text-neutral-900",
  },
  PAUSED: {
    title: "Your subscription is paused",
    icon: PauseCircle,
    tone: "border-amber-200 bg-amber-50 text-amber-900",
  },
};

function bannerText(subscription: BannerSubscription): string {
  switch (subscription.state) {
    case "TRIAL":
      return subscription.trialEndDate
        ? `Your trial ends on ${formatDate(subscription.trialEndDate)}. Upgrade to keep Cara working for your agency.`
        : "Upgrade to keep Cara working for your agency.";
    case "OVERDUE":
      return "We could not collect your last payment. Update your payment method to keep your subscription.";
    case "EXPIRED":
      return "Choose a plan to restart your subscription. Your agency's data is kept.";
    default:
      return "Resume your subscription to use Cara again.";
  }
}

/** Subscription banners (docs/product/plans-and-limits.md): one per state with its action; ACTIVE has none. */
export function SubscriptionBanner({
  subscription,
  className,
}: {
  subscription: BannerSubscription;
  className?: string;
}) {
  const location = useLocation();
  if (subscription.state === "ACTIVE") return null;
  const { title, icon: Icon, tone } = BANNERS[subscription.state];
  const dialogLink = (dialog: "plans" | "checkout") =>
    withSubscriptionDialog(location.search, dialog, dialog === "checkout" ? subscription : {});
  const action =
    subscription.state === "OVERDUE" ? (
      <UpdatePaymentButton size="sm" />
    ) : (
      <Button asChild size="sm">
        <Link to={dialogLink(subscription.state === "PAUSED" ? "checkout" : "plans")} preventScrollReset>
          {{ TRIAL: "Upgrade", EXPIRED: "Restart", PAUSED: "Resume" }[subscription.state]}
        </Link>
      </Button>
    );
  return (
    <section
      aria-label="Subscription status"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border px-4 py-3", tone, className)}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold">{title}</h2>
        <p className="text-sm opacity-80">{bannerText(subscription)}</p>
      </div>
      {action}
    </section>
  );
}
