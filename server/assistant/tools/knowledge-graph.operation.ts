import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import { listAccounts, listContacts } from "../../modules/accounts/accounts.query.ts";
import { listCarriers } from "../../modules/carriers/carriers.service.ts";
import { listBusinessPolicies } from "../../modules/policies/policies.service.ts";
import { listServiceRequests } from "../../modules/servicing/servicing.service.ts";

export const NO_GRAPH_RESULTS = "No relevant results found in the knowledge graph";

type EntityType = "ACCOUNT" | "CONTACT" | "POLICY" | "CARRIER" | "SERVICE_REQUEST";

export interface GraphEntity {
  type: EntityType;
  id: string;
  name: string;
  /** What the record says, field by field: each value is the record's (its source is the record). */
  facts: Record<string, string | null>;
}

const PER_KIND = 5;
/** Rows per query in all kinds together, the longest value and the whole answer, in characters (issue 29 item 2). */
export const GRAPH_LIMITS = { rowsPerQuery: 10, valueChars: 160, excerptChars: 240, answerChars: 6_000 };

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/**
 * The facts a question may need beyond a record's identity, each with the words that ask for
 * it. A record's identity (its kind, id, name; a policy's account, carrier, number and state; a
 * request's state and client) is always given; anything else only when the question (or the
 * query) names it, so a lookup by name does not carry the client's contact details, premiums or
 * the text of their requests into the model's context.
 */
const ASKED: Record<string, RegExp> = {
  email: /\b(e-?mails?|mail|contacts?|reach|write)\b/,
  phone: /\b(phones?|call|calls|number to call|telephone|mobile|contacts?|reach)\b/,
  effective: /\b(effective|start|starts|began|begins|inception|incept|dates?|term|period|when|in ?force)\b/,
  expiration: /\b(expir\w*|renew\w*|end|ends|lapse\w*|dates?|term|period|when|until|in ?force)\b/,
  premium: /\b(premiums?|cost\w*|price\w*|pay\w*|paid|amount|how much|billing|bill)\b/,
  details:
    /\b(details?|asked|asks|ask|wants?|wrote|said|says|message|request(?:ed|s)? (?:say|said|ask)\w*|what .*request)\b/,
};

const wants = (field: keyof typeof ASKED, asked: string) => ASKED[field]!.test(asked);

const clip = (value: string | null | undefined, max = GRAPH_LIMITS.valueChars): string | null => {
  if (value == null) return null;
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A bounded passage of a long text, around the first word of the query it holds. */
export function excerpt(text: string | null, query: string, max = GRAPH_LIMITS.excerptChars): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const lower = flat.toLowerCase();
  const at = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => lower.indexOf(word))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  const start = Math.max(0, Math.min((at ?? 0) - Math.floor(max / 3), flat.length - max));
  return `${start > 0 ? "…" : ""}${flat.slice(start, start + max).trim()}${start + max < flat.length ? "…" : ""}`;
}

const compact = (facts: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(facts).filter(([, value]) => value != null)) as Record<string, string | null>;

/** An answer within `answerChars`: whole rows dropped from the end of the longest result, with a count of them. */
function bounded(results: Array<{ query: string; entities: GraphEntity[]; more?: number }>) {
  const size = () => JSON.stringify(results).length;
  while (size() > GRAPH_LIMITS.answerChars) {
    const longest = results.reduce((a, b) => (b.entities.length > a.entities.length ? b : a));
    if (longest.entities.length === 0) break;
    longest.entities.pop();
    longest.more = (longest.more ?? 0) + 1;
  }
  return results;
}

/**
 * SEARCH_KNOWLEDGE_GRAPH: the agency's records that match each query — accounts, contacts,
 * policies, carriers and service requests — through those modules' own list functions (so the
 * agency scope is theirs). Every word of a query must match, as in the list pages. It answers
 * only what the question needs (issue 29 item 2): each record's identity, the facts the
 * question or query names, values and request text cut to a bounded length, at most
 * `rowsPerQuery` rows a query and `answerChars` in all.
 */
export const searchKnowledgeGraphOperation = defineOperation({
  name: "searchKnowledgeGraph",
  description:
    "Finds the agency's records (accounts, contacts, policies, carriers, service requests) matching each query, e.g. a client's name or a policy number. Each record comes with its identity; say in `question` what you need to know about them (e.g. 'when does the GL policy expire', 'the client's phone number', 'what the request asks for') to get those facts too: contact details, policy dates, premiums and a request's text are given only when asked for.",
  access: "agency",
  input: z.object({
    queries: z.array(z.string().trim().min(2).max(200)).min(1).max(5),
    question: z.string().trim().max(500).nullish(),
  }),
  run: async (ctx, { queries, question }) => {
    const carriers = await listCarriers(ctx);
    const results = await Promise.all(
      queries.map(async (query) => {
        const asked = `${question ?? ""} ${query}`.toLowerCase();
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
            name: clip(a.name)!,
            facts: compact({
              dba: clip(a.dba),
              email: wants("email", asked) ? clip(a.email) : undefined,
              phone: wants("phone", asked) ? clip(a.phone) : undefined,
            }),
          })),
          ...policies.nodes.map((p) => ({
            type: "POLICY" as const,
            id: p.id,
            name: `${p.type} ${p.policyNumber ?? p.quoteNumber ?? ""}`.trim(),
            facts: compact({
              account: clip(p.loaded?.account.name),
              carrier: clip(p.loaded?.carrier?.name),
              state: p.state,
              policyNumber: clip(p.policyNumber),
              effective: wants("effective", asked) ? day(p.inforceAt) : undefined,
              expiration: wants("expiration", asked) ? day(p.expiresAt) : undefined,
              premium: wants("premium", asked) ? clip(p.premium) : undefined,
            }),
          })),
          ...contacts.map((c) => ({
            type: "CONTACT" as const,
            id: c.id,
            name: clip(c.name)!,
            facts: compact({
              email: wants("email", asked) ? clip(c.email) : undefined,
              phone: wants("phone", asked) ? clip(c.phone) : undefined,
            }),
          })),
          ...requests.nodes.map((r) => ({
            type: "SERVICE_REQUEST" as const,
            id: r.id,
            name: clip(`${r.type} for ${r.clientName ?? r.loaded?.account?.name ?? "a client"}`)!,
            facts: compact({
              state: r.state,
              client: clip(r.clientName),
              account: clip(r.loaded?.account?.name),
              details: wants("details", asked) ? excerpt(r.details, `${question ?? ""} ${query}`) : undefined,
            }),
          })),
          ...carriers
            .filter((c) => words.every((word) => c.name.toLowerCase().includes(word)))
            .slice(0, PER_KIND)
            .map((c) => ({ type: "CARRIER" as const, id: c.id, name: clip(c.name)!, facts: {} })),
        ];
        const kept = entities.slice(0, GRAPH_LIMITS.rowsPerQuery);
        const more = entities.length - kept.length;
        return { query, entities: kept, ...(more > 0 ? { more } : {}) };
      }),
    );
    const empty = results.every((result) => result.entities.length === 0);
    if (empty) return { results, message: NO_GRAPH_RESULTS };
    const answer = bounded(results);
    return answer.some((result) => result.more)
      ? { results: answer, message: "More records matched than are listed (see `more`): ask with a narrower query." }
      : { results: answer };
  },
});
