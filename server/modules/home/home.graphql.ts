import { EXPIRING_WINDOWS, expiringWindowOf } from "../../../domain/user-day.ts";
import { builder } from "../../graphql/builder.ts";
import { isAgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { effectiveTimeZoneOf } from "../identity/agency-time-zone.service.ts";
import { BusinessPolicyRef } from "../policies/policy-types.graphql.ts";
import type { BusinessPolicy } from "../policies/policies.service.ts";
import { ServiceRequestRef } from "../servicing/servicing.graphql.ts";
import type { ServiceRequest } from "../servicing/servicing.service.ts";
import { userDay, type DayList, type UserDay } from "./user-day.service.ts";

/** Home's "Your day" (docs/product/home-and-presets.md): one query, three short lists. */

const DayRequestsRef = builder.objectRef<DayList<ServiceRequest>>("UserDayServiceRequests").implement({
  fields: (t) => ({
    nodes: t.field({ type: [ServiceRequestRef], resolve: (list) => list.nodes }),
    totalCount: t.exposeInt("totalCount"),
  }),
});

const DayPoliciesRef = builder.objectRef<DayList<BusinessPolicy>>("UserDayPolicies").implement({
  fields: (t) => ({
    nodes: t.field({ type: [BusinessPolicyRef], resolve: (list) => list.nodes }),
    totalCount: t.exposeInt("totalCount"),
  }),
});

const UserDayRef = builder.objectRef<UserDay>("UserDay").implement({
  description: "The signed-in user's day in the agency's time zone.",
  fields: (t) => ({
    today: t.expose("today", { type: "DateTime", description: "The agency's today, as UTC midnight." }),
    timeZone: t.exposeString("timeZone"),
    expiringWithinDays: t.exposeInt("expiringWithinDays"),
    dueRequests: t.field({
      type: DayRequestsRef,
      description: "The user's OPEN requests due today or overdue, oldest due first (first 10).",
      resolve: (day) => day.dueRequests,
    }),
    expiringPolicies: t.field({
      type: DayPoliciesRef,
      description: "Live policies expiring within the window with no renewal and no cancellation, soonest first.",
      resolve: (day) => day.expiringPolicies,
    }),
    pendingCancellations: t.field({
      type: DayPoliciesRef,
      description: "Canceled policies whose cancellation takes effect later, soonest first.",
      resolve: (day) => day.pendingCancellations,
    }),
  }),
});

builder.queryField("userDay", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserDayRef,
    description: `The signed-in user's day on Home. expiringWithinDays: ${EXPIRING_WINDOWS.join(", ")} (default 30).`,
    args: { expiringWithinDays: t.arg.int({ required: false }) },
    resolve: async (_root, { expiringWithinDays }, { agency, loaders }) => {
      if (!isAgencyUserCtx(agency)) throw new DomainError("FORBIDDEN", "Only a signed-in user has a day");
      // the agency's row came with the session (ADR 018): its zone needs no statement of its own
      const zone = effectiveTimeZoneOf(await loaders.viewerAgency());
      return userDay(agency, expiringWindowOf(expiringWithinDays), zone);
    },
  }),
);
