import { eq } from "drizzle-orm";
import type { ServiceRequestType, UpdateType } from "#domain/service-request.ts";
import { noClient, type AgencyCtx, type Ctx } from "#server/lib/context.ts";
import { calls, serviceRequestCalls, type CallTranscriptEntry } from "#server/modules/calls/calls.table.ts";
import { emailMessages, emailThreads, serviceRequestEmailThreads } from "#server/modules/emails/email-threads.table.ts";
import { createServiceRequest } from "#server/modules/servicing/servicing-create.service.ts";
import { refreshServiceRequestSearchText, appendVersion } from "#server/modules/servicing/servicing-writes.service.ts";
import type { ServiceRequest } from "#server/modules/servicing/servicing.service.ts";
import {
  serviceRequestComments,
  serviceRequests,
  serviceRequestVersions,
} from "#server/modules/servicing/servicing.table.ts";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function actingAs(ctx: Ctx, agencyId: string, userId: string, at?: Date): AgencyCtx {
  return {
    ...ctx,
    actor: { type: "AGENCY_USER", agencyId, agencyUserId: userId, sessionId: null },
    client: ctx.client ?? noClient,
    ...(at ? { now: () => at } : {}),
  };
}

/** A request through the service (validated, version 1, audited) as `userId`. */
export async function buildServiceRequest(
  ctx: AgencyCtx,
  input: Record<string, unknown> & { type: ServiceRequestType },
): Promise<ServiceRequest> {
  return createServiceRequest(ctx, {
    clientName: "Dana Client",
    clientEmail: "dana@client.example",
    details: "Please help.",
    ...input,
  });
}

/** What happened to a seeded request after it was created, in order. */
type Event =
  | { kind: "assign"; to: string | null; by: string; hoursLater: number }
  | { kind: "due"; at: Date | null; by: string; hoursLater: number }
  | { kind: "comment"; content: string; by: string; hoursLater: number }
  | { kind: "resolve"; notes: string; by: string; hoursLater: number };

/**
 * Writes a request the way it would have happened: created `createdDaysAgo` by the client (an
 * AGENCY_CLIENT initiator, no mail), then each event as its own version at its own time. No
 * notification mails are written (the seed must not fill the outbox).
 */
async function replayRequest(
  ctx: Ctx,
  agencyId: string,
  request: Omit<typeof serviceRequests.$inferInsert, "agencyId" | "createdAt" | "updatedAt">,
  createdAt: Date,
  events: Event[],
  createdBy: "AGENCY_CLIENT" | "CARA" = "AGENCY_CLIENT",
) {
  const [row] = await ctx.db
    .insert(serviceRequests)
    .values({ ...request, agencyId, createdAt, updatedAt: createdAt })
    .returning();
  let current = row!;
  const system = actingAs(ctx, agencyId, "00000000-0000-0000-0000-000000000000", createdAt);
  await appendVersion(system, current, ["CREATE"], { type: createdBy, id: null });
  let at = createdAt.getTime();
  for (const event of events) {
    at += event.hoursLater * HOUR_MS;
    const when = new Date(at);
    const acting = actingAs(ctx, agencyId, event.by, when);
    let updateTypes: UpdateType[];
    let set: Partial<typeof serviceRequests.$inferInsert>;
    if (event.kind === "assign") {
      set = { assigneeId: event.to };
      updateTypes = ["ASSIGN"];
    } else if (event.kind === "due") {
      set = { dueAt: event.at };
      updateTypes = ["UPDATE_DUE_DATE"];
    } else if (event.kind === "comment") {
      await ctx.db
        .insert(serviceRequestComments)
        .values({ serviceRequestId: current.id, agencyUserId: event.by, content: event.content, createdAt: when });
      set = {};
      updateTypes = ["ADD_COMMENT"];
    } else {
      set = { state: "CLOSED", resolutionNotes: event.notes, resolvedAt: when, resolvedById: event.by };
      updateTypes = ["CLOSE"];
    }
    const [updated] = await ctx.db
      .update(serviceRequests)
      .set({ ...set, updatedAt: when })
      .where(eq(serviceRequests.id, current.id))
      .returning();
    current = updated!;
    await appendVersion(acting, current, updateTypes, { type: "AGENCY_USER", id: event.by });
  }
  await refreshServiceRequestSearchText(actingAs(ctx, agencyId, "00000000-0000-0000-0000-000000000000"), {
    requestId: current.id,
  });
  return current;
}

interface SeedAccount {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
}

const ADDRESSES = [
  { line1: "200 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  { line1: "15 Exchange Street", line2: "Floor 2", city: "Portland", zone: "ME", postalCode: "04101" },
  { line1: "1 Monument Square", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  { line1: "88 Congress Street", line2: null, city: "Salem", zone: "MA", postalCode: "01970" },
];

/** Per-type requests, written like clients write them. */
const TEMPLATES: Array<{ type: ServiceRequestType; details: string; data?: (i: number) => Record<string, unknown> }> = [
  {
    type: "CREATE_CERTIFICATE",
    details:
      "We start a job for the property manager next week and they need a certificate naming them as additional insured.",
    data: (i) => ({
      createCertificate: {
        name: ["Casco Bay Property Management", "Harbor Realty Trust", "City of Portland Parks", "Back Cove Builders"][
          i % 4
        ],
        address: ADDRESSES[i % ADDRESSES.length],
        additionalInsured: i % 2 === 0,
        additionalInsuredRelationship: i % 2 === 0 ? "Property manager" : null,
        additionalInsuredRelationshipDescription: i % 2 === 0 ? "Required by the service contract, section 9" : null,
      },
    }),
  },
  {
    type: "ADD_ADDITIONAL_INSURED",
    details: "Our new landlord requires to be added as additional insured on the general liability policy.",
    data: (i) => ({
      addAdditionalInsured: {
        name: ["Exchange Street Holdings LLC", "Fore River Partners"][i % 2],
        address: ADDRESSES[(i + 1) % ADDRESSES.length],
        relationship: "Landlord",
      },
    }),
  },
  {
    type: "QUESTION",
    details: "Question about our coverage.",
    data: (i) => ({
      question: {
        question: [
          "Does our policy cover equipment stolen from a job site?",
          "Are we covered if an employee uses their own car for a delivery?",
          "What is our deductible for water damage?",
        ][i % 3],
      },
    }),
  },
  {
    type: "CANCEL_POLICY",
    details: "We sold the second truck and want to cancel its auto policy.",
    data: (i) => ({
      cancelPolicy: {
        reason: ["Vehicle sold", "Business closed the second location", "Found coverage through our trade association"][
          i % 3
        ],
      },
    }),
  },
  {
    type: "DOCUMENT_REQUEST",
    details: "Please send the full policy documents.",
    data: (i) => ({
      documentRequest: { type: ["Policy declarations", "Loss runs (5 years)", "Workers comp audit"][i % 3] },
    }),
  },
  {
    type: "ENDORSE_POLICY",
    details: "We added a location at 45 Wharf Street from the first of the month; please endorse the policy.",
  },
  {
    type: "QUOTE_REQUEST",
    details: "We are opening a second shop and need a quote for property and general liability.",
  },
  { type: "OTHER", details: "Our mailing address changed; please update your records." },
];

const COMMENTS = [
  "Called the client to confirm the holder's address.",
  "Waiting on the carrier; they said two business days.",
  "Sent the request to the underwriter.",
  "Client confirmed by email.",
  "Checked the policy: the endorsement is allowed without a premium change.",
];

const NOTES = [
  "Issued and emailed to the holder.",
  "Carrier processed the endorsement; documents sent.",
  "Answered by phone; client satisfied.",
  "Sent the documents to the client.",
];

const CALL_TRANSCRIPT: CallTranscriptEntry[] = [
  { role: "agent", content: "Thank you for calling Harbor Insurance Agency, this is Cara. How can I help you today?" },
  { role: "user", content: "Hi, I need a certificate of insurance for a property manager. We start a job on Monday." },
  { role: "agent", content: "I can help with that. What is the name and address of the certificate holder?" },
  { role: "user", content: "Casco Bay Property Management, 200 Fore Street, Portland, Maine 04101." },
  { role: "tool_invocation", content: "lookup_policies", toolName: "lookup_policies" },
  { role: "tool_result", content: "2 policies in force" },
  { role: "agent", content: "Thanks. Do they need to be named as additional insured?" },
  { role: "user", content: "Yes, the contract says so." },
  { role: "agent", content: "Got it. I've opened a request and an account manager will send the certificate today." },
];

/** ~60 requests for the demo agency: every type and both states, with their history and a few conversations. */
export async function seedDemoServiceRequests(
  ctx: Ctx,
  {
    agency,
    users,
    accounts,
    policies,
  }: {
    agency: { id: string };
    users: Array<{ id: string }>;
    accounts: SeedAccount[];
    policies: Array<{ id: string; accountId: string; deletedAt?: Date | null }>;
  },
) {
  const now = ctx.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const live = policies.filter((p) => !p.deletedAt);
  const created: ServiceRequest[] = [];
  const COUNT = 60;
  for (let i = 0; i < COUNT; i++) {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    const account = i % 6 === 5 ? null : accounts[(i * 7) % accounts.length]!;
    const policy = account ? live.find((p) => p.accountId === account.id) : undefined;
    const owner = users[i % users.length]!.id;
    const closed = i % 3 === 0;
    const createdAt = new Date(now.getTime() - (COUNT - i) * 11 * HOUR_MS - (i % 4) * 17 * 60_000);
    const events: Event[] = [];
    if (i % 5 !== 4)
      events.push({ kind: "assign", to: owner, by: users[(i + 1) % users.length]!.id, hoursLater: 1 + (i % 3) });
    if (i % 4 !== 3) {
      const dueOffset = closed ? -(i % 5) : [0, 0, 1, 3, -1, 7][i % 6]!;
      events.push({ kind: "due", at: new Date(today + dueOffset * DAY_MS + 17 * HOUR_MS), by: owner, hoursLater: 0.5 });
    }
    for (let c = 0; c < i % 3; c++)
      events.push({
        kind: "comment",
        content: COMMENTS[(i + c) % COMMENTS.length]!,
        by: users[(i + c) % users.length]!.id,
        hoursLater: 2 + c,
      });
    if (closed) events.push({ kind: "resolve", notes: NOTES[i % NOTES.length]!, by: owner, hoursLater: 3 });
    const viaCall = template.type === "CREATE_CERTIFICATE" && i % 16 === 0; // the transcript is a certificate call
    const request = await replayRequest(
      ctx,
      agency.id,
      {
        type: template.type,
        clientName: account ? null : ["Walk-in: Tom Reyes", "Lucia Moretti", "Ben Carter", "Ava Thompson"][i % 4]!,
        clientEmail: account?.email ?? `client${i}@mail.example`,
        clientPhone: account?.phone ?? "(207) 555-01" + String(10 + (i % 90)).padStart(2, "0"),
        details: template.details,
        accountId: account?.id ?? null,
        businessPolicyId: policy?.id ?? null,
        typeData: (template.data?.(i) ?? {}) as never,
      },
      createdAt,
      events,
      viaCall ? "CARA" : "AGENCY_CLIENT",
    );
    created.push(request);
    if (viaCall) await attachCall(ctx, agency.id, request, account?.id ?? null, createdAt);
    if (i % 10 === 6) await attachEmailThread(ctx, agency.id, request, account?.id ?? null, createdAt, template.type);
  }
  return { requests: created };
}

async function attachCall(ctx: Ctx, agencyId: string, request: ServiceRequest, accountId: string | null, at: Date) {
  const [call] = await ctx.db
    .insert(calls)
    .values({
      agencyId,
      accountId,
      status: "ENDED",
      startedAt: new Date(at.getTime() - 4 * 60_000),
      endedAt: at,
      fromName: "Nina Harbor",
      fromNumber: "+12075550143",
      disconnectionReason: "user_hangup",
      successful: true,
      sentiment: "positive",
      summary: "Caller needs a certificate for a property manager naming them as additional insured; request opened.",
      transcript: CALL_TRANSCRIPT,
    })
    .returning();
  await ctx.db.insert(serviceRequestCalls).values({ serviceRequestId: request.id, callId: call!.id });
}

async function attachEmailThread(
  ctx: Ctx,
  agencyId: string,
  request: ServiceRequest,
  accountId: string | null,
  at: Date,
  type: ServiceRequestType,
) {
  const [thread] = await ctx.db
    .insert(emailThreads)
    .values({
      agencyId,
      accountId,
      subject: type === "QUOTE_REQUEST" ? "Quote for our second shop" : "Policy documents",
      state: "ENDED",
      waitingFor: "AGENT",
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const message = (minutes: number, senderRole: "CLIENT" | "CARA" | "AGENT", senderEmail: string, body: string) => ({
    threadId: thread!.id,
    sentAt: new Date(at.getTime() + minutes * 60_000),
    senderRole,
    senderEmail,
    body,
  });
  await ctx.db
    .insert(emailMessages)
    .values([
      message(-30, "CLIENT", request.clientEmail ?? "client@mail.example", `Hello,\n\n${request.details}\n\nThanks!`),
      message(
        -28,
        "CARA",
        "cara@harbor-agency.test",
        "Thanks for your email. I've passed this to your account manager, who will follow up today.",
      ),
      message(60, "AGENT", "priya.shah@harbor-agency.test", "Hi, I'm on it and will send what you need by end of day."),
    ]);
  await ctx.db.insert(serviceRequestEmailThreads).values({ serviceRequestId: request.id, threadId: thread!.id });
}

const LARGE_TYPES: ServiceRequestType[] = [
  "CREATE_CERTIFICATE",
  "QUESTION",
  "ENDORSE_POLICY",
  "DOCUMENT_REQUEST",
  "OTHER",
  "QUOTE_REQUEST",
];

/** `--size large`: `count` requests on the agency's accounts (bulk, one CREATE version each), for benchmarks. */
export async function buildLargeServiceRequests(
  ctx: Ctx,
  agencyId: string,
  accountIds: string[],
  userIds: string[],
  count = 50_000,
): Promise<number> {
  const now = ctx.now();
  const CHUNK = 1000;
  for (let start = 0; start < count; start += CHUNK) {
    const rows: Array<typeof serviceRequests.$inferInsert> = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const createdAt = new Date(now.getTime() - (count - i) * 9 * 60_000);
      const type = LARGE_TYPES[i % LARGE_TYPES.length]!;
      rows.push({
        agencyId,
        type,
        state: i % 4 === 0 ? "OPEN" : "CLOSED",
        clientEmail: `client${i}@mail.example`,
        details: `Request ${i}: ${TEMPLATES.find((t) => t.type === type)?.details ?? ""}`,
        accountId: accountIds[i % accountIds.length] ?? null,
        assigneeId: i % 3 === 0 ? null : userIds[i % userIds.length]!,
        dueAt: i % 2 === 0 ? new Date(createdAt.getTime() + 3 * DAY_MS) : null,
        typeData: type === "QUESTION" ? { question: { question: "Is flood covered?" } } : {},
        resolvedAt: i % 4 === 0 ? null : new Date(createdAt.getTime() + DAY_MS),
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await ctx.db
      .insert(serviceRequests)
      .values(rows)
      .returning({ id: serviceRequests.id, createdAt: serviceRequests.createdAt });
    await ctx.db.insert(serviceRequestVersions).values(
      inserted.map((r) => ({
        serviceRequestId: r.id,
        version: 1,
        updateTypes: ["CREATE"] as UpdateType[],
        initiatorType: "AGENCY_CLIENT" as const,
        snapshot: {},
        createdAt: r.createdAt,
      })),
    );
  }
  await refreshServiceRequestSearchText(actingAs(ctx, agencyId, userIds[0]!), { unindexed: true });
  return count;
}
