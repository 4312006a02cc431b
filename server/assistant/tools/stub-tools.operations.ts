import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";

/**
 * Tools registered with their input shapes whose work needs a connector (write integration)
 * or is the model's own (think): each answers plainly what it did, and the event keeps what
 * was asked (the record of the intended work).
 */
export const NO_INTEGRATION =
  "No integration is connected: nothing was written. The intended write is kept in this workspace's activity.";

const address = z.object({
  line1: z.string().max(200).nullish(),
  city: z.string().max(100).nullish(),
  zone: z.string().max(50).nullish(),
  postalCode: z.string().max(20).nullish(),
});

export const writeIntegrationOperation = defineOperation({
  name: "writeIntegration",
  description: "Writes to the agency's AMS or CRM: updates an account, uploads a document, creates a note or a task.",
  access: "agency",
  input: z.object({
    action: z.string().trim().min(1).max(100),
    account: z.object({ name: z.string().max(300).nullish(), address: address.nullish() }).nullish(),
    uploadDocument: z.object({ fileName: z.string().max(500) }).nullish(),
    createNote: z.object({ content: z.string().max(20_000) }).nullish(),
    createTask: z.object({ title: z.string().max(500), dueDate: z.string().max(40).nullish() }).nullish(),
  }),
  run: async () => ({ success: false, message: NO_INTEGRATION }),
});

export const thinkOperation = defineOperation({
  name: "think",
  description: "Writes down a reasoning step (a plan, what is known and what is missing); the user sees it.",
  access: "agency",
  input: z.object({ thought: z.string().trim().min(1).max(20_000) }),
  run: async (_ctx, input) => ({ thought: input.thought }),
});
