import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { systemCtx } from "../../lib/context.ts";
import { sendDueTodayMails } from "./servicing-due.service.ts";

/**
 * Hourly: in each agency's morning (7 AM in its time zone, or the first run after), each assignee
 * is emailed the open requests falling due on the agency's today. Idempotent: a request is
 * announced once.
 */
export const dueTodayMailJob = defineJob({
  name: "servicing.due-today-mail",
  payload: z.object({}),
  schedule: "5 * * * *",
  handler: async (runtime) => {
    const sent = await sendDueTodayMails(systemCtx(runtime));
    if (sent > 0) runtime.log.info("Sent due-today service request mails", { sent });
  },
});
