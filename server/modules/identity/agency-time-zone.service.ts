import { eq, inArray } from "drizzle-orm";
import { agencyTimeZone, timeZoneInput } from "#domain/time-zone.ts";
import type { AgencyCtx, Ctx } from "../../lib/context.ts";
import { parseInput } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { agencies } from "./identity.table.ts";

/** An agency's effective zone from its row: the setting, else its mailing address's state's. */
export function effectiveTimeZoneOf(agency: Pick<typeof agencies.$inferSelect, "timeZone" | "mailingAddress">) {
  return agencyTimeZone(agency.timeZone, agency.mailingAddress?.zone);
}

/**
 * The agency's time zone (docs/product/certificates.md "Dates"): the setting, or null to take
 * it from the state of the agency's mailing address.
 */
export async function getAgencyTimeZone(ctx: AgencyCtx): Promise<{ setting: string | null; effective: string }> {
  const [agency] = await ctx.db
    .select({ timeZone: agencies.timeZone, mailingAddress: agencies.mailingAddress })
    .from(agencies)
    .where(eq(agencies.id, ctx.actor.agencyId));
  return {
    setting: agency?.timeZone ?? null,
    effective: agency ? effectiveTimeZoneOf(agency) : agencyTimeZone(null, null),
  };
}

/** The time zone of each agency (its setting, else its state's): for jobs that ask each agency's "today". */
export async function timeZonesOfAgencies(ctx: Ctx, agencyIds: readonly string[]): Promise<Map<string, string>> {
  if (agencyIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: agencies.id, timeZone: agencies.timeZone, mailingAddress: agencies.mailingAddress })
    .from(agencies)
    .where(inArray(agencies.id, [...new Set(agencyIds)]));
  return new Map(rows.map((row) => [row.id, effectiveTimeZoneOf(row)]));
}

export async function setAgencyTimeZone(ctx: AgencyCtx, raw: unknown) {
  const { timeZone } = parseInput(timeZoneInput, raw);
  await ctx.db
    .update(agencies)
    .set({ timeZone: timeZone ?? null, updatedAt: ctx.now() })
    .where(eq(agencies.id, ctx.actor.agencyId));
  await recordAudit(ctx, {
    action: "agency.time_zone_set",
    recordType: "agency",
    recordId: ctx.actor.agencyId,
    data: { timeZone: timeZone ?? null },
  });
  return getAgencyTimeZone(ctx);
}
