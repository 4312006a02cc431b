import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { AddressLookup } from "../modules/addresses/address-lookup.ts";
import type { BillingProvider } from "../modules/billing/billing-provider.ts";
import type { FileStore } from "../modules/files/file-store.ts";
import type { MailTransport } from "../modules/mail/mail.transport.ts";
import type { EventBus } from "./event-bus.ts";
import type { Logger } from "./logger.ts";

/** What the running process provides to every service and job. */
export interface Runtime {
  config: Config;
  db: Db;
  log: Logger;
  events: EventBus;
  jobs: JobQueue;
  mailTransport: MailTransport;
  /** The payment provider: local billing or Stripe, by configuration. */
  billing: BillingProvider;
  /** Stored file bytes: disk or S3, by configuration. */
  files: FileStore;
  /** The address autofill: offline ZIP table or Mapbox, by configuration. */
  addresses: AddressLookup;
  /** Key for HMACs (sign-in codes); from SECRET_KEY or generated once and kept in the database. */
  secretKey: Buffer;
  now(): Date;
}

export interface AgencyUserActor {
  type: "AGENCY_USER";
  agencyId: string;
  agencyUserId: string;
  sessionId: string | null;
}
export type Actor = AgencyUserActor | { type: "SYSTEM" } | { type: "ANONYMOUS" };

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A service call's context: the runtime, who is acting and from where. */
export interface Ctx extends Runtime {
  actor: Actor;
  client: ClientInfo;
  /** Set inside `inTransaction`: effects to run once the transaction commits. */
  afterCommit?: Array<() => Promise<void>>;
}

/** A context acting for a signed-in agency user: the agency is always known. */
export interface AgencyCtx extends Ctx {
  actor: AgencyUserActor;
}

export const noClient: ClientInfo = { ipAddress: null, userAgent: null };

export function systemCtx(runtime: Runtime): Ctx {
  return { ...runtime, actor: { type: "SYSTEM" }, client: noClient };
}

/**
 * Runs `work` in one database transaction; writes and enqueued jobs commit together, and
 * effects registered with `onCommit` (live events) run only after the commit.
 */
export async function inTransaction<C extends Ctx, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  if (ctx.afterCommit) return work(ctx); // already inside one
  const afterCommit: Array<() => Promise<void>> = [];
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db, afterCommit }));
  for (const effect of afterCommit) {
    await effect().catch((error) => ctx.log.error("After-commit effect failed", { error }));
  }
  return result;
}

/** Runs `effect` after the surrounding transaction commits, or now when there is none. */
export async function onCommit(ctx: Ctx, effect: () => Promise<void>): Promise<void> {
  if (ctx.afterCommit) ctx.afterCommit.push(effect);
  else await effect();
}
