/**
 * Fair share between agencies (issue 29 item 7, ADR 062), on PostgreSQL only (the bench creates
 * the second agency through the database while the server runs, which PGlite's single owner
 * does not allow): a second agency's pages are loaded for BENCH_FAIR_SECONDS with nothing else
 * running, then again right after the demo agency submits BENCH_FAIR_RUNS copilot runs (offline
 * engine) at once. Each row gives that agency's page p50/p99 (target p99 < 300 ms under the
 * runs); a last row how long the demo agency's runs took to all answer.
 */
import { performance } from "node:perf_hooks";
import { loadConfig } from "#server/config.ts";
import { systemCtx } from "#server/lib/context.ts";
import { createLogger } from "#server/lib/logger.ts";
import { startRuntime } from "#server/runtime.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { COPILOT_MEASURES, createJson, demoDeclarationsId, type CopilotResult } from "./copilot.ts";
import { BenchmarkError, measureMixed, type MixedResult, type Target } from "./measure.ts";
import { signIn } from "./session.ts";

const FAIR_SHARE_MEASURE = COPILOT_MEASURES.fairShare;

interface Session {
  baseUrl: string;
  cookie: string;
}

const OTHER_EMAIL = "fair-share@other-agency.test";

/** The other agency's pages: its home, its accounts list and its GraphQL user query. */
const OTHER_PAGES: Target[] = [
  { name: "other agency: home", method: "GET", path: "/app/home", signedIn: true },
  { name: "other agency: accounts list page", method: "GET", path: "/app/accounts", signedIn: true },
  {
    name: "other agency: GraphQL agencyUser",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query { agencyUser { id name agency { id name } } }" }),
    signedIn: true,
  },
];

/** A second agency with one user, written through the services by a runtime on the server's database (no worker). */
async function createOtherAgency(databaseUrl: string): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl });
  const runtime = await startRuntime(config, createLogger("error"), { work: false });
  try {
    const agency = await buildAgency(systemCtx(runtime), { name: "Fair Share Other Agency" });
    await buildAgencyUser(systemCtx(runtime), agency.id, { email: OTHER_EMAIL, name: "Other Agency User" });
  } finally {
    await runtime.stop();
  }
}

async function workspaceState(session: Session, id: string): Promise<string> {
  const response = await fetch(`${session.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie },
    body: JSON.stringify({ query: "query($id: ID!) { caraWorkspace(id: $id) { state } }", variables: { id } }),
  });
  const body = (await response.json()) as { data?: { caraWorkspace?: { state: string } } };
  const state = body.data?.caraWorkspace?.state;
  if (!state) throw new BenchmarkError(`caraWorkspace(${id}): ${JSON.stringify(body)}`);
  return state;
}

/** One row per page: its p99 as the value, its median in the detail. */
function rows(results: MixedResult[], phase: string, underLoad: boolean): CopilotResult[] {
  return results.map((r) => ({
    name: `${FAIR_SHARE_MEASURE} — ${r.name}, ${phase}, p99`,
    value: r.p99Ms,
    unit: "ms",
    target: underLoad ? "p99 < 300 ms" : "(reference)",
    ok: (!underLoad || r.p99Ms < 300) && r.failed === 0,
    detail: `median ${r.medianMs.toFixed(1)} ms; ${r.connections} connections, ${r.requests} requests, ${r.failed} failed`,
  }));
}

export async function measureFairShare(
  demo: Session,
  options: { databaseUrl?: string; runs: number; seconds: number; log: (message: string) => void },
): Promise<CopilotResult[]> {
  if (!options.databaseUrl) {
    options.log("bench: fair share runs on PostgreSQL only (npm run bench:pg): skipped");
    return [];
  }
  await createOtherAgency(options.databaseUrl);
  const other = { baseUrl: demo.baseUrl, sessionCookie: await signIn(demo.baseUrl, OTHER_EMAIL), primeRequests: 0 };
  const users = OTHER_PAGES.length * 2;
  options.log(`bench: fair share — the other agency's pages, idle, ${options.seconds} s`);
  const idle = await measureMixed(OTHER_PAGES, other, users, options.seconds);

  const existingFiles = [{ id: await demoDeclarationsId(demo) }];
  options.log(`bench: fair share — ${options.runs} runs for the demo agency, the other agency's pages meanwhile`);
  const submitted = performance.now();
  const ids = await Promise.all(
    Array.from({ length: options.runs }, (_, i) =>
      createJson(demo, { message: `What is the each occurrence limit? (${i + 1})`, existingFiles }),
    ),
  );
  const loaded = await measureMixed(OTHER_PAGES, other, users, options.seconds);
  const stillWorking = async () =>
    (await Promise.all(ids.map((id) => workspaceState(demo, id)))).filter((state) => state === "WORKING").length;
  const workingAtEnd = await stillWorking();
  for (const deadline = Date.now() + 10 * 60_000; (await stillWorking()) > 0;) {
    if (Date.now() > deadline) throw new BenchmarkError(`The ${options.runs} fair-share runs did not finish in 10 min`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const allDoneMs = performance.now() - submitted;
  return [
    ...rows(idle, "idle", false),
    ...rows(loaded, `while ${options.runs} runs work`, true),
    {
      name: `${FAIR_SHARE_MEASURE} — the demo agency's ${options.runs} runs, submit → all answered`,
      value: allDoneMs,
      unit: "ms",
      target: "(reference)",
      ok: true,
      detail: `${workingAtEnd} still working when the ${options.seconds} s of page load ended`,
    },
  ];
}
