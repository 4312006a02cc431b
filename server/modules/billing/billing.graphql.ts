import {
  SUBSCRIPTION_ENTITLEMENTS,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATES,
} from "../../../domain/subscription.ts";
import { builder } from "../../graphql/builder.ts";
import type { Subscription } from "./subscription.service.ts";

export const SubscriptionPlanEnum = builder.enumType("SubscriptionPlan", { values: SUBSCRIPTION_PLANS });
export const SubscriptionPeriodEnum = builder.enumType("SubscriptionPeriod", { values: SUBSCRIPTION_PERIODS });
export const SubscriptionStateEnum = builder.enumType("SubscriptionState", { values: SUBSCRIPTION_STATES });
export const SubscriptionEntitlementEnum = builder.enumType("SubscriptionEntitlement", {
  values: SUBSCRIPTION_ENTITLEMENTS,
});

const centsToMoney = (cents: number) => (cents / 100).toFixed(2);

export const AgencySubscriptionRef = builder.objectRef<Subscription>("AgencySubscription").implement({
  description: "The agency's seat-based subscription.",
  fields: (t) => ({
    plan: t.field({ type: SubscriptionPlanEnum, resolve: (s) => s.plan }),
    period: t.field({ type: SubscriptionPeriodEnum, resolve: (s) => s.period }),
    state: t.field({ type: SubscriptionStateEnum, resolve: (s) => s.state }),
    entitlements: t.field({ type: [SubscriptionEntitlementEnum], resolve: (s) => [...s.entitlements] as any }),
    numSeats: t.exposeInt("numSeats"),
    numSeatsActive: t.exposeInt("numSeatsActive"),
    numVoiceAgents: t.exposeInt("numVoiceAgents"),
    numVoiceAgentsActive: t.exposeInt("numVoiceAgentsActive"),
    trialEndDate: t.expose("trialEndDate", { type: "DateTime", nullable: true }),
    nextBillingDate: t.expose("nextBillingDate", { type: "DateTime", nullable: true }),
    nextBillingAmount: t.field({
      type: "Money",
      nullable: true,
      resolve: (s) => (s.nextBillingAmountCents == null ? null : centsToMoney(s.nextBillingAmountCents)),
    }),
  }),
});
