import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { systemCtx } from "../../lib/context.ts";
import { sendDueTodayMails } from "./servicing-due.service.ts";

/**
 * 07:00 UTC every day (before the US working day starts on either coast): each assignee is
 * emailed the open requests falling due today. Idempotent: a request is announced once.
 */
export const dueTodayMailJob = defineJob({
  name: "servicing.due-today-mail",
  payload: z.object({}),
  schedule: "0 7 * * *",
  handler: async (runtime) => {
    const sent = await sendDueTodayMails(systemCtx(runtime));
    if (sent > 0) runtime.log.info("Sent due-today service request mails", { sent });
  },
});
