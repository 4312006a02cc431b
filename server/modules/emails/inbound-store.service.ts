import { and, asc, eq, lt } from "drizzle-orm";
import { inTransaction, systemCtx, type Ctx, type Runtime } from "../../lib/context.ts";
import type { InboundProvider } from "./email-threads.table.ts";
import { emailInbound } from "./email-threads.table.ts";
import { ingestInboundJob } from "./emails.jobs.ts";
import { dedupKeyOf } from "./mail-parse.ts";

/**
 * The one door every inbound message comes through (ADR 067, ADR 070): the raw body is
 * committed in one statement (with the provider's delivery claim, in one transaction, when there
 * is one), and only then does the provider (or the SMTP client) get its 2xx/250. A second arrival
 * with the same Message-ID for the agency stores nothing and queues nothing. The job that reads
 * it is queued right after the commit, off the answer's path; a row the process could not queue
 * (it stopped in between, or the queue failed) is queued by the sweep (`queueUnreadInbound`).
 */

export interface InboundArrival {
  agencyId: string;
  provider: InboundProvider;
  contentType: string;
  raw: Buffer;
  /** The RFC Message-ID, read from the headers before storing (the dedup key), when there is one. */
  messageId: string | null;
  providerMessageId?: string | null;
  envelope?: { from: string | null; to: string[] } | null;
  /** Records the provider's delivery in the webhook registry in the same transaction; false: a replay. */
  claim?: (ctx: Ctx) => Promise<boolean>;
}

export type StoreOutcome = { outcome: "stored"; inboundId: string } | { outcome: "duplicate" } | { outcome: "replay" };

/** Stored inbound messages not read this long after arriving are queued again by the sweep. */
export const UNREAD_AFTER_MS = 2 * 60 * 1000;

const queueIngest = (ctx: Ctx, arrival: InboundArrival, inboundId: string) =>
  ctx.jobs.enqueue(
    ctx.db,
    ingestInboundJob,
    {
      agencyId: arrival.agencyId,
      actor: { type: "INTEGRATION", integration: `email-${arrival.provider.toLowerCase()}` },
      inboundId,
    },
    { key: inboundId },
  );

export async function storeInbound(runtime: Runtime, arrival: InboundArrival): Promise<StoreOutcome> {
  const ctx = systemCtx(runtime);
  const dedupKey = dedupKeyOf(arrival.messageId, arrival.raw);
  const insert = async (c: Ctx) => {
    const [row] = await c.db
      .insert(emailInbound)
      .values({
        agencyId: arrival.agencyId,
        provider: arrival.provider,
        providerMessageId: arrival.providerMessageId ?? null,
        dedupKey,
        contentType: arrival.contentType.slice(0, 300),
        raw: arrival.raw,
        sizeBytes: arrival.raw.byteLength,
        envelope: arrival.envelope ?? null,
        receivedAt: c.now(),
      })
      .onConflictDoNothing()
      .returning({ id: emailInbound.id });
    return row ?? null;
  };
  const { claim } = arrival;
  const stored = claim
    ? await inTransaction(ctx, async (tx) => ((await claim(tx)) ? await insert(tx) : ("replay" as const)))
    : await insert(ctx);
  if (stored === "replay") return { outcome: "replay" };
  if (!stored) return { outcome: "duplicate" };
  const queued = queueIngest(ctx, arrival, stored.id).catch((error: unknown) =>
    ctx.log.warn("Inbound message stored but not queued yet: the sweep queues it", { error, inboundId: stored.id }),
  );
  // inside a caller's transaction (the seed) the job goes in with it; otherwise the answer does not wait
  if (ctx.afterCommit) await queued;
  return { outcome: "stored", inboundId: stored.id };
}

/** The sweep: queues the reading of stored messages still unread after UNREAD_AFTER_MS (their job was never queued). */
export async function queueUnreadInbound(runtime: Runtime, limit = 500): Promise<number> {
  const ctx = systemCtx(runtime);
  const rows = await ctx.db
    .select({ id: emailInbound.id, agencyId: emailInbound.agencyId, provider: emailInbound.provider })
    .from(emailInbound)
    .where(
      and(
        eq(emailInbound.state, "RECEIVED"),
        lt(emailInbound.receivedAt, new Date(ctx.now().getTime() - UNREAD_AFTER_MS)),
      ),
    )
    .orderBy(asc(emailInbound.receivedAt))
    .limit(limit);
  for (const row of rows)
    await queueIngest(ctx, { agencyId: row.agencyId, provider: row.provider } as InboundArrival, row.id);
  return rows.length;
}
