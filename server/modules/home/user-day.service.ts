import { dayIn, nextDay } from "#domain/time-zone.ts";
import { USER_DAY_ROWS, type ExpiringWindow } from "#domain/user-day.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { getAgencyTimeZone } from "../identity/agency-time-zone.service.ts";
import type { BusinessPolicy } from "../policies/policies.service.ts";
import { pendingCancellations, policiesExpiringWithoutRenewal } from "../policies/policy-day.service.ts";
import { dueRequestsOfViewer } from "../servicing/servicing-day.service.ts";
import type { ServiceRequest } from "../servicing/servicing.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayList<T> {
  nodes: T[];
  totalCount: number;
}

export interface UserDay {
  /** The agency's today (a calendar date kept as UTC midnight) in its time zone. */
  today: Date;
  timeZone: string;
  expiringWithinDays: ExpiringWindow;
  dueRequests: DayList<ServiceRequest>;
  expiringPolicies: DayList<BusinessPolicy>;
  pendingCancellations: DayList<BusinessPolicy>;
}

/**
 * The signed-in user's day (docs/product/home-and-presets.md, "Your day"), in the agency's time zone:
 * their OPEN requests due today or overdue (oldest due first); the agency's live policies expiring
 * from today to today + `expiringWithinDays` with no renewal and no cancellation (soonest first);
 * and its pending cancellations (soonest first). Each list is its first rows and how many there are.
 */
export async function userDay(
  ctx: AgencyUserCtx,
  expiringWithinDays: ExpiringWindow,
  /** The agency's effective time zone when the caller has its row already (the session read it). */
  knownTimeZone?: string,
): Promise<UserDay> {
  const timeZone = knownTimeZone ?? (await getAgencyTimeZone(ctx)).effective;
  const today = dayIn(ctx.now(), timeZone);
  const [dueRequests, expiringPolicies, pending] = await Promise.all([
    dueRequestsOfViewer(ctx, nextDay(today), USER_DAY_ROWS),
    policiesExpiringWithoutRenewal(
      ctx,
      today,
      new Date(today.getTime() + (expiringWithinDays + 1) * DAY_MS),
      USER_DAY_ROWS,
    ),
    pendingCancellations(ctx, USER_DAY_ROWS),
  ]);
  return { today, timeZone, expiringWithinDays, dueRequests, expiringPolicies, pendingCancellations: pending };
}
