import { z } from "zod";
import { PRE_APPROVAL_RULES } from "../../../domain/effects.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { decideEffect, setPreApprovals } from "./effect-approvals.service.ts";

/** A person's decisions on what Cara proposed to do outside the product (ADR 060): only a signed-in user. */

export const approveCaraActionOperation = defineOperation({
  name: "approveCaraAction",
  description:
    "Approves an action Cara proposed (a certificate to a third party, a web search, an AMS write) with the exact " +
    "input shown: Cara carries it out once and goes on. Refused once decided or while Cara is working.",
  access: "agencyUser",
  input: z.object({ id: recordIdInput }),
  run: (ctx, { id }) => decideEffect(ctx, { id, approve: true }),
});

export const declineCaraActionOperation = defineOperation({
  name: "declineCaraAction",
  description: "Declines an action Cara proposed: it is not carried out, and Cara is told. Refused once decided.",
  access: "agencyUser",
  input: z.object({ id: recordIdInput }),
  run: (ctx, { id }) => decideEffect(ctx, { id, approve: false }),
});

export const updateCaraPreApprovalsOperation = defineOperation({
  name: "updateCaraPreApprovals",
  description:
    "Sets the agency's pre-approval rules: the named, narrow cases Cara carries out without asking (none: every " +
    "action outside the product waits for a person). The audit says which rule approved each action.",
  access: "agencyUser",
  input: z.object({ rules: z.array(z.enum(PRE_APPROVAL_RULES)).max(PRE_APPROVAL_RULES.length) }),
  run: (ctx, { rules }) => setPreApprovals(ctx, rules),
});
