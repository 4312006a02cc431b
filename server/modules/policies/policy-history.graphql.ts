import { builder } from "../../graphql/builder.ts";
import { getAgencyUser } from "../identity/agency.service.ts";
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

type VersionWithActor = PolicyVersion & { actorName: string | null };

const PolicyVersionRef = builder.objectRef<VersionWithActor>("PolicyVersion").implement({
  description: "One entry of a policy's history: who, when, what changed and why.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: PolicyVersionKindEnum, resolve: (v) => v.kind }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    actorName: t.exposeString("actorName", { nullable: true, description: "The user who made it; null for Cara." }),
    reason: t.exposeString("reason", { nullable: true }),
    changes: t.field({ type: [PolicyChangeRef], resolve: (v) => v.changes }),
  }),
});

builder.objectField(BusinessPolicyRef, "history", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PolicyVersionRef],
    description: "Edits, cancellations, reinstatements and renewals of this policy, newest first.",
    resolve: async (policy, _args, { agency }) => {
      const versions = await listPolicyVersions(agency, policy.id);
      const names = new Map<string, string | null>();
      for (const id of new Set(versions.map((v) => v.actorId).filter((id): id is string => Boolean(id)))) {
        names.set(
          id,
          await getAgencyUser(agency, id).then(
            (u) => u.name,
            () => null,
          ),
        );
      }
      return versions.map((v) => ({ ...v, actorName: v.actorId ? (names.get(v.actorId) ?? null) : null }));
    },
  }),
);
