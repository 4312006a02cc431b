import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { deliverMail } from "./mail.service.ts";

export const sendMailJob = defineJob({
  name: "mail.send",
  payload: z.object({ messageId: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 30,
  handler: (runtime, { messageId }) => deliverMail(runtime, messageId),
});
