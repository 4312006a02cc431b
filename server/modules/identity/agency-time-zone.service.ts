import { eq } from "drizzle-orm";
import { agencyTimeZone, timeZoneInput } from "#domain/time-zone.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { parseInput } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { agencies } from "./identity.table.ts";

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
    effective: agencyTimeZone(agency?.timeZone, agency?.mailingAddress?.zone),
  };
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
