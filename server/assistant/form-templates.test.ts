import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { runOperation } from "../lib/operation.ts";
import { FORM_DEFINITIONS } from "../modules/forms/acord/index.ts";
import { buildFillableForm } from "../modules/forms/form-fixtures.ts";
import { setFormTemplateOperation } from "./form-fields.operations.ts";

/** The agency's own editions of forms, read over GraphQL: agency-scoped, ACORD 25 not among them. */
let runtime: TestRuntime;
let server: TestServer;
let mine: TestClient;
let theirs: TestClient;
let user: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  const them = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  user = agencyCtxFor(runtime, me);
  mine = await signedInClient(runtime, server.url, me);
  theirs = await signedInClient(runtime, server.url, them);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const QUERY = "{ formTemplates { template file { name uploadedAt } } }";
type Row = { template: string; file: { name: string; uploadedAt: string } | null };
const read = async (client: TestClient) => {
  const reply = await client.request(QUERY);
  expect(reply.body?.errors).toBeUndefined();
  return reply.body?.data.formTemplates as Row[];
};

describe("formTemplates", () => {
  it("lists every fillable form but ACORD 25 with the agency's upload; another agency never sees it", async () => {
    const before = await read(mine);
    expect(before.map((row) => row.template)).toEqual([
      "ACORD 24",
      "ACORD 27",
      "ACORD 28",
      "ACORD 35",
      "ACORD 36",
      "ACORD 75",
      "ACORD 125",
      "ACORD 126",
      "ACORD 130",
      "ACORD 131",
      "ACORD 140",
    ]);
    expect(before.every((row) => row.file === null)).toBe(true);

    const edition = await buildFillableForm(FORM_DEFINITIONS["ACORD 126"]!, { edition: "acord" });
    const set = await runOperation(user, setFormTemplateOperation, {
      template: "ACORD 126",
      file: fileOf(edition, "harbor-acord126.pdf"),
    });
    if (!set.ok) throw set.error;

    const after = await read(mine);
    const row = after.find((r) => r.template === "ACORD 126")!;
    expect(row.file?.name).toBe("harbor-acord126.pdf");
    expect(Number.isNaN(Date.parse(row.file!.uploadedAt))).toBe(false);
    expect(after.filter((r) => r.file !== null)).toHaveLength(1);
    expect((await read(theirs)).every((r) => r.file === null)).toBe(true);

    const removed = await runOperation(user, setFormTemplateOperation, { template: "ACORD 126", file: null });
    if (!removed.ok) throw removed.error;
    expect((await read(mine)).every((r) => r.file === null)).toBe(true);
  });

  it("is refused when signed out", async () => {
    const reply = await new TestClient(server.url).request(QUERY);
    expect(reply.body?.data?.formTemplates ?? null).toBeNull();
    expect(reply.body?.errors?.length ?? 0).toBeGreaterThan(0);
  });
});
