import { and, desc, eq } from "drizzle-orm";
import { actingUserIdOf, type AgencyCtx } from "../../lib/context.ts";
import { getBusinessPolicy, type BusinessPolicy } from "./policies.service.ts";
import { policyVersions, type PolicyChange } from "./policies.table.ts";

export type PolicyVersion = typeof policyVersions.$inferSelect;
type Kind = PolicyVersion["kind"];

/** Fields a person edits, as the history names them (docs/product/policies.md, "History"). */
const TRACKED = [
  "type",
  "market",
  "policyNumber",
  "quoteNumber",
  "issuedAt",
  "inforceAt",
  "expiresAt",
  "carrierId",
  "brokerId",
  "agencyUserId",
  "paymentIntervalType",
  "minimumEarnedPremium",
  "billingType",
  "intervalType",
  "premium",
  "taxes",
  "agencyFees",
  "brokerFees",
  "policyFees",
  "otherFees",
  "total",
  "commissionRate",
  "estimatedCommission",
  "details",
  "state",
] as const;

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The tracked fields whose value differs between two rows of the same policy. */
export function policyChanges(before: BusinessPolicy, after: BusinessPolicy): PolicyChange[] {
  const changes: PolicyChange[] = [];
  for (const field of TRACKED) {
    const from = plain(before[field]);
    const to = plain(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

/** Appends one history entry in the caller's transaction, by the actor (a user, Cara, an integration, the system). */
export async function recordPolicyVersion(
  tx: AgencyCtx,
  policyId: string,
  entry: { kind: Kind; changes: PolicyChange[]; reason: string | null },
): Promise<void> {
  const actor = tx.actor;
  await tx.db.insert(policyVersions).values({
    agencyId: actor.agencyId,
    policyId,
    kind: entry.kind,
    actorType: actor.type,
    actorId: actingUserIdOf(tx),
    actorDetail: actor.type === "CARA" ? actor.channel : actor.type === "INTEGRATION" ? actor.integration : null,
    changes: entry.changes,
    reason: entry.reason,
    createdAt: tx.now(),
  });
}

/** A policy's history, newest first (the policy must be the agency's). */
export async function listPolicyVersions(ctx: AgencyCtx, policyId: string): Promise<PolicyVersion[]> {
  await getBusinessPolicy(ctx, policyId);
  return ctx.db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.policyId, policyId), eq(policyVersions.agencyId, ctx.actor.agencyId)))
    .orderBy(desc(policyVersions.createdAt), desc(policyVersions.id));
}
