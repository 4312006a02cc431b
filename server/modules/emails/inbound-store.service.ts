import { inTransaction, systemCtx, type Ctx, type Runtime } from "../../lib/context.ts";
import type { InboundProvider } from "./email-threads.table.ts";
import { emailInbound } from "./email-threads.table.ts";
import { ingestInboundJob } from "./emails.jobs.ts";
import { dedupKeyOf } from "./mail-parse.ts";

/**
 * The one door every inbound message comes through (ADR 067): the raw body and a job to read it
 * are committed in one transaction, and only then does the provider (or the SMTP client) get its
 * 2xx/250. A second arrival with the same Message-ID for the agency stores nothing and queues
 * nothing.
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

export async function storeInbound(runtime: Runtime, arrival: InboundArrival): Promise<StoreOutcome> {
  const ctx = systemCtx(runtime);
  const dedupKey = dedupKeyOf(arrival.messageId, arrival.raw);
  return inTransaction(ctx, async (tx) => {
    if (arrival.claim && !(await arrival.claim(tx))) return { outcome: "replay" } as const;
    const [row] = await tx.db
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
        receivedAt: tx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: emailInbound.id });
    if (!row) return { outcome: "duplicate" } as const;
    await tx.jobs.enqueue(
      tx.db,
      ingestInboundJob,
      {
        agencyId: arrival.agencyId,
        actor: { type: "INTEGRATION", integration: `email-${arrival.provider.toLowerCase()}` },
        inboundId: row.id,
      },
      { key: row.id },
    );
    return { outcome: "stored", inboundId: row.id } as const;
  });
}
