import { z } from "zod";
import { noClient, type AgencyCtx, type Ctx, type Runtime } from "../lib/context.ts";

/** What every agency job's payload carries: the agency it runs for and who asked for it. */
export const agencyJobPayload = z.object({
  agencyId: z.uuid(),
  actor: z.discriminatedUnion("type", [
    z.object({ type: z.literal("AGENCY_USER"), agencyUserId: z.uuid() }),
    z.object({ type: z.literal("SYSTEM") }),
  ]),
});
export type AgencyJobPayload = z.output<typeof agencyJobPayload>;

/** A job's context: the runtime, acting for one agency. */
export interface AgencyJobCtx extends Ctx {
  agencyId: string;
}

/** The agency and actor fields of a job enqueued from `ctx` (a user's request). */
export function jobActorOf(ctx: AgencyCtx): AgencyJobPayload {
  return { agencyId: ctx.actor.agencyId, actor: { type: "AGENCY_USER", agencyUserId: ctx.actor.agencyUserId } };
}

/**
 * The context an agency job's handler runs in, built from its payload: the user who asked for
 * it (no session: a job outlives the request), or the system acting for the agency. The one
 * place to adapt when the actor types grow.
 */
export function jobCtx(runtime: Runtime, payload: AgencyJobPayload): AgencyJobCtx {
  const actor: Ctx["actor"] =
    payload.actor.type === "AGENCY_USER"
      ? { type: "AGENCY_USER", agencyId: payload.agencyId, agencyUserId: payload.actor.agencyUserId, sessionId: null }
      : { type: "SYSTEM" };
  return { ...runtime, actor, client: noClient, agencyId: payload.agencyId };
}
