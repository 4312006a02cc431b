import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import { listAccounts, listContacts } from "../../modules/accounts/accounts.query.ts";
import { listCarriers } from "../../modules/carriers/carriers.service.ts";
import { listBusinessPolicies } from "../../modules/policies/policies.service.ts";
import { listServiceRequests } from "../../modules/servicing/servicing.service.ts";

export const NO_GRAPH_RESULTS = "No relevant results found in the knowledge graph";

export interface GraphEntity {
  type: "ACCOUNT" | "CONTACT" | "POLICY" | "CARRIER" | "SERVICE_REQUEST";
  id: string;
  name: string;
  /** What the record says, field by field: each value is the record's (its source is the record). */
  facts: Record<string, string | null>;
}

const PER_KIND = 5;
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/**
 * SEARCH_KNOWLEDGE_GRAPH: the agency's records that match each query — accounts, contacts,
 * policies, carriers and service requests — through those modules' own list functions (so the
 * agency scope is theirs). Every word of a query must match, as in the list pages.
 */
export const searchKnowledgeGraphOperation = defineOperation({
  name: "searchKnowledgeGraph",
  description:
    "Finds the agency's records (accounts, contacts, policies, carriers, service requests) matching each query, e.g. a client's name or a policy number.",
  access: "agency",
  input: z.object({ queries: z.array(z.string().trim().min(2).max(200)).min(1).max(5) }),
  run: async (ctx, { queries }) => {
    const carriers = await listCarriers(ctx);
    const results = await Promise.all(
      queries.map(async (query) => {
        const [accounts, contacts, policies, requests] = await Promise.all([
          listAccounts(ctx, { search: query, page: 1, pageSize: PER_KIND }),
          listContacts(ctx, { search: query, first: PER_KIND }),
          listBusinessPolicies(ctx, { search: query, pageSize: PER_KIND }),
          listServiceRequests(ctx, { search: query, pageSize: PER_KIND }),
        ]);
        const words = query.toLowerCase().split(/\s+/);
        const entities: GraphEntity[] = [
          ...accounts.nodes.map((a) => ({
            type: "ACCOUNT" as const,
            id: a.id,
            name: a.name,
            facts: { dba: a.dba ?? null, email: a.email ?? null, phone: a.phone ?? null },
          })),
          ...contacts.map((c) => ({
            type: "CONTACT" as const,
            id: c.id,
            name: c.name,
            facts: { email: c.email, phone: c.phone },
          })),
          ...policies.nodes.map((p) => ({
            type: "POLICY" as const,
            id: p.id,
            name: `${p.type} ${p.policyNumber ?? p.quoteNumber ?? ""}`.trim(),
            facts: {
              account: p.loaded?.account.name ?? null,
              carrier: p.loaded?.carrier?.name ?? null,
              state: p.state,
              policyNumber: p.policyNumber,
              effective: day(p.inforceAt),
              expiration: day(p.expiresAt),
              premium: p.premium,
            },
          })),
          ...carriers
            .filter((c) => words.every((word) => c.name.toLowerCase().includes(word)))
            .slice(0, PER_KIND)
            .map((c) => ({ type: "CARRIER" as const, id: c.id, name: c.name, facts: {} })),
          ...requests.nodes.map((r) => ({
            type: "SERVICE_REQUEST" as const,
            id: r.id,
            name: `${r.type} for ${r.clientName ?? r.loaded?.account?.name ?? "a client"}`,
            facts: {
              state: r.state,
              details: r.details,
              client: r.clientName,
              account: r.loaded?.account?.name ?? null,
            },
          })),
        ];
        return { query, entities };
      }),
    );
    const empty = results.every((result) => result.entities.length === 0);
    return empty ? { results, message: NO_GRAPH_RESULTS } : { results };
  },
});
