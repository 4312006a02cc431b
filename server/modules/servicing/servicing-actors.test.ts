import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityTimeline } from "#domain/service-request.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { agencyCtx, type AgencyActor, type AgencyUserCtx } from "../../lib/context.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { addServiceRequestComment } from "./servicing-comment.service.ts";

/** docs/product/actors.md: every kind of actor can comment, and the activity names who did. */
let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyUserCtx;
let agencyId: string;
let priyaId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  agencyId = (await buildAgency(runtime.system)).id;
  const priya = await buildAgencyUser(runtime.system, agencyId, { name: "Priya Shah" });
  priyaId = priya.id;
  ctx = agencyCtxFor(runtime, priya);
  client = await signedInClient(runtime, server.url, priya);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const ACTIVITY = /* GraphQL */ `
  query ($id: ID!) {
    serviceRequest(id: $id) {
      comments {
        content
        authorType
        authorName
        agencyUser {
          name
        }
      }
      versionHistory {
        version
        createdAt
        updateTypes
        updateInitiatorType
        updateInitiatorId
        initiatorName
      }
    }
  }
`;

describe("who acts on a service request", () => {
  it("shows the user, Cara on behalf of a user, Cara alone, an integration and the system", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    const actors: Array<[string, AgencyActor]> = [
      ["by Priya", { type: "AGENCY_USER", agencyId, agencyUserId: priyaId, sessionId: null }],
      ["from the copilot", { type: "CARA", agencyId, channel: "COPILOT", onBehalfOfUserId: priyaId }],
      ["from a call", { type: "CARA", agencyId, channel: "VOICE", onBehalfOfUserId: null }],
      ["from the AMS", { type: "INTEGRATION", agencyId, integration: "Applied Epic" }],
      ["from a job", { type: "SYSTEM", agencyId }],
    ];
    for (const [content, actor] of actors) {
      await addServiceRequestComment(agencyCtx(runtime, actor), request.id, { content });
    }

    const { body } = await client.request(ACTIVITY, { id: request.id });
    type Comment = { content: string; authorType: string; authorName: string };
    type Version = {
      updateTypes: string[];
      updateInitiatorType: string;
      updateInitiatorId: string | null;
      initiatorName: string;
    };
    const { comments, versionHistory } = body!.data.serviceRequest as {
      comments: Comment[];
      versionHistory: Version[];
    };
    expect(comments).toEqual([
      { content: "by Priya", authorType: "AGENCY_USER", authorName: "Priya Shah", agencyUser: { name: "Priya Shah" } },
      {
        content: "from the copilot",
        authorType: "CARA",
        authorName: "Cara on behalf of Priya Shah",
        agencyUser: { name: "Priya Shah" },
      },
      { content: "from a call", authorType: "CARA", authorName: "Cara", agencyUser: null },
      { content: "from the AMS", authorType: "WORKFLOW", authorName: "Applied Epic", agencyUser: null },
      { content: "from a job", authorType: "CRONJOB", authorName: "Cara", agencyUser: null },
    ]);
    const commentVersions = versionHistory.filter((v: { updateTypes: string[] }) => v.updateTypes[0] === "ADD_COMMENT");
    expect(
      commentVersions.map(
        (v: { updateInitiatorType: string; updateInitiatorId: string | null; initiatorName: string }) => [
          v.updateInitiatorType,
          v.updateInitiatorId,
          v.initiatorName,
        ],
      ),
    ).toEqual([
      ["AGENCY_USER", priyaId, "Priya Shah"],
      ["CARA", priyaId, "Cara on behalf of Priya Shah"],
      ["CARA", null, "Cara"],
      ["WORKFLOW", null, "Applied Epic"],
      ["CRONJOB", null, "Cara"],
    ]);

    // the Activity tab's timeline lists the comments, each with who wrote it
    const timeline = activityTimeline(
      comments.map((c, i) => ({ ...c, id: String(i), createdAt: new Date(0) })),
      [],
    );
    expect(timeline.map((e) => (e.kind === "comment" ? e.comment.authorName : null))).toEqual([
      "Priya Shah",
      "Cara on behalf of Priya Shah",
      "Cara",
      "Applied Epic",
      "Cara",
    ]);

    // the audit log keeps the actor kind, the user Cara acted for and the channel or integration
    const audit = (await listAuditEntries(ctx)).filter((e) => e.action === "servicing.comment_added").reverse();
    expect(audit.map((e) => [e.actorType, e.actorId, e.actorDetail])).toEqual([
      ["AGENCY_USER", priyaId, null],
      ["CARA", priyaId, "COPILOT"],
      ["CARA", null, "VOICE"],
      ["INTEGRATION", null, "Applied Epic"],
      ["SYSTEM", null, null],
    ]);
    const names = await client.request(`{ auditEvents(first: 5) { action actorType actorName } }`);
    expect(names.body?.data.auditEvents.map((e: { actorName: string }) => e.actorName)).toEqual([
      "Cara",
      "Applied Epic",
      "Cara",
      "Cara on behalf of Priya Shah",
      "Priya Shah",
    ]);
  });
});
