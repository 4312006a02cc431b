import { and, isNotNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { signInCodes } from "./identity.table.ts";
import { purgeExpiredSessions } from "./session.service.ts";

/** Hourly: drop expired sessions and sign-in codes that can no longer be used. */
export const purgeExpiredSignInsJob = defineJob({
  name: "identity.purge-expired",
  payload: z.object({}),
  schedule: "17 * * * *",
  handler: async (runtime) => {
    const sessions = await purgeExpiredSessions(runtime);
    const dayAgo = new Date(runtime.now().getTime() - 24 * 60 * 60 * 1000);
    const codes = await runtime.db
      .delete(signInCodes)
      .where(or(lt(signInCodes.expiresAt, dayAgo), and(isNotNull(signInCodes.consumedAt), lt(signInCodes.consumedAt, dayAgo))))
      .returning({ id: signInCodes.id });
    runtime.log.info("Purged expired sign-ins", { sessions, codes: codes.length });
  },
});
