import type { CaraChannel, Initiator } from "../../domain/actors.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { DatabaseHealth } from "../db/health.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { AddressLookup } from "../modules/addresses/address-lookup.ts";
import type { EmbeddingIndex } from "../modules/documents/embedding-index.ts";
import type { BillingProvider } from "../modules/billing/billing-provider.ts";
import type { FileStore } from "../modules/files/file-store.ts";
import type { MailTransport } from "../modules/mail/mail.transport.ts";
import type { AssistantRunner } from "../modules/workspaces/assistant-runner.ts";
import type { AnyEventHandler } from "./domain-events.ts";
import type { EventBus } from "./event-bus.ts";
import type { Logger } from "./logger.ts";

/** What the running process provides to every service and job. */
export interface Runtime {
  config: Config;
  db: Db;
  /** Whether the database can be reached now (PostgreSQL can go away; ADR 059). */
  databaseHealth: DatabaseHealth;
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
  /** Every module's domain-event handlers (`server/events/all-handlers.ts`, ADR 017). */
  eventHandlers: readonly AnyEventHandler[];
  /** Cara's agent runtime (`server/assistant/`): runs a workspace's claimed run. */
  assistant: AssistantRunner;
  /** Embeddings for hybrid search (CARA_EMBEDDINGS with pgvector, ADR 032); null: full text alone. */
  embeddings?: EmbeddingIndex | null;
  now(): Date;
}

export type { CaraChannel } from "../../domain/actors.ts";

/** A signed-in agency user (with the session, when the request carries one). */
export interface AgencyUserActor {
  type: "AGENCY_USER";
  agencyId: string;
  agencyUserId: string;
  sessionId: string | null;
}
/** Cara, the assistant, working on a channel; for a user when one asked it (copilot), else on its own (voice, email). */
export interface CaraActor {
  type: "CARA";
  agencyId: string;
  channel: CaraChannel;
  onBehalfOfUserId: string | null;
}
/** A connected system (AMS/CRM sync, inbound webhook) writing for the agency, named by `integration`. */
export interface IntegrationActor {
  type: "INTEGRATION";
  agencyId: string;
  integration: string;
}
/** The platform itself (scheduled jobs, billing webhooks); `agencyId` when it works for one agency. */
export interface SystemActor {
  type: "SYSTEM";
  agencyId?: string;
}
export type Actor = AgencyUserActor | CaraActor | IntegrationActor | SystemActor | { type: "ANONYMOUS" };

/** An actor that acts for one agency. */
export type AgencyActor = AgencyUserActor | CaraActor | IntegrationActor | (SystemActor & { agencyId: string });

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A service call's context: the runtime, who is acting and from where. */
export interface Ctx extends Runtime {
  actor: Actor;
  client: ClientInfo;
  /** Set inside `inTransaction`: effects to run once the transaction commits (given the context outside it). */
  afterCommit?: Array<(committed: Ctx) => Promise<void>>;
}

/** A context acting for an agency (a user, Cara, an integration or the system): the agency is always known. */
export interface AgencyCtx extends Ctx {
  actor: AgencyActor;
}

/** A context acting for a signed-in user (sessions, GraphQL requests, tests). */
export interface AgencyUserCtx extends AgencyCtx {
  actor: AgencyUserActor;
}

export const noClient: ClientInfo = { ipAddress: null, userAgent: null };

export function systemCtx(runtime: Runtime): Ctx {
  return { ...runtime, actor: { type: "SYSTEM" }, client: noClient };
}

/** A context acting for an agency without a session (jobs, Cara's channels, integrations). */
export function agencyCtx(runtime: Runtime, actor: AgencyActor, client: ClientInfo = noClient): AgencyCtx {
  return { ...runtime, actor, client };
}

/** The agency a context acts for, or null (anonymous, or the system working for no agency). */
export function agencyIdOf(ctx: Ctx): string | null {
  return "agencyId" in ctx.actor ? (ctx.actor.agencyId ?? null) : null;
}

/** The agency user behind an action: the user, or the user Cara acts for; null otherwise. */
export function actingUserIdOf(ctx: Ctx): string | null {
  const actor = ctx.actor;
  if (actor.type === "AGENCY_USER") return actor.agencyUserId;
  if (actor.type === "CARA") return actor.onBehalfOfUserId;
  return null;
}

/** Who a change is by, in service request history (docs/product/actors.md). */
export function initiatorOf(ctx: Ctx): Initiator {
  const actor = ctx.actor;
  switch (actor.type) {
    case "AGENCY_USER":
      return { type: "AGENCY_USER", id: actor.agencyUserId, detail: null };
    case "CARA":
      return { type: "CARA", id: actor.onBehalfOfUserId, detail: actor.channel };
    case "INTEGRATION":
      return { type: "WORKFLOW", id: null, detail: actor.integration };
    case "SYSTEM":
      return { type: "CRONJOB", id: null, detail: null };
    default:
      return { type: "ANONYMOUS", id: null, detail: null };
  }
}

/** True when a signed-in agency user acts (not Cara, an integration or the system). */
export function isAgencyUserCtx(ctx: Ctx | null): ctx is AgencyUserCtx {
  return ctx?.actor.type === "AGENCY_USER";
}

/** The signed-in user's id, for what only a person can do (their own session, disabling themselves). */
export function signedInUserIdOf(ctx: Ctx): string | null {
  return ctx.actor.type === "AGENCY_USER" ? ctx.actor.agencyUserId : null;
}

/**
 * Runs `work` in one database transaction; writes and enqueued jobs commit together, and
 * effects registered with `onCommit` (live events) run only after the commit.
 */
export async function inTransaction<C extends Ctx, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  if (ctx.afterCommit) return work(ctx); // already inside one
  const afterCommit: Array<(committed: Ctx) => Promise<void>> = [];
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db, afterCommit }));
  for (const effect of afterCommit) {
    await effect(ctx).catch((error) => ctx.log.error("After-commit effect failed", { error }));
  }
  return result;
}

/**
 * Runs `effect` after the surrounding transaction commits, or now when there is none. It gets
 * the context outside the transaction (same actor; its database is no longer the transaction).
 */
export async function onCommit<C extends Ctx>(ctx: C, effect: (committed: C) => Promise<void>): Promise<void> {
  if (ctx.afterCommit) ctx.afterCommit.push(effect as (committed: Ctx) => Promise<void>);
  else await effect(ctx);
}
