import { z } from "zod";
import { CARA_CHANNELS } from "../../domain/actors.ts";
import { agencyCtx, type AgencyActor, type AgencyCtx, type Runtime } from "../lib/context.ts";

/**
 * What every agency job's payload carries: the agency it runs for and who asked for it (any
 * actor kind: a user, Cara on a channel and for whom, an integration, or the system).
 */
export const agencyJobPayload = z.object({
  agencyId: z.uuid(),
  actor: z.discriminatedUnion("type", [
    z.object({ type: z.literal("AGENCY_USER"), agencyUserId: z.uuid() }),
    z.object({ type: z.literal("CARA"), channel: z.enum(CARA_CHANNELS), onBehalfOfUserId: z.uuid().nullable() }),
    z.object({ type: z.literal("INTEGRATION"), integration: z.string().min(1) }),
    z.object({ type: z.literal("SYSTEM") }),
  ]),
});
export type AgencyJobPayload = z.output<typeof agencyJobPayload>;

/** A job's context: the runtime, acting for one agency. */
export interface AgencyJobCtx extends AgencyCtx {
  agencyId: string;
}

/** The agency and actor fields of a job enqueued from `ctx` (no session: a job outlives the request). */
export function jobActorOf(ctx: AgencyCtx): AgencyJobPayload {
  const { actor } = ctx;
  const agencyId = actor.agencyId;
  switch (actor.type) {
    case "AGENCY_USER":
      return { agencyId, actor: { type: "AGENCY_USER", agencyUserId: actor.agencyUserId } };
    case "CARA":
      return { agencyId, actor: { type: "CARA", channel: actor.channel, onBehalfOfUserId: actor.onBehalfOfUserId } };
    case "INTEGRATION":
      return { agencyId, actor: { type: "INTEGRATION", integration: actor.integration } };
    case "SYSTEM":
      return { agencyId, actor: { type: "SYSTEM" } };
  }
}

/** The context an agency job's handler runs in, built from its payload: the one place actors are rebuilt. */
export function jobCtx(runtime: Runtime, payload: AgencyJobPayload): AgencyJobCtx {
  const { agencyId } = payload;
  const actor: AgencyActor =
    payload.actor.type === "AGENCY_USER"
      ? { type: "AGENCY_USER", agencyId, agencyUserId: payload.actor.agencyUserId, sessionId: null }
      : { ...payload.actor, agencyId };
  return { ...agencyCtx(runtime, actor), agencyId };
}
