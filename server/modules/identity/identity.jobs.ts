import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { purgeExpiredSessions } from "./session.service.ts";
import { purgeStaleSignInCodes } from "./sign-in.service.ts";

/** Hourly: drop expired sessions and sign-in codes that can no longer be used. */
export const purgeExpiredSignInsJob = defineJob({
  name: "identity.purge-expired",
  payload: z.object({}),
  schedule: "17 * * * *",
  handler: async (runtime) => {
    const sessions = await purgeExpiredSessions(runtime);
    const codes = await purgeStaleSignInCodes(runtime);
    runtime.log.info("Purged expired sign-ins", { sessions, codes });
  },
});
