import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { purgeIdempotencyKeys } from "./idempotency.service.ts";
import { purgeRateLimitBuckets } from "./rate-limit.service.ts";

/** Daily: drop rate-limit counters of past windows and expired idempotency keys. */
export const purgeRateLimitsJob = defineJob({
  name: "security.purge-rate-limits",
  payload: z.object({}),
  schedule: "41 3 * * *",
  handler: async (runtime) => {
    await purgeRateLimitBuckets(runtime);
    await purgeIdempotencyKeys(runtime);
  },
});
