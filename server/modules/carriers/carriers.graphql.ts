import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { createCarrierOperation } from "./carriers.operations.ts";
import { listCarriers, type Carrier } from "./carriers.service.ts";

/** A carrier or wholesale broker (docs/product/accounts-and-contacts.md; carrier{isCarrier}, broker{isBroker}). */
export const CarrierRef = builder.objectRef<Carrier>("Carrier").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    naicCode: t.exposeString("naicCode", {
      nullable: true,
      description: "NAIC company code (5 digits), for carriers.",
    }),
    isCarrier: t.exposeBoolean("isCarrier"),
    isBroker: t.exposeBoolean("isBroker", { description: "A wholesale broker." }),
    isShared: t.boolean({
      description: "From the shared list, not the agency's own entry.",
      resolve: (c) => c.agencyId === null,
    }),
  }),
});

builder.queryField("carriers", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [CarrierRef],
    description: "The shared list of US carriers and wholesale brokers plus the agency's own, by name.",
    resolve: (_root, _args, { agency }) => listCarriers(agency),
  }),
);

const CreateCarrierInputRef = builder.inputType("CreateCarrierInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    naicCode: t.string(),
    isCarrier: t.boolean(),
    isBroker: t.boolean(),
  }),
});

mutationFromOperation(createCarrierOperation, {
  type: CarrierRef,
  args: (t) => ({ input: t({ type: CreateCarrierInputRef, required: true }) }),
  // a flag left out (or null) takes the input's default
  input: ({ input }) => ({
    input: { ...input, isCarrier: input.isCarrier ?? undefined, isBroker: input.isBroker ?? undefined },
  }),
});
