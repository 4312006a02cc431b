import { accountInput } from "../../../domain/account.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { z } from "zod";
import { createAccount, updateAccount } from "./accounts.service.ts";

/** Accounts' use cases (ADR 011): the GraphQL mutations and the assistant's tools are built from these. */
export const createAccountOperation = defineOperation({
  name: "createAccount",
  description:
    "Creates an account: a business with its primary contact (new, or an existing one by id), or an individual.",
  access: "agency",
  input: z.object({ input: accountInput }),
  run: (ctx, { input }) => createAccount(ctx, input),
});

export const updateAccountOperation = defineOperation({
  name: "updateAccount",
  description: "Edits an account with the same input as create; `contact` edits its primary contact.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: accountInput }),
  run: (ctx, { id, input }) => updateAccount(ctx, id, input),
});
