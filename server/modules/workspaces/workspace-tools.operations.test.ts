import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencyCtx, type AgencyCtx } from "../../lib/context.ts";
import { runOperation } from "../../lib/operation.ts";
import { createWorkspace } from "./workspace-create.service.ts";
import {
  completeTaskOperation,
  draftDocumentOperation,
  draftEmailOperation,
  fileEditorOperation,
} from "./workspace-tools.operations.ts";
import { loadWorkspaceDetail } from "./workspaces.service.ts";

/** Cara's drafting tools, run as Cara for a user (as the agent runtime runs them). */
let runtime: TestRuntime;
let cara: AgencyCtx;
let theirCara: AgencyCtx;
let workspaceId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  const user = await buildAgencyUser(runtime.system, agency.id);
  const other = await buildAgency(runtime.system);
  cara = agencyCtx(runtime, { type: "CARA", agencyId: agency.id, channel: "COPILOT", onBehalfOfUserId: user.id });
  theirCara = agencyCtx(runtime, { type: "CARA", agencyId: other.id, channel: "COPILOT", onBehalfOfUserId: null });
  workspaceId = (await createWorkspace(cara, { message: "Reply to the client" }, [])).id;
});
afterAll(() => runtime.close());

describe("Cara's drafting tools", () => {
  it("drafts an email and a document as artifacts made by Cara", async () => {
    const email = await runOperation(cara, draftEmailOperation, {
      workspaceId,
      subject: "Your certificate",
      toEmail: "dana@client.example",
      body: "Hi Dana,\\n\\nAttached is your certificate.",
    });
    expect(email).toEqual({ ok: true, value: { artifactId: expect.any(String), version: 1 } });
    const doc = await runOperation(cara, draftDocumentOperation, {
      workspaceId,
      title: "Summary",
      html: "<h1>Summary</h1>",
    });
    expect(doc.ok).toBe(true);
    const versions = (await loadWorkspaceDetail(cara, workspaceId)).artifactVersions;
    expect(versions.map((a) => [a.type, a.title, a.emailTo, a.createdBy])).toEqual([
      ["EMAIL", "Your certificate", "dana@client.example", "CARA"],
      ["HTML_DOCUMENT", "Summary", null, "CARA"],
    ]);
  });

  it("reads and writes a draft with the file editor: a write is the next version", async () => {
    const created = await runOperation(cara, fileEditorOperation, {
      workspaceId,
      operation: "WRITE",
      title: "Letter",
      content: "<p>v1</p>",
    });
    const { fileId } = (created as { ok: true; value: { fileId: string } }).value;
    expect(
      await runOperation(cara, fileEditorOperation, {
        workspaceId,
        operation: "WRITE",
        artifactId: fileId,
        content: "<p>v2</p>",
      }),
    ).toEqual({
      ok: true,
      value: { fileId, version: 2 },
    });
    expect(
      await runOperation(cara, fileEditorOperation, { workspaceId, operation: "READ", artifactId: fileId }),
    ).toEqual({
      ok: true,
      value: { fileId, version: 2, title: "Letter", content: "<p>v2</p>" },
    });
    expect(await runOperation(cara, completeTaskOperation, { workspaceId, summary: "Drafted the letter." })).toEqual({
      ok: true,
      value: { completed: true, summary: "Drafted the letter." },
    });
  });

  it("refuses another agency's workspace and bad input with messages", async () => {
    const refused = await runOperation(theirCara, draftDocumentOperation, {
      workspaceId,
      title: "x",
      html: "<p>x</p>",
    });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.message).toBe("Workspace not found");
    const bad = await runOperation(cara, draftEmailOperation, {
      workspaceId,
      subject: " ",
      body: "x",
      toEmail: "nope",
    });
    expect(!bad.ok && bad.error.message).toBe("Give the email a subject");
  });
});
