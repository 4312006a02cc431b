import { afterAll, beforeAll, expect, it } from "vitest";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { listWorkspaces } from "../modules/workspaces/workspaces-list.service.ts";
import { buildAgency, buildAgencyUser } from "./agency.factory.ts";
import { buildLargeWorkspaces } from "./workspace.factory.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

it("the large seed bulk-inserts searchable workspaces, one in twenty archived", async () => {
  const agency = await buildAgency(runtime.system);
  const user = await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" });
  expect(await buildLargeWorkspaces(runtime.system, agency.id, [user.id], 1200)).toBe(1200);
  const ctx = agencyCtxFor(runtime, user);
  expect((await listWorkspaces(ctx, { pageSize: 1 })).totalCount).toBe(1140);
  const found = await listWorkspaces(ctx, { filter: { search: "harbor priya" }, pageSize: 5 });
  expect(found.totalCount).toBeGreaterThan(0);
  expect(found.nodes.every((w) => w.clientName?.startsWith("Harbor Bakery"))).toBe(true);
});
