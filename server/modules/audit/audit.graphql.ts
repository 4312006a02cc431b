import { GraphQLError } from "graphql";
import { ACTOR_TYPES, actorLabel } from "../../../domain/actors.ts";
import { builder } from "../../graphql/builder.ts";
import { whileSessionActive } from "../../graphql/live.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { auditEntryTopic } from "../../lib/topics.ts";
import { getAuditEntry, listAuditEntries, type AuditEntry } from "./audit.service.ts";

function parseEventId(id: string | null | undefined): number | undefined {
  if (id == null) return undefined;
  if (!/^\d{1,15}$/.test(id)) {
    throw new GraphQLError("before must be the id of an audit event", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return Number(id);
}

export const AuditActorTypeEnum = builder.enumType("AuditActorType", {
  values: ACTOR_TYPES,
  description:
    "Who acted: a user, Cara (actorId = the user it acted for, if any), an integration, the platform or nobody.",
});

type AuditEvent = AuditEntry;

/** The agency's new entries: each live event carries an id, the entry is read back. */
async function* newAuditEntries(agency: AgencyCtx, signal: AbortSignal): AsyncGenerator<AuditEntry> {
  for await (const event of agency.events.subscribe(auditEntryTopic, agency.actor.agencyId, signal)) {
    const entry = await getAuditEntry(agency, event.id);
    if (entry) yield entry;
  }
}

const AuditEventRef = builder.objectRef<AuditEvent>("AuditEvent").implement({
  description: "One entry of the agency's append-only audit log.",
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.id) }),
    action: t.exposeString("action"),
    actorType: t.field({ type: AuditActorTypeEnum, resolve: (e) => e.actorType }),
    actorId: t.exposeID("actorId", { nullable: true }),
    actorDetail: t.exposeString("actorDetail", {
      nullable: true,
      description: "Cara's channel (COPILOT, EMAIL, VOICE, INTEGRATION), or the integration's name.",
    }),
    actorName: t.withAuth({ signedIn: true }).string({
      description: 'Who acted, as people read it: a name, "Cara", "Cara on behalf of <name>" or the integration.',
      resolve: async (e, _args, { loaders }) => {
        const user = e.actorId ? await loaders.agencyUser.load(e.actorId) : null;
        return actorLabel({ type: e.actorType, userName: user?.name ?? null, detail: e.actorDetail });
      },
    }),
    recordType: t.exposeString("recordType", { nullable: true }),
    recordId: t.exposeString("recordId", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (e) => e.createdAt }),
  }),
});

builder.queryField("auditEvents", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [AuditEventRef],
    description: "The agency's audit log, newest first.",
    args: {
      first: t.arg.int({ required: false, defaultValue: 50 }),
      before: t.arg.id({ required: false, description: "Entries older than this id." }),
    },
    resolve: (_root, { first, before }, { agency }) =>
      listAuditEntries(agency, { limit: first ?? 50, before: parseEventId(before) }),
  }),
);

builder.subscriptionField("auditEvents", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AuditEventRef,
    description: "New audit log entries of the agency as they are written.",
    subscribe: (_root, _args, { agency }) => whileSessionActive(agency, (signal) => newAuditEntries(agency, signal)),
    resolve: (event) => event,
  }),
);
