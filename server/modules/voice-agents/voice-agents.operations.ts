import { z } from "zod";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { createVoiceAgent, updateVoiceAgent } from "./voice-agents.service.ts";

/** The voice agents' use cases (ADR 011, ADR 074): the GraphQL mutations are built from these. */

export const createVoiceAgentOperation = defineOperation({
  name: "createVoiceAgent",
  description:
    "Creates a voice agent with every default (name default 'Default'). Refused with 'You have reached the maximum number of voice agents' when the enabled agents fill the subscription's voice agent count.",
  access: "agency",
  input: z.object({ input: z.object({ name: z.unknown().optional() }).prefault({}) }),
  run: (ctx, { input }) => createVoiceAgent(ctx, input),
});

export const updateVoiceAgentOperation = defineOperation({
  name: "updateVoiceAgent",
  description:
    "Saves a voice agent: its name and its whole configuration (missing parts take their defaults). Field errors are keyed by their path in the configuration; parts that need advanced voice customization are refused without it ('Only available on the Pro plan'). The phone number cannot be changed here.",
  access: "agency",
  input: z.object({
    id: recordIdInput,
    input: z.object({ name: z.unknown(), configuration: z.unknown().optional(), phoneNumber: z.unknown().optional() }),
  }),
  run: (ctx, { id, input }) => updateVoiceAgent(ctx, id, input),
});
