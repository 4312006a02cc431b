import { actorLabel } from "../../../domain/actors.ts";
import { builder } from "../../graphql/builder.ts";
import { AuditActorTypeEnum } from "../audit/audit.graphql.ts";
import { listPolicyVersions, type PolicyVersion } from "./policy-history.service.ts";
import type { PolicyChange } from "./policies.table.ts";
import { BusinessPolicyRef } from "./policy-types.graphql.ts";

/** A policy's history (docs/product/policies.md, "History"). */

const PolicyVersionKindEnum = builder.enumType("PolicyVersionKind", {
  values: ["UPDATE", "CANCEL", "REINSTATE", "RENEW"] as const,
});

/** A value as the history shows it: text, numbers and dates as they are stored, objects as null. */
const display = (value: unknown): string | null =>
  value == null || typeof value === "object" ? null : String(value as string | number | boolean);

const PolicyChangeRef = builder.objectRef<PolicyChange>("PolicyChange").implement({
  description: "One field of a change: its value before and after (dates ISO, money as decimal dollars).",
  fields: (t) => ({
    field: t.exposeString("field"),
    from: t.string({ nullable: true, resolve: (c) => display(c.from) }),
    to: t.string({ nullable: true, resolve: (c) => display(c.to) }),
  }),
});

const PolicyVersionRef = builder.objectRef<PolicyVersion>("PolicyVersion").implement({
  description: "One entry of a policy's history: who, when, what changed and why.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: PolicyVersionKindEnum, resolve: (v) => v.kind }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    actorType: t.field({
      type: AuditActorTypeEnum,
      description: "Who made it: a user, Cara (for the user in actorName, if any), an integration or the system.",
      resolve: (v) => v.actorType,
    }),
    actorName: t.withAuth({ signedIn: true }).string({
      description: 'Who made it, as people read it: a name, "Cara", "Cara on behalf of <name>" or the integration.',
      resolve: async (v, _args, { loaders }) => {
        const user = v.actorId ? await loaders.agencyUser.load(v.actorId) : null;
        return actorLabel({ type: v.actorType, userName: user?.name ?? null, detail: v.actorDetail });
      },
    }),
    reason: t.exposeString("reason", { nullable: true }),
    changes: t.field({ type: [PolicyChangeRef], resolve: (v) => v.changes }),
  }),
});

builder.objectField(BusinessPolicyRef, "history", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PolicyVersionRef],
    description: "Edits, cancellations, reinstatements and renewals of this policy, newest first.",
    resolve: (policy, _args, { agency }) => listPolicyVersions(agency, policy.id),
  }),
);
