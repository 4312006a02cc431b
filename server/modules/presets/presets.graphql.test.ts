import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { textPdf } from "../documents/document-fixtures.ts";

/** Custom presets over GraphQL: multipart create and update, the queries, another agency's ids. */

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let other: TestClient;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id, { name: "Priya Shah" });
  const them = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  client = await signedInClient(runtime, server.url, me);
  other = await signedInClient(runtime, server.url, them);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const PRESET = `id title description basePrompt allowFileUpload inheritFromPreset files { id name mimeType size url } createdBy { name } createdAt updatedAt`;
const RESULT = `__typename ... on CustomPreset { ${PRESET} } ... on ValidationError { fieldErrors { path message } } ... on ApplicationError { code message }`;

/** A multipart mutation (the GraphQL multipart request spec), as the route actions send it. */
async function multipart(
  c: TestClient,
  query: string,
  variables: Record<string, unknown>,
  files: Array<[Uint8Array, string]>,
) {
  const form = new FormData();
  const input = { ...(variables.input as object), uploadFiles: files.length ? files.map(() => null) : null };
  form.set("operations", JSON.stringify({ query, variables: { ...variables, input } }));
  form.set("map", JSON.stringify(Object.fromEntries(files.map((_, i) => [i, [`variables.input.uploadFiles.${i}`]]))));
  files.forEach(([bytes, name], i) => form.set(String(i), new Blob([bytes as BlobPart]), name));
  const response = await fetch(`${server.url}/graphql`, { method: "POST", headers: { cookie: c.cookie! }, body: form });
  return ((await response.json()) as { data: Record<string, any> }).data;
}

const create = (c: TestClient, input: Record<string, unknown>, files: Array<[Uint8Array, string]> = []) =>
  multipart(
    c,
    `mutation($input: CustomPresetInput!) { createCustomPreset(input: $input) { ${RESULT} } }`,
    { input },
    files,
  ).then((data) => data.createCustomPreset);
const update = (c: TestClient, id: string, input: Record<string, unknown>, files: Array<[Uint8Array, string]> = []) =>
  multipart(
    c,
    `mutation($id: ID!, $input: CustomPresetInput!) { updateCustomPreset(id: $id, input: $input) { ${RESULT} } }`,
    { id, input },
    files,
  ).then((data) => data.updateCustomPreset);

describe("custom presets over GraphQL", () => {
  it("creates with an uploaded reference file, lists, reads and updates a preset", async () => {
    const created = await create(
      client,
      {
        title: "Contractor COI Requirements",
        description: "Checks a subcontract against our standard.",
        basePrompt: "List every insurance requirement with its section.",
        inheritFromPreset: "ContractReview",
      },
      [[await textPdf(1), "standard.pdf"]],
    );
    expect(created).toMatchObject({
      __typename: "CustomPreset",
      title: "Contractor COI Requirements",
      allowFileUpload: true,
      inheritFromPreset: "ContractReview",
      createdBy: { name: "Priya Shah" },
      files: [{ name: "standard.pdf", mimeType: "application/pdf" }],
    });

    const { body } = await client.request(`{ customPresets(search: "coi") { id title } }`);
    expect(body!.data.customPresets).toEqual([{ id: created.id, title: "Contractor COI Requirements" }]);

    const updated = await update(client, created.id, {
      title: "Contractor COI Check",
      basePrompt: "List every requirement.",
      allowFileUpload: false,
      inheritFromPreset: null,
      fileIds: null,
    });
    expect(updated).toMatchObject({
      title: "Contractor COI Check",
      allowFileUpload: false,
      inheritFromPreset: null,
      files: [],
    });
  });

  it("puts refusals under their fields", async () => {
    const refused = await create(client, { title: "", basePrompt: "" });
    expect(refused.__typename).toBe("ValidationError");
    expect(refused.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual(["basePrompt", "title"]);
  });

  it("does not find another agency's preset to read or update; the workspace names its preset", async () => {
    const theirs = await create(other, { title: "Their Preset", basePrompt: "Theirs." });
    const read = await client.request(`query($id: ID!) { customPreset(id: $id) { id } }`, { id: theirs.id });
    expect(read.body!.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const changed = await update(client, theirs.id, { title: "Mine now", basePrompt: "Mine." });
    expect(changed).toMatchObject({ __typename: "ApplicationError", code: "NOT_FOUND" });

    const mine = await create(client, { title: "Renewal Review Letter", basePrompt: "Compare the renewal." });
    const started = await client.request(
      `mutation($input: CreateCaraWorkspaceInput!) { createCaraWorkspace(input: $input) { __typename ... on CaraWorkspace { id customPreset { id title } } ... on ApplicationError { code } } }`,
      { input: { message: "Start", customPresetId: mine.id, documentIds: [] } },
    );
    expect(started.body!.data.createCaraWorkspace).toMatchObject({
      __typename: "CaraWorkspace",
      customPreset: { id: mine.id, title: "Renewal Review Letter" },
    });
    const refused = await client.request(
      `mutation($input: CreateCaraWorkspaceInput!) { createCaraWorkspace(input: $input) { __typename ... on ApplicationError { code } } }`,
      { input: { message: "Start", customPresetId: theirs.id } },
    );
    expect(refused.body!.data.createCaraWorkspace).toEqual({ __typename: "ApplicationError", code: "NOT_FOUND" });
  });
});
