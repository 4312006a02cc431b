import { builder } from "../../graphql/builder.ts";
import { AgencyUserRef } from "../identity/identity.graphql.ts";
import { createAgencyUser, disableAgencyUser, enableAgencyUser } from "./seats.service.ts";

/** Users and their seats (spec §7 createAgencyUser, disableAgencyUser, enableAgencyUser). */
const CreateAgencyUserInputRef = builder.inputType("CreateAgencyUserInput", {
  fields: (t) => ({ name: t.string({ required: true }), email: t.string({ required: true }) }),
});

builder.mutationField("createAgencyUser", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AgencyUserRef,
    errors: {},
    description: "Adds an ACTIVE user to the agency; needs a free seat.",
    args: { input: t.arg({ type: CreateAgencyUserInputRef, required: true }) },
    resolve: (_root, { input }, { agency }) => createAgencyUser(agency, input),
  }),
);

builder.mutationField("disableAgencyUser", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AgencyUserRef,
    errors: {},
    description: "Frees the user's seat, ends their sessions and blocks sign-in.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => disableAgencyUser(agency, String(id)),
  }),
);

builder.mutationField("enableAgencyUser", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AgencyUserRef,
    errors: {},
    description: "Re-activates a disabled user; needs a free seat.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => enableAgencyUser(agency, String(id)),
  }),
);
