import { z } from "zod";
import { systemCtx } from "../../lib/context.ts";
import { defineJob } from "../../jobs/define.ts";
import { expireEndedTrials } from "./subscription.service.ts";

/** Every 15 minutes: trials whose end date has passed become EXPIRED (Stripe reports the trials it runs). */
export const expireTrialsJob = defineJob({
  name: "billing.expire-trials",
  payload: z.object({}),
  schedule: "*/15 * * * *",
  handler: async (runtime) => {
    const expired = await expireEndedTrials(systemCtx(runtime));
    if (expired > 0) runtime.log.info("Expired ended trials", { expired });
  },
});
