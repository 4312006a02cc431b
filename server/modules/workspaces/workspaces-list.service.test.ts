import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { agencyCtx } from "../../lib/context.ts";
import { setWorkspaceState } from "./workspace-run.service.ts";
import { createWorkspace } from "./workspace-create.service.ts";
import { updateWorkspaces } from "./workspace-update.service.ts";
import { listWorkspaces } from "./workspaces-list.service.ts";
import { caraWorkspaces } from "./workspaces.table.ts";

let runtime: TestRuntime;
let priya: AgencyUserCtx;
let marco: AgencyUserCtx;
let theirs: AgencyUserCtx;
const ids: Record<string, string> = {};

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  priya = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" }));
  marco = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id, { name: "Marco Diaz" }));
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  const zapier = agencyCtx(runtime, { type: "INTEGRATION", agencyId: agency.id, integration: "ZAPIER" });
  ids.renewal = (await createWorkspace(priya, { message: "Harbor Bakery renewal questions" }, [])).id;
  ids.coi = (await createWorkspace(marco, { message: "Certificate for Acme", preset: "GenerateTemplate" }, [])).id;
  ids.compare = (await createWorkspace(marco, { message: "Compare quotes", preset: "CoverageComparison" }, [])).id;
  ids.zap = (await createWorkspace(zapier, { message: "Inbound from Zapier" }, [])).id;
  ids.archived = (await createWorkspace(priya, { message: "Old Harbor thread" }, [])).id;
  await createWorkspace(theirs, { message: "Harbor elsewhere" }, []);
  await updateWorkspaces(priya, [ids.archived!], { archive: true });
  await setWorkspaceState(priya, ids.renewal!, "WAITING_FOR_INPUT");
  await setWorkspaceState(priya, ids.coi!, "IDLE");
  await setWorkspaceState(priya, ids.compare!, "WORKING");
  // dates: renewal 3 days ago, compare 40 days ago, the others now
  const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
  await runtime.db
    .update(caraWorkspaces)
    .set({ updatedAt: ago(3) })
    .where(sql`${caraWorkspaces.id} = ${ids.renewal}`);
  await runtime.db
    .update(caraWorkspaces)
    .set({ updatedAt: ago(40) })
    .where(sql`${caraWorkspaces.id} = ${ids.compare}`);
});
afterAll(() => runtime.close());

const titles = async (options: Parameters<typeof listWorkspaces>[1]) =>
  (await listWorkspaces(priya, options)).nodes.map((w) => w.title);

describe("caraWorkspaces list", () => {
  it("lists the agency's workspaces that are not archived, newest change first", async () => {
    expect(await titles({})).toEqual([
      "Certificate for Acme",
      "Inbound from Zapier",
      "Harbor Bakery renewal questions",
      "Compare quotes",
    ]);
  });

  it("searches title, client, user name and integration type (every word)", async () => {
    expect(await titles({ filter: { search: "harbor" } })).toEqual(["Harbor Bakery renewal questions"]);
    expect(await titles({ filter: { search: "marco quotes" } })).toEqual(["Compare quotes"]);
    expect(await titles({ filter: { search: "zapier" } })).toEqual(["Inbound from Zapier"]);
  });

  it("filters by states, users, presets and date range", async () => {
    expect(await titles({ filter: { states: ["WORKING", "IDLE"] } })).toEqual([
      "Certificate for Acme",
      "Compare quotes",
    ]);
    expect(await titles({ filter: { userIds: [priya.actor.agencyUserId] } })).toEqual([
      "Harbor Bakery renewal questions",
    ]);
    expect(await titles({ filter: { presets: ["GenerateTemplate"] } })).toEqual(["Certificate for Acme"]);
    expect(await titles({ filter: { date: "TODAY" } })).toEqual(["Certificate for Acme", "Inbound from Zapier"]);
    expect(await titles({ filter: { date: "PAST_WEEK" } })).toHaveLength(3);
    expect(await titles({ filter: { date: "PAST_MONTH" } })).toHaveLength(3);
    expect(await titles({ filter: { date: "PAST_YEAR" } })).toHaveLength(4);
    expect(await titles({ filter: { date: "YESTERDAY" } })).toEqual([]);
  });

  it("sorts by status (CREATED, WAITING, WORKING, IDLE), user and preset, and pages", async () => {
    expect(await titles({ sort: "STATUS" })).toEqual([
      "Inbound from Zapier",
      "Harbor Bakery renewal questions",
      "Compare quotes",
      "Certificate for Acme",
    ]);
    expect(await titles({ sort: "USER" })).toEqual([
      "Certificate for Acme",
      "Compare quotes",
      "Harbor Bakery renewal questions",
      "Inbound from Zapier",
    ]);
    expect((await titles({ sort: "PRESET" })).slice(0, 2)).toEqual(["Compare quotes", "Certificate for Acme"]);
    const page2 = await listWorkspaces(priya, { page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ totalCount: 4, totalCountCapped: false, page: 2, pageSize: 3 });
    expect(await listWorkspaces(priya, { pageSize: 1, countLimit: 2 })).toMatchObject({
      totalCount: 2,
      totalCountCapped: true,
    });
    expect(page2.nodes.map((w) => w.title)).toEqual(["Compare quotes"]);
  });
});
