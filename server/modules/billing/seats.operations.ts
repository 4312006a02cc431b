import { z } from "zod";
import { createAgencyUserInput } from "../../../domain/identity.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { createAgencyUser, disableAgencyUser, enableAgencyUser } from "./seats.service.ts";

/** Users and their seats (ADR 011): the GraphQL mutations and the assistant's tools are built from these. */
export const createAgencyUserOperation = defineOperation({
  name: "createAgencyUser",
  description: "Adds an ACTIVE user to the agency; needs a free seat.",
  access: "agency",
  input: z.object({ input: createAgencyUserInput }),
  run: (ctx, { input }) => createAgencyUser(ctx, input),
});

export const disableAgencyUserOperation = defineOperation({
  name: "disableAgencyUser",
  description: "Frees the user's seat, ends their sessions and blocks sign-in.",
  access: "agency",
  input: z.object({ id: recordIdInput }),
  run: (ctx, { id }) => disableAgencyUser(ctx, id),
});

export const enableAgencyUserOperation = defineOperation({
  name: "enableAgencyUser",
  description: "Re-activates a disabled user; needs a free seat.",
  access: "agency",
  input: z.object({ id: recordIdInput }),
  run: (ctx, { id }) => enableAgencyUser(ctx, id),
});
