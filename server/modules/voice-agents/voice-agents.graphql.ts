import { GraphQLError } from "graphql";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { createVoiceAgentOperation, updateVoiceAgentOperation } from "./voice-agents.operations.ts";
import {
  agencyFallbacks,
  getVoiceAgent,
  hasAdvancedVoiceCustomization,
  listVoiceAgents,
  type VoiceAgentView,
} from "./voice-agents.service.ts";

/** Voice agents (docs/product/voice-agents.md, ADR 074): the list, one agent, create and save. */

builder.scalarType("VoiceAgentConfiguration", {
  description:
    "A voice agent's whole configuration as one JSON object (its shape: docs/product/voice-agents.md; checked by the server on save).",
  serialize: (value) => value,
  parseValue: (value) => {
    if (value === null || typeof value !== "object" || Array.isArray(value))
      throw new GraphQLError("The configuration is a JSON object");
    return value as Record<string, unknown>;
  },
});

const AgencyFallbacksRef = builder
  .objectRef<{ name: string; phone: string; email: string; address: string }>("VoiceAgentAgencyFallbacks")
  .implement({
    description: "The agency's own data that blank agency fields of the configuration fall back to.",
    fields: (t) => ({
      name: t.exposeString("name"),
      phone: t.exposeString("phone"),
      email: t.exposeString("email"),
      address: t.exposeString("address"),
    }),
  });

export const VoiceAgentRef = builder.objectRef<VoiceAgentView>("VoiceAgent").implement({
  description: "An agency's voice agent: the phone number it answers and its whole configuration.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    phoneNumber: t.string({
      nullable: true,
      description: "Set by the telephony provider; it cannot be changed from the settings screen.",
      resolve: (a) => a.phoneNumber,
    }),
    state: t.string({ description: "ACTIVE (answers calls) or INACTIVE.", resolve: (a) => a.state }),
    configuration: t.field({ type: "VoiceAgentConfiguration", resolve: (a) => a.configuration }),
    advancedCustomization: t.withAuth({ signedIn: true }).boolean({
      description:
        "Whether the agency's plan includes ADVANCED_VOICE_CUSTOMIZATION (question pickers, custom instructions, dynamic email routing, transfers).",
      resolve: (_a, _args, { agency }) => hasAdvancedVoiceCustomization(agency),
    }),
    agencyFallbacks: t.withAuth({ signedIn: true }).field({
      type: AgencyFallbacksRef,
      resolve: (_a, _args, { agency }) => agencyFallbacks(agency),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  voiceAgents: t.withAuth({ signedIn: true }).field({
    type: [VoiceAgentRef],
    description: "The agency's voice agents, oldest first.",
    resolve: (_root, _args, { agency }) => listVoiceAgents(agency),
  }),
  voiceAgent: t.withAuth({ signedIn: true }).field({
    type: VoiceAgentRef,
    description: "A voice agent of the agency; NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getVoiceAgent(agency, String(id))),
  }),
}));

const CreateInputRef = builder.inputType("CreateVoiceAgentInput", {
  fields: (f) => ({ name: f.string({ description: "Default 'Default'." }) }),
});

const UpdateInputRef = builder.inputType("UpdateVoiceAgentInput", {
  description: "The voice agent as the settings screen holds it: its name and whole configuration.",
  fields: (f) => ({
    name: f.string({ required: true }),
    configuration: f.field({ type: "VoiceAgentConfiguration", required: true }),
    phoneNumber: f.string({
      description: "Refused when it differs from the agent's number: it cannot be changed here.",
    }),
  }),
});

mutationFromOperation(createVoiceAgentOperation, {
  type: VoiceAgentRef,
  args: (t) => ({ input: t({ type: CreateInputRef }) }),
  input: (args) => ({ input: args.input ?? {} }),
});

mutationFromOperation(updateVoiceAgentOperation, {
  type: VoiceAgentRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: UpdateInputRef, required: true }) }),
  input: (args) => ({ ...args, id: String(args.id) }),
});
