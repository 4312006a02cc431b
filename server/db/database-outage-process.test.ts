import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { SIGN_IN, TestClient } from "#tests/setup/graphql-client.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { addWorkspaceMessage, createWorkspace } from "../modules/workspaces/workspace-create.service.ts";
import { getWorkspace } from "../modules/workspaces/workspaces.service.ts";
import { caraRuns } from "../modules/workspaces/workspaces.table.ts";
import { mailMessages } from "../modules/mail/mail.table.ts";
import { createTextDocument } from "../modules/knowledge/knowledge-create.service.ts";
import { knowledgeDocuments } from "../modules/knowledge/knowledge.table.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Signs in on the server process: its code is written there a moment after it answers, so the outbox is polled. */
async function signedInThere(url: string, user: { id: string; email: string }) {
  const client = new TestClient(url);
  await client.request(SIGN_IN, { email: user.email });
  const code = async () => {
    const [message] = await runtime.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, user.email), like(mailMessages.subject, "%sign-in code%")));
    return message?.text.match(/sign-in code is (\d{6})/)?.[1] ?? null;
  };
  await expect.poll(code, { timeout: 10_000 }).not.toBeNull();
  const { body } = await client.request(SIGN_IN, { email: user.email, code: await code() });
  expect(body?.data?.agencySignIn?.agencyUserId).toBe(user.id);
  return client;
}

let runtime: TestRuntime;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `npm start`'s server (built, jobs inline) on the test's database and stored files; `exitCode` once it exited. */
function startServer(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: runtime.databaseUrl!,
      HOST: "127.0.0.1",
      PORT: String(port),
      SMTP_URL: "",
      SEED_DEMO: "false",
      DATA_DIR: runtime.config.dataDir, // the stored files the test adds
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { child, output: "", exitCode: undefined as number | null | undefined };
  child.stdout.on("data", (chunk) => (server.output += chunk));
  child.stderr.on("data", (chunk) => (server.output += chunk));
  child.on("exit", (code) => (server.exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(server, {
    url,
    signinStatus: async () => (await fetch(`${url}/app/signin`).catch(() => null))?.status ?? 0,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (server.exitCode === undefined) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      }
      if (process.env.OUTAGE_LOG) console.info(server.output);
    },
  });
}

/**
 * The built server as `npm start` runs it (jobs inline), on PostgreSQL through a proxy this file
 * stops and starts (ADR 059): the process must outlive the outage with a run of Cara and a live
 * stream in flight, answer 503 meanwhile, and recover without a restart.
 */
describe.runIf(process.env.DATABASE_URL && existsSync(path.join(root, "build/server/index.js")))(
  "the server process across a database outage (PostgreSQL, built app)",
  () => {
    beforeAll(async () => {
      runtime = await startTestRuntime({ proxied: true }); // the database, migrated; the server connects through the proxy
    });
    afterAll(() => runtime?.close());

    it(
      "stays up with a run, an indexing and a live stream in flight, answers 503 while down, and recovers with no restart",
      { timeout: 120_000 },
      async () => {
        const server = startServer(await freePort());
        const { url, signinStatus } = server;
        try {
          await expect.poll(signinStatus, { timeout: 60_000, interval: 250 }).toBe(200);
          const agency = await buildAgency(runtime.system);
          const user = await buildAgencyUser(runtime.system, agency.id);
          const ctx = agencyCtxFor(runtime, user);
          const client = await signedInThere(url, user);
          const request = await buildServiceRequest(ctx, {
            type: "QUESTION",
            question: { question: "Is flood covered?" },
          });
          const stream = await openSubscription(
            url,
            client.cookie,
            "subscription ($id: ID!) { serviceRequestActivity(id: $id) { id comments { content } } }",
            { id: request.id },
          );
          // a knowledge base document to read (indexing) and a run of Cara: the server's workers take them at once
          const document = await createTextDocument(ctx, {
            title: "Servicing playbook",
            content: "To add a vehicle, collect the VIN, garaging address and driver. ".repeat(400),
          });
          const workspace = await createWorkspace(ctx, { message: "What is the each occurrence limit?" }, []);
          const runs = () => runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspace.id));
          const documentStatus = async () =>
            (await runtime.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id)))[0]!
              .status;
          const started = async () => (await runs())[0]?.status !== "QUEUED" && (await documentStatus()) !== "UNKNOWN";
          await expect.poll(started, { timeout: 10_000, interval: 20 }).toBe(true);
          const atStop = (await runs())[0]!.status;
          const documentAtStop = await documentStatus();

          await runtime.proxy!.stop();
          await new Promise((resolve) => setTimeout(resolve, 3000));
          expect(server.exitCode).toBeUndefined(); // before ADR 059 it exited here
          const page = await fetch(`${url}/app/signin`);
          expect(page.status).toBe(503);
          expect(page.headers.get("retry-after")).toBe("5");
          expect(await page.text()).toContain("Cara is temporarily unavailable");
          expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true, database: "down" });

          const restarted = Date.now();
          await runtime.proxy!.start();
          await expect.poll(signinStatus, { timeout: 20_000, interval: 100 }).toBe(200);
          const pagesBackMs = Date.now() - restarted;
          // the live stream was told to read again, and carries the next change
          expect(await stream.until("event: next")).toContain(request.id);
          await client.request(
            `mutation ($id: ID!) { addServiceRequestComment(id: $id, input: { content: "After the outage" }) { __typename } }`,
            { id: request.id },
          );
          expect(await stream.until("After the outage")).toContain("After the outage");
          stream.close();
          // the run ended (done, or retried and done), and the workspace takes a new message
          const active = async () => (await runs()).some((run) => ["QUEUED", "RUNNING"].includes(run.status));
          await expect.poll(active, { timeout: 60_000, interval: 250 }).toBe(false);
          expect((await getWorkspace(ctx, workspace.id)).state).not.toBe("WORKING");
          await expect.poll(documentStatus, { timeout: 60_000, interval: 250 }).toBe("COMPLETED");
          await addWorkspaceMessage(ctx, workspace.id, { message: "And the aggregate?" }, []);
          expect(server.exitCode).toBeUndefined();
          const [run] = await runs();
          console.info(
            `database-outage-process: pages back ${pagesBackMs} ms after the database; ` +
              `the run was ${atStop} at the stop, ended ${run!.status} after ${run!.attempts} attempt(s); ` +
              `the document was ${documentAtStop}, then COMPLETED`,
          );
        } finally {
          await server.stop();
        }
      },
    );

    it(
      "notices a run whose process was killed within about a minute of its restart, and the workspace takes a message",
      { timeout: 240_000 },
      async () => {
        const agency = await buildAgency(runtime.system);
        const ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
        const port = await freePort();
        let server = startServer(port);
        let workspaceId = "";
        try {
          await expect.poll(server.signinStatus, { timeout: 60_000, interval: 250 }).toBe(200);
          // kill -9 the process while it works a run (a run that ended first is tried again)
          for (let attempt = 0; attempt < 5 && !workspaceId; attempt++) {
            const workspace = await createWorkspace(ctx, { message: "Summarise the policy and its exclusions" }, []);
            const status = async () =>
              (await runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspace.id)))[0]!.status;
            await expect.poll(status, { timeout: 10_000, interval: 10 }).not.toBe("QUEUED");
            if ((await status()) !== "RUNNING") continue;
            server.child.kill("SIGKILL");
            await new Promise((resolve) => server.child.once("exit", resolve));
            if ((await status()) === "RUNNING") workspaceId = workspace.id;
            else server = startServer(port);
            if (!workspaceId) await expect.poll(server.signinStatus, { timeout: 60_000, interval: 250 }).toBe(200);
          }
          expect(workspaceId).not.toBe("");
          const killed = Date.now();
          expect((await getWorkspace(ctx, workspaceId)).state).toBe("WORKING");

          // the process is started again (by its supervisor): its sweep finds the silent run
          server = startServer(port);
          const status = async () =>
            (await runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspaceId)))[0]!.status;
          await expect.poll(status, { timeout: 150_000, interval: 500 }).toBe("FAILED");
          const noticedMs = Date.now() - killed;
          expect((await getWorkspace(ctx, workspaceId)).state).not.toBe("WORKING");
          await addWorkspaceMessage(ctx, workspaceId, { message: "Try again, please" }, []);
          console.info(`database-outage-process: a killed run failed ${Math.round(noticedMs / 1000)} s after the kill`);
          expect(noticedMs).toBeLessThan(90_000);
        } finally {
          await server.stop();
        }
      },
    );
  },
);
