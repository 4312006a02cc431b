import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { UNNAMED, type Db } from "../../db/client.ts";
import { idIn } from "../../db/id-in.ts";
import { statementCache } from "../../db/statement-cache.ts";
import { isUuid } from "../../lib/uuid.ts";
import { createCarrierInput } from "#domain/policy/inputs.ts";
import { inTransaction, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { CARRIER_CATALOG } from "./carrier-catalog.ts";
import { carriers } from "./carriers.table.ts";

export type Carrier = typeof carriers.$inferSelect;

/**
 * Puts the shared catalog (carrier-catalog.ts) into the carriers table: missing entries are
 * added, changed codes and flags corrected. Idempotent; safe to run on every start and seed.
 */
export async function ensureCarrierCatalog(ctx: Ctx): Promise<{ added: number; updated: number }> {
  const existing = await ctx.db.select().from(carriers).where(isNull(carriers.agencyId));
  const byName = new Map(existing.map((row) => [row.name.toLowerCase(), row]));
  const missing = CARRIER_CATALOG.filter((entry) => !byName.has(entry.name.toLowerCase()));
  if (missing.length > 0) {
    await ctx.db
      .insert(carriers)
      .values(missing.map((entry) => ({ ...entry, agencyId: null })))
      .onConflictDoNothing();
  }
  let updated = 0;
  for (const entry of CARRIER_CATALOG) {
    const row = byName.get(entry.name.toLowerCase());
    if (
      !row ||
      (row.naicCode === entry.naicCode && row.isCarrier === entry.isCarrier && row.isBroker === entry.isBroker)
    )
      continue;
    await ctx.db
      .update(carriers)
      .set({ naicCode: entry.naicCode, isCarrier: entry.isCarrier, isBroker: entry.isBroker, updatedAt: sql`now()` })
      .where(eq(carriers.id, row.id));
    updated++;
  }
  return { added: missing.length, updated };
}

/** Once per running process and database (keyed by the runtime's queue, one per runtime). */
const ensured = new WeakMap<object, Promise<unknown>>();
export function ensureCarrierCatalogOnce(ctx: Ctx): Promise<unknown> {
  let done = ensured.get(ctx.jobs);
  if (!done) {
    done = ensureCarrierCatalog(ctx).catch((error) => {
      ensured.delete(ctx.jobs);
      throw error;
    });
    ensured.set(ctx.jobs, done);
  }
  return done;
}

const visibleTo = (agencyId: string) => or(isNull(carriers.agencyId), eq(carriers.agencyId, agencyId));

/** The shared list and the agency's own entries, by name. */
export async function listCarriers(ctx: AgencyCtx): Promise<Carrier[]> {
  await ensureCarrierCatalogOnce(ctx);
  return ctx.db
    .select()
    .from(carriers)
    .where(visibleTo(ctx.actor.agencyId))
    .orderBy(asc(sql`lower(${carriers.name})`));
}

/** Carriers by id that this agency may use (shared or its own); others are missing from the map. */
export async function carriersByIds(ctx: AgencyCtx, ids: string[]): Promise<Map<string, Carrier>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await carriersByIdsStatement(ctx.db, "", () => prepareCarriersByIds(ctx.db)).execute({
    ids: unique,
    agencyId: ctx.actor.agencyId,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

const prepareCarriersByIds = (db: Db) =>
  db
    .select()
    .from(carriers)
    .where(and(idIn(carriers.id), or(isNull(carriers.agencyId), eq(carriers.agencyId, sql.placeholder("agencyId")))))
    .prepare(UNNAMED);
const carriersByIdsStatement = statementCache<ReturnType<typeof prepareCarriersByIds>>();

/** A carrier the agency can see, or NOT_FOUND. */
export async function getCarrier(ctx: AgencyCtx, id: string): Promise<Carrier> {
  const carrier = (await carriersByIds(ctx, [id])).get(id);
  if (!carrier) throw new DomainError("NOT_FOUND", "Carrier not found");
  return carrier;
}

/** createCarrier: the agency's own carrier or wholesale broker; names are unique across what it sees. */
export async function createCarrier(ctx: AgencyCtx, input: unknown): Promise<Carrier> {
  const value = parseInput(createCarrierInput, input);
  return inTransaction(ctx, async (tx) => {
    const [clash] = await tx.db
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(visibleTo(tx.actor.agencyId), eq(sql`lower(${carriers.name})`, value.name.toLowerCase())))
      .limit(1);
    if (clash) throw ValidationError.field("name", "A carrier or broker with this name is already in the list");
    const [row] = await tx.db
      .insert(carriers)
      .values({ ...value, agencyId: tx.actor.agencyId })
      .returning();
    await recordAudit(tx, {
      action: "carriers.carrier_created",
      recordType: "carrier",
      recordId: row!.id,
      data: { name: row!.name },
    });
    return row!;
  });
}
