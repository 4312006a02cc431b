import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { samplePdf } from "#server/seed/document.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { withStatements } from "#tests/setup/statements.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { createWorkspace } from "./workspace-create.service.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import { addEvent, setWorkspaceState, startStage } from "./workspace-run.service.ts";

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id, { name: "Priya Shah" });
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  client = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const WORKSPACE = `id title state schemaVersion preset agencyUser { name } metadata { clientName keywords }
  files { name mimeType url } messages { role content complete files { name } citations { page quote } }
  planStages { type state events { type state title toolCall { type input output } } }
  artifacts { id version versions type complete document { title content } email { subject toEmail body } }`;
const RESULT = `__typename ... on CaraWorkspace { ${WORKSPACE} } ... on ValidationError { fieldErrors { path message } } ... on ApplicationError { code message }`;

describe("createCaraWorkspace over GraphQL multipart", () => {
  it("creates a workspace with an uploaded file and reads it back whole", async () => {
    const query = `mutation($input: CreateCaraWorkspaceInput!) { createCaraWorkspace(input: $input) { ${RESULT} } }`;
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({
        query,
        variables: { input: { message: "Summarise this policy", files: [null], preset: "DocumentExploration" } },
      }),
    );
    form.set("map", JSON.stringify({ 0: ["variables.input.files.0"] }));
    form.set("0", new Blob([(await samplePdf("Policy")) as BlobPart]), "[Policy] policy.pdf");
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { cookie: client.cookie! },
      body: form,
    });
    const body = (await response.json()) as { data: { createCaraWorkspace: Record<string, any> } };
    expect(body.data.createCaraWorkspace).toMatchObject({
      __typename: "CaraWorkspace",
      title: "Summarise this policy",
      state: "CREATED",
      schemaVersion: "V1",
      preset: "DocumentExploration",
      agencyUser: { name: "Priya Shah" },
      files: [{ name: "[Policy] policy.pdf", mimeType: "application/pdf", url: expect.stringMatching(/^\/files\//) }],
      messages: [
        { role: "USER", content: "Summarise this policy", complete: true, files: [{ name: "[Policy] policy.pdf" }] },
      ],
      planStages: [],
      artifacts: [],
    });
  });

  it("answers a validation error for an empty message", async () => {
    const { body } = await client.request(`mutation { createCaraWorkspace(input: { message: "  " }) { ${RESULT} } }`);
    expect(body?.data.createCaraWorkspace).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "message", message: "Write a message for Cara" }],
    });
  });
});

describe("caraWorkspace", () => {
  it("shows stages with events in order and artifacts with their versions; NOT_FOUND for another agency's", async () => {
    const workspace = await createWorkspace(ctx, { message: "Draft a reply" }, []);
    const stage = await startStage(ctx, workspace.id, "TASK");
    await addEvent(ctx, stage, { type: "THOUGHT", title: "Reading the request", state: "SUCCESS" });
    await addEvent(ctx, stage, {
      type: "TOOL_CALL",
      title: "Drafting the email",
      state: "IN_PROGRESS",
      toolCall: { type: "DRAFT_EMAIL", input: { subject: "Your policy" } },
    });
    const saved = await saveArtifact(ctx, workspace.id, {
      type: "HTML_DOCUMENT",
      stageId: stage,
      title: "Summary",
      content: "<p>v1</p>",
    });
    await saveArtifact(ctx, workspace.id, {
      artifactId: saved.artifactId,
      type: "HTML_DOCUMENT",
      title: "Summary",
      content: "<p>v2</p>",
    });
    const { body } = await client.request(
      `query($id: ID!, $a: ID!) { caraWorkspace(id: $id) { ${WORKSPACE} first: artifact(id: $a, version: 1) { version document { content } } } }`,
      { id: workspace.id, a: saved.artifactId },
    );
    expect(body?.data.caraWorkspace).toMatchObject({
      planStages: [
        {
          type: "TASK",
          state: "IN_PROGRESS",
          events: [
            { type: "THOUGHT", state: "SUCCESS", title: "Reading the request", toolCall: null },
            {
              type: "TOOL_CALL",
              state: "IN_PROGRESS",
              toolCall: { type: "DRAFT_EMAIL", input: { subject: "Your policy" }, output: null },
            },
          ],
        },
      ],
      artifacts: [{ id: saved.artifactId, version: 2, versions: [1, 2], document: { content: "<p>v2</p>" } }],
      first: { version: 1, document: { content: "<p>v1</p>" } },
    });
    const other = await createWorkspace(theirs, { message: "Theirs" }, []);
    const hidden = await client.request(`query($id: ID!) { caraWorkspace(id: $id) { id } }`, { id: other.id });
    expect(hidden.body?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("updateCaraWorkspaceArtifact", () => {
  it("saves an edit as the next version, also from an old version", async () => {
    const workspace = await createWorkspace(ctx, { message: "Write a summary" }, []);
    await setWorkspaceState(ctx, workspace.id, "IDLE");
    const saved = await saveArtifact(ctx, workspace.id, {
      type: "HTML_DOCUMENT",
      title: "Summary",
      content: "<p>v1</p>",
    });
    const edit = (version: number, content: string) =>
      client.request(
        `mutation($w: ID!, $a: ID!, $v: Int!, $c: String!) { updateCaraWorkspaceArtifact(workspaceId: $w, artifactId: $a, version: $v, input: { document: { content: $c } }) {
          __typename ... on CaraArtifact { version versions document { content } } ... on ApplicationError { code message } } }`,
        { w: workspace.id, a: saved.artifactId, v: version, c: content },
      );
    expect((await edit(1, "<p>v2</p>")).body?.data.updateCaraWorkspaceArtifact).toEqual({
      __typename: "CaraArtifact",
      version: 2,
      versions: [1, 2],
      document: { content: "<p>v2</p>" },
    });
    expect((await edit(1, "<p>from v1</p>")).body?.data.updateCaraWorkspaceArtifact).toMatchObject({
      version: 3,
      versions: [1, 2, 3],
    });
    await setWorkspaceState(ctx, workspace.id, "WORKING");
    expect((await edit(3, "<p>x</p>")).body?.data.updateCaraWorkspaceArtifact).toEqual({
      __typename: "ApplicationError",
      code: "INVALID_STATE",
      message: "Cara is working on this workspace. Wait for it to finish, then edit.",
    });
  });
});

describe("updateCaraWorkspaceArtifact on an email draft", () => {
  it("saves the edited recipient, subject and body as the next version, its attachments kept", async () => {
    const workspace = await createWorkspace(ctx, { message: "Draft the reply" }, []);
    await setWorkspaceState(ctx, workspace.id, "IDLE");
    const saved = await saveArtifact(ctx, workspace.id, {
      type: "EMAIL",
      email: { subject: "Your certificate", toEmail: "dana@client.example", body: "Hi Dana," },
      attachments: [{ fileId: "00000000-0000-4000-8000-000000000001", name: "Certificate 12.pdf" }],
    });
    const edit = (input: Record<string, unknown>) =>
      client.request(
        `mutation($w: ID!, $a: ID!, $input: UpdateCaraWorkspaceArtifactInput!) { updateCaraWorkspaceArtifact(workspaceId: $w, artifactId: $a, version: 1, input: $input) {
          __typename ... on CaraArtifact { version versions email { subject toEmail body } }
          ... on ApplicationError { code message } ... on ValidationError { fieldErrors { path message } } } }`,
        { w: workspace.id, a: saved.artifactId, input },
      );
    const email = { subject: "Your certificate (corrected)", toEmail: "", body: "Hi Dana,\n\nAttached, as asked." };
    expect((await edit({ email })).body?.data.updateCaraWorkspaceArtifact).toEqual({
      __typename: "CaraArtifact",
      version: 2,
      versions: [1, 2],
      email: { subject: "Your certificate (corrected)", toEmail: null, body: "Hi Dana,\n\nAttached, as asked." },
    });
    const read = await client.request(
      `query($id: ID!) { caraWorkspace(id: $id) { ... on CaraWorkspace { artifacts { version email { attachments { name } } } } } }`,
      { id: workspace.id },
    );
    expect(read.body?.data.caraWorkspace.artifacts).toContainEqual({
      version: 2,
      email: { attachments: [{ name: "Certificate 12.pdf" }] },
    });
    // an email is not edited as a document, nor sent to an address that is not one
    expect((await edit({ document: { content: "<p>x</p>" } })).body?.data.updateCaraWorkspaceArtifact).toMatchObject({
      code: "INVALID_STATE",
    });
    expect(
      (await edit({ email: { ...email, toEmail: "dana at client" } })).body?.data.updateCaraWorkspaceArtifact,
    ).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "email.toEmail", message: "Enter an email address" }],
    });
    await setWorkspaceState(ctx, workspace.id, "WORKING");
    expect((await edit({ email })).body?.data.updateCaraWorkspaceArtifact).toMatchObject({ code: "INVALID_STATE" });
  });
});

describe("statements per request", () => {
  const countOf = async (query: string, variables: Record<string, unknown>) => {
    const { result, statements } = await withStatements(async (statements) => {
      const send = () => ((statements.length = 0), client.request(query, variables));
      return (await send().catch(send)).body;
    });
    expect(result?.errors).toBeUndefined();
    return statements.length;
  };
  const grow = async (workspaceId: string, n: number) => {
    for (let i = 0; i < n; i++) {
      const stage = await startStage(ctx, workspaceId, "TASK");
      await addEvent(ctx, stage, { type: "THOUGHT", title: `t${i}`, state: "SUCCESS" });
      await addEvent(ctx, stage, {
        type: "TOOL_CALL",
        title: `c${i}`,
        state: "SUCCESS",
        toolCall: { type: "THINK", input: {} },
      });
      const saved = await saveArtifact(ctx, workspaceId, {
        type: "HTML_DOCUMENT",
        title: `d${i}`,
        content: "<p>x</p>",
      });
      await saveArtifact(ctx, workspaceId, {
        artifactId: saved.artifactId,
        type: "HTML_DOCUMENT",
        content: "<p>y</p>",
      });
    }
  };

  it("reads a workspace in the same number of statements whatever its size", async () => {
    const query = `query($id: ID!) { caraWorkspace(id: $id) { ${WORKSPACE} serviceRequest { id } account { id } } }`;
    const workspace = await createWorkspace(ctx, { message: "Small" }, [fileOfPdf(await samplePdf("One"), "one.pdf")]);
    await grow(workspace.id, 1);
    const small = await countOf(query, { id: workspace.id });
    await grow(workspace.id, 6);
    expect(await countOf(query, { id: workspace.id })).toBe(small);
  });

  it("lists workspaces in the same number of statements whatever the page holds", async () => {
    const query = `query { caraWorkspaces(pageSize: 50) { totalCount nodes { id title state agencyUser { name } metadata { clientName } serviceRequest { id } account { id } } } }`;
    const request = await buildServiceRequest(ctx, {
      type: "QUESTION",
      accountId: (await buildAccount(ctx)).id,
      question: { question: "Covered?" },
    });
    await createWorkspace(ctx, { message: "One more", serviceRequestId: request.id }, []);
    const before = await countOf(query, {});
    for (let i = 0; i < 8; i++) {
      const other = await buildServiceRequest(ctx, {
        type: "QUESTION",
        accountId: (await buildAccount(ctx)).id,
        question: { question: "Covered?" },
      });
      await createWorkspace(ctx, { message: `Workspace ${i}`, serviceRequestId: other.id }, []);
    }
    expect(await countOf(query, {})).toBe(before);
  });
});

const fileOfPdf = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);
