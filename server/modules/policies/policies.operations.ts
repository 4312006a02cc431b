import { z } from "zod";
import {
  cancelBusinessPolicyInput,
  createBusinessPoliciesInput,
  reinstateBusinessPolicyInput,
  renewBusinessPolicyInput,
  updateBusinessPolicyInput,
} from "../../../domain/policy/inputs.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { cancelBusinessPolicy, reinstateBusinessPolicy, renewBusinessPolicy } from "./policy-lifecycle.service.ts";
import { createBusinessPolicies, deleteBusinessPolicy, updateBusinessPolicy } from "./policy-writes.service.ts";

/** Policies' use cases (ADR 011): the GraphQL mutations and the assistant's tools are built from these. */
export const createBusinessPoliciesOperation = defineOperation({
  name: "createBusinessPolicies",
  description: "Creates policies on a business account; each succeeds or fails on its own (partial errors allowed).",
  access: "agency",
  input: z.object({ input: createBusinessPoliciesInput }),
  run: (ctx, { input }) => createBusinessPolicies(ctx, input),
});

export const updateBusinessPolicyOperation = defineOperation({
  name: "updateBusinessPolicy",
  description: "Edits a policy: fields left out stay as they are; `updateReason` says why it changed.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: updateBusinessPolicyInput }),
  run: (ctx, { id, input }) => updateBusinessPolicy(ctx, id, input),
});

export const deleteBusinessPolicyOperation = defineOperation({
  name: "deleteBusinessPolicy",
  description: "Deletes the policy (hidden everywhere); refused while a newer renewal exists.",
  access: "agency",
  input: z.object({ id: recordIdInput }),
  run: (ctx, { id }) => deleteBusinessPolicy(ctx, id),
});

export const cancelBusinessPolicyOperation = defineOperation({
  name: "cancelBusinessPolicy",
  description: "Records a cancellation: CANCELED at once when effective today or earlier, else pending until the date.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: cancelBusinessPolicyInput }),
  run: (ctx, { id, input }) => cancelBusinessPolicy(ctx, id, input),
});

export const reinstateBusinessPolicyOperation = defineOperation({
  name: "reinstateBusinessPolicy",
  description: "Records the reinstatement of a canceled policy; its state goes back to what its dates say.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: reinstateBusinessPolicyInput.nullish() }),
  run: (ctx, { id, input }) => reinstateBusinessPolicy(ctx, id, input ?? {}),
});

export const renewBusinessPolicyOperation = defineOperation({
  name: "renewBusinessPolicy",
  description: "Creates the next term as a BINDING policy linked to this one; returns the new policy.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: renewBusinessPolicyInput.nullish() }),
  run: (ctx, { id, input }) => renewBusinessPolicy(ctx, id, input ?? {}),
});
