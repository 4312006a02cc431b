import { z } from "zod";
import { systemCtx } from "../../lib/context.ts";
import { defineJob } from "../../jobs/define.ts";
import { applyPolicyDateMoves } from "./policy-date-moves.service.ts";

/**
 * Every 5 minutes: policies move by their dates (docs/product/policies.md) — BINDING → INFORCE at the in-force
 * date, → EXPIRED after the expiry, pending cancellations → CANCELED on their effective date.
 */
export const movePolicyStatesJob = defineJob({
  name: "policies.move-states-by-date",
  payload: z.object({}),
  schedule: "*/5 * * * *",
  handler: async (runtime) => {
    const moved = await applyPolicyDateMoves(systemCtx(runtime));
    if (moved.canceled + moved.expired + moved.inforce > 0)
      runtime.log.info("Moved policy states by date", { ...moved });
  },
});
