import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { createWorkspace } from "./workspace-create.service.ts";
import {
  addEvent,
  appendMessageText,
  finishAgentMessage,
  finishEvent,
  startAgentMessage,
  startStage,
  updateStage,
} from "./workspace-run.service.ts";
import { startDraft, titleDraft } from "./workspace-drafts.service.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import { claimRun, finishRun } from "./workspace-runs.service.ts";
import { caraRuns } from "./workspaces.table.ts";
import { eq } from "drizzle-orm";

let runtime: TestRuntime;
let server: TestServer;
let viewer: TestClient;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  viewer = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const WATCH = `subscription ($id: ID!) {
  watchCaraWorkspace(id: $id) { id state messages { role content complete } planStages { state events { title state } } }
}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const snapshotsOf = (text: string) =>
  [...text.matchAll(/event: next\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).data.watchCaraWorkspace);

describe("watchCaraWorkspace (subscription over SSE)", () => {
  it("delivers stage and event changes in order, coalesces text bursts, and always ends on the last state", async () => {
    const workspace = await createWorkspace(ctx, { message: "What is the deductible?" }, []);
    const [run] = await runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspace.id));
    const stream = await openSubscription(server.url, viewer.cookie, WATCH, { id: workspace.id });
    await pause(200);

    await claimRun(ctx, run!.id);
    await pause(150);
    const stage = await startStage(ctx, workspace.id, "TASK");
    await pause(150);
    const event = await addEvent(ctx, stage, {
      type: "THOUGHT",
      title: "Reading the declarations",
      state: "IN_PROGRESS",
    });
    await pause(150);
    await finishEvent(ctx, event, { state: "SUCCESS" });
    await pause(150);
    const message = await startAgentMessage(ctx, workspace.id, run!.id);
    const words = "The deductible is $1,000 per claim, as the declarations page states.".split(" ");
    for (const word of words) await appendMessageText(ctx, message, `${word} `); // a burst, as a model streams
    await finishAgentMessage(ctx, message, { content: words.join(" "), citations: [] });
    await updateStage(ctx, stage, { state: "COMPLETED" });
    await finishRun(ctx, run!.id, { status: "DONE" });

    const text = await stream.until(/"state":"IDLE"[^]*$/);
    await pause(300);
    stream.close();
    const snapshots = snapshotsOf(text);
    const states = snapshots.map((s) => s.state);
    expect(states[0]).toBe("WORKING");
    expect(states.at(-1)).toBe("IDLE");
    // in order: stage appears, then its event in progress, then done; never going back
    const eventStates = snapshots.map((s) => s.planStages[0]?.events[0]?.state ?? "NONE");
    const firstSuccess = eventStates.indexOf("SUCCESS");
    expect(eventStates.indexOf("IN_PROGRESS")).toBeGreaterThan(-1);
    expect(eventStates.indexOf("IN_PROGRESS")).toBeLessThan(firstSuccess);
    expect(eventStates.slice(firstSuccess).every((s) => s === "SUCCESS")).toBe(true);
    // the burst of text writes (one per word) was read back far fewer times
    expect(snapshots.length).toBeLessThan(words.length);
    expect(snapshots.at(-1)).toMatchObject({
      state: "IDLE",
      messages: [
        { role: "USER", content: "What is the deductible?" },
        { role: "AGENT", content: words.join(" "), complete: true },
      ],
      planStages: [{ state: "COMPLETED", events: [{ title: "Reading the declarations", state: "SUCCESS" }] }],
    });
  });

  it("delivers a draft while Cara writes it ('Drafting', then its subject), then the same version complete", async () => {
    const workspace = await createWorkspace(ctx, { message: "Email Dana" }, []);
    const watch = `subscription ($id: ID!) {
      watchCaraWorkspace(id: $id) { id artifacts { id version complete email { subject body } } }
    }`;
    const stream = await openSubscription(server.url, viewer.cookie, watch, { id: workspace.id });
    await pause(200);
    const stage = await startStage(ctx, workspace.id, "TASK");
    const draft = await startDraft(ctx, workspace.id, { type: "EMAIL", stageId: stage });
    await pause(150);
    await titleDraft(ctx, workspace.id, draft, "Your certificate");
    await pause(150);
    const email = { subject: "Your certificate", toEmail: null, body: "Hi Dana," };
    await saveArtifact(ctx, workspace.id, { type: "EMAIL", draft, email });
    const text = await stream.until(/"complete":true[^]*$/);
    stream.close();
    const seen = snapshotsOf(text)
      .filter((s) => s.artifacts.length > 0)
      .map((s) => s.artifacts.map((a: any) => [a.id, a.version, a.complete, a.email.subject, a.email.body]));
    expect(seen[0]).toEqual([[draft.artifactId, 1, false, "", ""]]);
    expect(seen).toContainEqual([[draft.artifactId, 1, false, "Your certificate", ""]]);
    expect(seen.at(-1)).toEqual([[draft.artifactId, 1, true, "Your certificate", "Hi Dana,"]]);
  });

  it("refuses another agency's workspace as NOT_FOUND", async () => {
    const foreign = await createWorkspace(theirs, { message: "Theirs" }, []);
    const stream = await openSubscription(server.url, viewer.cookie, WATCH, { id: foreign.id });
    const text = await stream.rest();
    expect(text).toContain('"code":"NOT_FOUND"');
  });
});
