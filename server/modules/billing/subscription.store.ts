import { eq, sql } from "drizzle-orm";
import { activeAgencyUserCountSql } from "../identity/identity.sql.ts";
import type { Ctx } from "../../lib/context.ts";
import { agencySubscriptions } from "./billing.table.ts";

/** Table access for subscriptions, shared by the subscription service and the payment providers. */
export type SubscriptionRow = typeof agencySubscriptions.$inferSelect;
export type SubscriptionPatch = Partial<Omit<SubscriptionRow, "agencyId" | "createdAt" | "updatedAt">>;

export async function readSubscriptionRow(ctx: Ctx, agencyId: string, options: { forUpdate?: boolean } = {}) {
  const query = ctx.db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The subscription row with the agency's active users counted in the same statement. */
export async function readSubscriptionWithSeats(ctx: Ctx, agencyId: string) {
  const [row] = await ctx.db
    .select({
      row: agencySubscriptions,
      numSeatsActive: activeAgencyUserCountSql(sql`${agencyId}`),
    })
    .from(agencySubscriptions)
    .where(eq(agencySubscriptions.agencyId, agencyId));
  return row ? { row: row.row, numSeatsActive: Number(row.numSeatsActive) } : null;
}

export async function writeSubscriptionRow(
  ctx: Ctx,
  agencyId: string,
  patch: SubscriptionPatch,
): Promise<SubscriptionRow> {
  const [row] = await ctx.db
    .update(agencySubscriptions)
    .set({ ...patch, updatedAt: ctx.now() })
    .where(eq(agencySubscriptions.agencyId, agencyId))
    .returning();
  if (!row) throw new Error(`Agency ${agencyId} has no subscription`);
  return row;
}

export async function findAgencyIdByProviderCustomer(ctx: Ctx, customerId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ agencyId: agencySubscriptions.agencyId })
    .from(agencySubscriptions)
    .where(eq(agencySubscriptions.providerCustomerId, customerId));
  return row?.agencyId ?? null;
}
