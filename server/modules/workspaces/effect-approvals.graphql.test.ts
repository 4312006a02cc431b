import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEntries } from "#server/modules/audit/audit.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { workspaceWithProposal } from "#tests/support/proposed-action.ts";
import { caraRuns } from "./workspaces.table.ts";

/** Proposed actions over GraphQL (ADR 060): listed on the workspace, decided by a person of the agency only. */
let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let theirClient: TestClient;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id, { name: "Priya Shah" });
  ctx = agencyCtxFor(runtime, me);
  client = await signedInClient(runtime, server.url, me);
  const them = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  theirClient = await signedInClient(runtime, server.url, them);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const proposed = () => workspaceWithProposal(runtime.system, ctx);
/** Whether a run of the workspace waits to be worked (none is worked here: no worker runs). */
const queued = async (workspaceId: string) =>
  (
    await runtime.system.db
      .select({ id: caraRuns.id })
      .from(caraRuns)
      .where(and(eq(caraRuns.workspaceId, workspaceId), eq(caraRuns.status, "QUEUED")))
  ).length > 0;

const DECIDE = (name: string) =>
  `mutation($id: ID!) { ${name}(id: $id) { __typename ... on CaraProposedAction { id state resumed decidedBy { name } decidedAt }
   ... on ApplicationError { code message } } }`;

describe("proposed actions over GraphQL", () => {
  it("shows a pending action with its exact input on the workspace, its event PLANNED", async () => {
    const { workspace, id, input } = await proposed();
    const { body } = await client.request(
      `query($id: ID!) { caraWorkspace(id: $id) { proposedActions { id state effect effectLabel tool input eventId }
        planStages { events { id state } } } }`,
      { id: workspace.id },
    );
    const [action] = body!.data.caraWorkspace.proposedActions;
    expect(action).toMatchObject({ id, state: "PENDING", effect: "ISSUE_CERTIFICATE", tool: "FILL_TEMPLATE", input });
    expect(action.effectLabel).toBe("Issue a certificate to a third party");
    const event = body!.data.caraWorkspace.planStages[0].events.find((e: { id: string }) => e.id === action.eventId);
    expect(event.state).toBe("PLANNED");
  });

  it("lets only a person of the agency decide, once; approving queues the run that carries it out", async () => {
    const { workspace, id } = await proposed();
    const hidden = await theirClient.request(DECIDE("approveCaraAction"), { id });
    expect(hidden.body!.data.approveCaraAction).toMatchObject({ __typename: "ApplicationError", code: "NOT_FOUND" });
    const malformed = await client.request(DECIDE("approveCaraAction"), { id: "not-an-id" });
    expect(malformed.body!.data.approveCaraAction.__typename).not.toBe("CaraProposedAction");
    expect(await queued(workspace.id)).toBe(false);
    const { body } = await client.request(DECIDE("approveCaraAction"), { id });
    expect(body!.data.approveCaraAction).toMatchObject({
      state: "APPROVED",
      resumed: true,
      decidedBy: { name: "Priya Shah" },
    });
    expect(await queued(workspace.id)).toBe(true);
    const again = await client.request(DECIDE("declineCaraAction"), { id });
    expect(again.body!.data.declineCaraAction).toMatchObject({
      code: "INVALID_STATE",
      message: "This action was already approved.",
    });
    const [entry] = await listAuditEntries(ctx, { limit: 5 });
    expect(entry).toMatchObject({
      action: "cara.effect.approved",
      actorId: ctx.actor.agencyUserId,
      recordId: workspace.id,
    });
  });

  it("reads and sets the agency's pre-approval rules", async () => {
    const read = async () => (await client.request(`{ caraPreApprovals }`)).body!.data.caraPreApprovals;
    expect(await read()).toEqual(["CERTIFICATE_FOR_TYPED_HOLDER", "CERTIFICATE_FOR_REQUESTED_HOLDER"]);
    const { body } = await client.request(
      `mutation { updateCaraPreApprovals(rules: [CERTIFICATE_FOR_TYPED_HOLDER]) { __typename ... on UpdateCaraPreApprovalsSuccess { data } } }`,
    );
    expect(body!.data.updateCaraPreApprovals.data).toEqual(["CERTIFICATE_FOR_TYPED_HOLDER"]);
    expect(await read()).toEqual(["CERTIFICATE_FOR_TYPED_HOLDER"]);
    await client.request(`mutation { updateCaraPreApprovals(rules: []) { __typename } }`);
    expect(await read()).toEqual([]);
    // another agency keeps its own
    expect((await theirClient.request(`{ caraPreApprovals }`)).body!.data.caraPreApprovals).toHaveLength(2);
  });
});
