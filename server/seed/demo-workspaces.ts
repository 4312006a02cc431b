import { and, asc, eq, isNull } from "drizzle-orm";
import type { Address } from "#domain/address.ts";
import type { PolicyDetails } from "#domain/policy/vocabulary.ts";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { createOfflineModel } from "#server/ai/offline/offline-model.ts";
import { jobCtx } from "#server/jobs/job-ctx.ts";
import { noClient, type AgencyCtx, type Ctx } from "#server/lib/context.ts";
import { runOperation } from "#server/lib/operation.ts";
import { accounts } from "#server/modules/accounts/accounts.table.ts";
import { carriers } from "#server/modules/carriers/carriers.table.ts";
import { businessPolicies } from "#server/modules/policies/policies.table.ts";
import { createServiceRequest } from "#server/modules/servicing/servicing-create.service.ts";
import { createCaraWorkspaceOperation } from "#server/modules/workspaces/workspaces.operations.ts";
import { runWorkspaceJob } from "#server/modules/workspaces/workspaces.jobs.ts";
import { caraRuns } from "#server/modules/workspaces/workspaces.table.ts";
import { demoDeclarationsPdf } from "./demo-declarations.ts";
import { buildPolicyFile } from "./document.factory.ts";

/** The demo's finished copilot workspaces: what each asks (the seed test checks these). */
export const DEMO_WORKSPACE_ASKS = {
  question: "What is the each occurrence limit and the policy period?",
  summary: "Summarize this policy",
  email: "Draft a reply to this request",
} as const;

export const DEMO_REQUEST_QUESTION = "What is our general aggregate limit? And when does our policy expire?";

export function actingAs(ctx: Ctx, agencyId: string, userId: string): AgencyCtx {
  return {
    ...ctx,
    actor: { type: "AGENCY_USER", agencyId, agencyUserId: userId, sessionId: null },
    client: ctx.client ?? noClient,
  };
}

const addressLine = (a: Address | null) =>
  a ? `${a.line1}${a.line2 ? `, ${a.line2}` : ""}, ${a.city}, ${a.zone} ${a.postalCode}` : "Address not on file";

/** The first in-force general liability policy of the agency (not being canceled), with its account and carrier. */
async function demoGlPolicy(ctx: Ctx, agencyId: string) {
  const [row] = await ctx.db
    .select({ policy: businessPolicies, account: accounts, carrier: carriers })
    .from(businessPolicies)
    .innerJoin(accounts, eq(accounts.id, businessPolicies.accountId))
    .innerJoin(carriers, eq(carriers.id, businessPolicies.carrierId))
    .where(
      and(
        eq(businessPolicies.agencyId, agencyId),
        eq(businessPolicies.type, "GENERAL_LIABILITY"),
        eq(businessPolicies.state, "INFORCE"),
        isNull(businessPolicies.deletedAt),
        isNull(businessPolicies.cancellation),
      ),
    )
    .orderBy(asc(businessPolicies.policyNumber))
    .limit(1);
  if (!row) throw new Error("The demo agency has no general liability policy in force");
  return row;
}

/**
 * Creates a workspace through the createCaraWorkspace operation (as the user would) and runs
 * the job it queued right here — the workspaces.run handler with the offline engine — instead
 * of waiting for a worker. The queued job stays behind and finds its run finished (it does
 * nothing), so the seed is the same with or without a worker.
 */
export async function createAndRun(acting: AgencyCtx, input: Record<string, unknown>): Promise<string> {
  const created = await runOperation(acting, createCaraWorkspaceOperation, { input });
  if (!created.ok) throw created.error;
  const workspaceId = created.value.id;
  const [run] = await acting.db
    .select({ id: caraRuns.id })
    .from(caraRuns)
    .where(and(eq(caraRuns.workspaceId, workspaceId), eq(caraRuns.status, "QUEUED")));
  const payload = runWorkspaceJob.payload.parse({
    agencyId: acting.actor.agencyId,
    actor: {
      type: "CARA",
      channel: "COPILOT",
      onBehalfOfUserId: acting.actor.type === "AGENCY_USER" ? acting.actor.agencyUserId : null,
    },
    workspaceId,
    runId: run!.id,
  });
  // the offline engine whatever CARA_MODEL says: the seed never calls a remote model
  const runtime = { ...acting, assistant: createAssistantRunner({ model: createOfflineModel() }) };
  await runWorkspaceJob.handler(jobCtx(runtime, payload), payload, {
    id: `seed-${run!.id}`,
    attempt: 1,
    progress: async () => undefined,
  });
  return workspaceId;
}

/**
 * Three finished workspaces on the demo agency, built by running Cara on a declarations PDF
 * the generator makes from a demo policy (attached to that policy): a cited answer, a cited
 * summary, and an email draft replying to a client's question (a service request on the same
 * account). Runs in the seed's transaction.
 */
export async function seedDemoWorkspaces(
  ctx: Ctx,
  { agency, users }: { agency: { id: string }; users: Array<{ id: string }> },
) {
  const acting = actingAs(ctx, agency.id, users[0]!.id);
  const { policy, account, carrier } = await demoGlPolicy(ctx, agency.id);
  const limits = (policy.details as PolicyDetails | null)?.limits?.generalLiability;
  const { bytes } = await demoDeclarationsPdf({
    policyNumber: policy.policyNumber ?? "GL-DEMO",
    namedInsured: account.name,
    mailingAddress: addressLine(account.mailingAddress),
    carrier: carrier.name,
    naic: carrier.naicCode,
    producer: "Harbor Insurance Agency",
    inforceAt: policy.inforceAt!,
    expiresAt: policy.expiresAt!,
    premium: policy.premium,
    limits: {
      eachOccurrence: limits?.eachOccurrence ?? "1000000",
      generalAggregate: limits?.generalAggregate ?? "2000000",
      productsCompletedOperationsAggregate: limits?.productsCompletedOperationsAggregate ?? "2000000",
      personalAndAdvertisingInjury: limits?.personalAndAdvertisingInjury ?? "1000000",
      damageToRentedPremises: limits?.damageToRentedPremises ?? "100000",
      medicalExpense: limits?.medicalExpense ?? "5000",
    },
  });
  const file = await buildPolicyFile(acting, policy.id, {
    type: "POLICY_DOCUMENT",
    name: `${policy.policyNumber} - CGL declarations.pdf`,
    bytes,
  });
  const existingFiles = [{ id: file.id }];
  const question = await createAndRun(acting, {
    message: DEMO_WORKSPACE_ASKS.question,
    preset: "DocumentExploration",
    accountId: account.id,
    existingFiles,
  });
  const summary = await createAndRun(acting, {
    message: DEMO_WORKSPACE_ASKS.summary,
    accountId: account.id,
    existingFiles,
  });
  const request = await createServiceRequest(
    acting,
    {
      type: "QUESTION",
      accountId: account.id,
      businessPolicyId: policy.id,
      clientName: "Morgan Ellis",
      clientEmail: account.email ?? "morgan.ellis@client.example",
      details: "Our landlord is renewing the lease and asks for our liability limits.",
      question: { question: DEMO_REQUEST_QUESTION },
    },
    { type: "AGENCY_CLIENT", id: null },
  );
  const email = await createAndRun(acting, {
    message: DEMO_WORKSPACE_ASKS.email,
    preset: "DocumentExploration", // what Open in Copilot suggests for a question
    serviceRequestId: request.id,
    existingFiles,
  });
  return {
    policyId: policy.id,
    fileId: file.id,
    serviceRequestId: request.id,
    workspaceIds: { question, summary, email },
  };
}
