import {
  APPROVAL_STATES,
  EFFECT_KINDS,
  EFFECT_LABELS,
  EXPIRY_REASONS,
  PRE_APPROVAL_RULES,
} from "../../../domain/effects.ts";
import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { AgencyUserRef } from "../identity/identity.graphql.ts";
import {
  approveCaraActionOperation,
  declineCaraActionOperation,
  updateCaraPreApprovalsOperation,
} from "./effect-approvals.operations.ts";
import { preApprovalsOf, type EffectApproval } from "./effect-approvals.service.ts";

/** Actions Cara proposed outside the product and a person's decision on each (ADR 060). */

const CaraActionStateEnum = builder.enumType("CaraActionState", { values: APPROVAL_STATES });
const CaraActionEffectEnum = builder.enumType("CaraActionEffect", { values: EFFECT_KINDS });
const CaraActionExpiryEnum = builder.enumType("CaraActionExpiry", { values: EXPIRY_REASONS });
const CaraPreApprovalRuleEnum = builder.enumType("CaraPreApprovalRule", { values: PRE_APPROVAL_RULES });

export const CaraProposedActionRef = builder.objectRef<EffectApproval>("CaraProposedAction").implement({
  description:
    "A tool call with an effect outside the product that Cara proposed: it runs only when a person approves it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    state: t.field({ type: CaraActionStateEnum, resolve: (a) => a.state }),
    effect: t.field({ type: CaraActionEffectEnum, resolve: (a) => a.effect }),
    effectLabel: t.string({ resolve: (a) => EFFECT_LABELS[a.effect] }),
    tool: t.string({ description: "The tool (FILL_TEMPLATE, SEARCH_WEB, ...).", resolve: (a) => a.toolName }),
    input: t.field({ type: "JSON", description: "The exact input the call runs with.", resolve: (a) => a.input }),
    eventId: t.exposeID("eventId", { nullable: true, description: "The plan's TOOL_CALL event that shows it." }),
    decidedBy: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      resolve: (a, _args, { loaders }) => (a.decidedBy ? loaders.agencyUser.load(a.decidedBy) : null),
    }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    resumed: t.boolean({
      description:
        "Whether the decision has gone to Cara (false while another action of the same run still waits for a person).",
      resolve: (a) => a.resumeRunId !== null,
    }),
    executedAt: t.expose("executedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the approved call ran (once).",
    }),
    expiredReason: t.field({
      type: CaraActionExpiryEnum,
      nullable: true,
      description:
        "Why it expired (state EXPIRED): it waited too long, the task that proposed it failed, or the conversation moved on.",
      resolve: (a) => a.expiredReason,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

mutationFromOperation(approveCaraActionOperation, {
  type: CaraProposedActionRef,
  args: (t) => ({ id: t.id({ required: true }) }),
});

mutationFromOperation(declineCaraActionOperation, {
  type: CaraProposedActionRef,
  args: (t) => ({ id: t.id({ required: true }) }),
});

mutationFromOperation(updateCaraPreApprovalsOperation, {
  type: [CaraPreApprovalRuleEnum],
  args: (t) => ({ rules: t({ type: [CaraPreApprovalRuleEnum], required: true }) }),
});

builder.queryField("caraPreApprovals", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [CaraPreApprovalRuleEnum],
    description: "The agency's pre-approval rules: what Cara carries out outside the product without asking.",
    resolve: async (_root, _args, { agency }) => [...(await preApprovalsOf(agency))],
  }),
);
