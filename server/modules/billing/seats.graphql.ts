import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { AgencyUserRef } from "../identity/identity.graphql.ts";
import {
  createAgencyUserOperation,
  disableAgencyUserOperation,
  enableAgencyUserOperation,
} from "./seats.operations.ts";

/** Users and their seats (docs/product/users-and-seats.md; createAgencyUser, disableAgencyUser, enableAgencyUser). */
const CreateAgencyUserInputRef = builder.inputType("CreateAgencyUserInput", {
  fields: (t) => ({ name: t.string({ required: true }), email: t.string({ required: true }) }),
});

mutationFromOperation(createAgencyUserOperation, {
  type: AgencyUserRef,
  args: (t) => ({ input: t({ type: CreateAgencyUserInputRef, required: true }) }),
});

mutationFromOperation(disableAgencyUserOperation, {
  type: AgencyUserRef,
  args: (t) => ({ id: t.id({ required: true }) }),
});

mutationFromOperation(enableAgencyUserOperation, {
  type: AgencyUserRef,
  args: (t) => ({ id: t.id({ required: true }) }),
});
