import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { getWorkspace } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { archiveWorkspacesAction } from "./archive.server.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

const post = (body: unknown) =>
  new Request("http://localhost/app/workspaces/archive", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /app/workspaces/archive", () => {
  it("archives the agency's workspaces among the ids and leaves another agency's alone", async () => {
    const user = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
    const other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
    const ctx = agencyCtxFor(runtime, user);
    const mine = await createWorkspace(ctx, { message: "Mine" }, []);
    const theirs = await createWorkspace(other, { message: "Theirs" }, []);
    const answer = await answerOf(
      archiveWorkspacesAction({
        request: post({ workspaceIds: [mine.id, theirs.id] }),
        context: actionContextFor(runtime, user),
        params: {},
      } as never),
    );
    expect(answer.data).toEqual({ archived: [mine.id] });
    expect((await getWorkspace(ctx, mine.id)).archivedAt).not.toBeNull();
    expect((await getWorkspace(other, theirs.id)).archivedAt).toBeNull();
  });
});
