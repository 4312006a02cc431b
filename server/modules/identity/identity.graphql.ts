import { getAgencyTimeZone } from "./agency-time-zone.service.ts";
import { setAgencyTimeZoneOperation } from "./identity.operations.ts";
import { AGENCY_USER_STATES } from "../../../domain/identity.ts";
import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { isAgencyUserCtx } from "../../lib/context.ts";
import { listAgencyUsers, type Agency, type AgencyUser } from "./agency.service.ts";
import type { AgencyConfiguration, AgencyUserPreferences, MailingAddress } from "./identity.table.ts";
import { signOut, startSignInCodeRequest, verifySignInCode } from "./sign-in.service.ts";

export const AgencyUserStateEnum = builder.enumType("AgencyUserState", { values: AGENCY_USER_STATES });

export const MailingAddressRef = builder.objectRef<MailingAddress>("MailingAddress").implement({
  fields: (t) => ({
    line1: t.exposeString("line1"),
    line2: t.exposeString("line2", { nullable: true }),
    city: t.exposeString("city"),
    zone: t.exposeString("zone", { description: "US state code" }),
    postalCode: t.exposeString("postalCode"),
  }),
});

type CoiConfiguration = NonNullable<AgencyConfiguration["liabilityCOIConfiguration"]>;
const LiabilityCOIConfigurationRef = builder.objectRef<CoiConfiguration>("LiabilityCOIConfiguration").implement({
  description: "The producer contact printed on certificates of liability insurance.",
  fields: (t) => ({
    contactName: t.exposeString("contactName", { nullable: true }),
    contactEmail: t.exposeString("contactEmail", { nullable: true }),
    contactPhone: t.exposeString("contactPhone", { nullable: true }),
  }),
});

const AgencyConfigurationRef = builder.objectRef<AgencyConfiguration>("AgencyConfiguration").implement({
  fields: (t) => ({
    liabilityCOIConfiguration: t.field({
      type: LiabilityCOIConfigurationRef,
      nullable: true,
      resolve: (c) => c.liabilityCOIConfiguration ?? null,
    }),
  }),
});

export const AgencyRef = builder.objectRef<Agency>("Agency").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    mailingAddress: t.field({ type: MailingAddressRef, nullable: true, resolve: (a) => a.mailingAddress }),
    configuration: t.field({ type: AgencyConfigurationRef, resolve: (a) => a.configuration }),
    // subscription: added by the billing module (billing.graphql.ts), which depends on this one
  }),
});

const AgencyUserPreferencesRef = builder.objectRef<AgencyUserPreferences>("AgencyUserPreferences").implement({
  fields: (t) => ({
    favoritePresets: t.stringList({ resolve: (p) => p.favoritePresets ?? [] }),
    favoriteCustomPresets: t.stringList({ resolve: (p) => p.favoriteCustomPresets ?? [] }),
  }),
});

export const AgencyUserRef = builder.objectRef<AgencyUser>("AgencyUser").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    state: t.field({ type: AgencyUserStateEnum, resolve: (u) => u.state }),
    preferences: t.field({ type: AgencyUserPreferencesRef, resolve: (u) => u.preferences }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    agency: t.withAuth({ signedIn: true }).field({
      type: AgencyRef,
      resolve: (_user, _args, { loaders }) => loaders.viewerAgency(),
    }),
  }),
});

builder.queryField("agencyUser", (t) =>
  t.field({
    type: AgencyUserRef,
    nullable: true,
    skipTypeScopes: true, // the viewer answers behind the subscription gate
    description: "The signed-in agency user, or null without a session.",
    // the signed-in user's row came with the session (one statement per request, ADR 018)
    resolve: (_root, _args, { agency, loaders }) =>
      isAgencyUserCtx(agency) && loaders ? loaders.agencyUser.load(agency.actor.agencyUserId) : null,
  }),
);

builder.queryField("agencyUsers", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [AgencyUserRef],
    description: "Users of the signed-in user's agency, active first, then by name.",
    resolve: (_root, _args, { agency }) => listAgencyUsers(agency),
  }),
);

const AgencySignInPayload = builder
  .objectRef<{ codeSent: boolean; agencyUserId: string | null }>("AgencySignInPayload")
  .implement({
    fields: (t) => ({
      codeSent: t.exposeBoolean("codeSent", {
        description: "True after step one: a code was emailed if the address has an account.",
      }),
      agencyUserId: t.exposeID("agencyUserId", {
        nullable: true,
        description: "Set after step two: the user now signed in.",
      }),
    }),
  });

builder.mutationField("agencySignIn", (t) =>
  t.field({
    type: AgencySignInPayload,
    skipTypeScopes: true,
    description:
      "Without a code: email a six-digit sign-in code. With a code: verify it, start a session (cookie) and return the user id.",
    errors: {},
    args: {
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: false }),
    },
    resolve: async (_root, { email, code }, { ctx, cookies, afterResponse }) => {
      if (code == null) {
        await startSignInCodeRequest(ctx, { email }, afterResponse);
        return { codeSent: true, agencyUserId: null };
      }
      const result = await verifySignInCode(ctx, { email, code });
      cookies.setSession(result.session.token, result.session.expiresAt);
      return { codeSent: false, agencyUserId: result.agencyUserId };
    },
  }),
);

builder.mutationField("agencySignOut", (t) =>
  t.boolean({
    skipTypeScopes: true,
    description: "Ends the current session. True even when there was none.",
    resolve: async (_root, _args, { ctx, cookies }) => {
      await signOut(ctx);
      cookies.clearSession();
      return true;
    },
  }),
);

const AgencyTimeZoneRef = builder.objectRef<{ setting: string | null; effective: string }>("AgencyTimeZone").implement({
  description: "The agency's time zone: certificate dates and 'today' are the agency's days.",
  fields: (t) => ({
    setting: t.exposeString("setting", { nullable: true, description: "Null: taken from the agency's state." }),
    effective: t.exposeString("effective", { description: "The IANA zone in use." }),
  }),
});

builder.objectField(AgencyRef, "timeZone", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AgencyTimeZoneRef,
    resolve: (_agency, _args, { agency }) => getAgencyTimeZone(agency),
  }),
);

mutationFromOperation(setAgencyTimeZoneOperation, {
  type: AgencyTimeZoneRef,
  args: (t) => ({ timeZone: t.string({ required: false }) }),
  input: ({ timeZone }) => ({ timeZone: timeZone ?? null }),
});
