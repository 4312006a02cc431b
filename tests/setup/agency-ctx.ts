import type { AgencyUserCtx, Runtime } from "#server/lib/context.ts";
import { noClient } from "#server/lib/context.ts";

/** A service context acting as `user` of their agency (no HTTP session). */
export function agencyCtxFor(runtime: Runtime, user: { id: string; agencyId: string }): AgencyUserCtx {
  return {
    ...runtime,
    actor: { type: "AGENCY_USER", agencyId: user.agencyId, agencyUserId: user.id, sessionId: null },
    client: noClient,
  };
}
