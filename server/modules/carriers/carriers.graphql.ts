import { builder } from "../../graphql/builder.ts";
import { createCarrier, listCarriers, type Carrier } from "./carriers.service.ts";

/** A carrier or wholesale broker (spec §3 carrier{isCarrier}, broker{isBroker}). */
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

builder.mutationField("createCarrier", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CarrierRef,
    errors: {},
    description: "Adds the agency's own carrier or wholesale broker.",
    args: { input: t.arg({ type: CreateCarrierInputRef, required: true }) },
    resolve: (_root, { input }, { agency }) =>
      createCarrier(agency, {
        ...input,
        isCarrier: input.isCarrier ?? undefined,
        isBroker: input.isBroker ?? undefined,
      }),
  }),
);
