import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemCtx } from "#server/lib/context.ts";
import { launchChromium } from "#server/lib/html-pdf.ts";
import { createSession } from "#server/modules/identity/session.service.ts";
import { addServiceRequestComment } from "#server/modules/servicing/servicing-comment.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { freePort, hasBuild, startBuiltServer, type BuiltServer } from "../../scripts/probes/built-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The reconnecting state in a browser (issue 29 item 4, ADR 066 and 069): the built server
 * (`npm start`, jobs inline) on PostgreSQL through the TCP proxy; a signed-in page with a live
 * stream open; the proxy drops the database; an in-app navigation shows "Reconnecting…" (not the
 * error page); the proxy comes back and the page returns by itself, and the live stream
 * resubscribes and carries a new comment without a reload. Chromium is launched here directly
 * (the e2e web server runs on the embedded engine, which cannot go away).
 */
let runtime: TestRuntime;
let server: BuiltServer;
let browser: Browser;

describe.runIf(process.env.DATABASE_URL && hasBuild())("a page across a database outage (browser, built app)", () => {
  beforeAll(async () => {
    runtime = await startTestRuntime({ proxied: true });
    server = startBuiltServer({
      port: await freePort(),
      databaseUrl: runtime.databaseUrl!,
      dataDir: runtime.config.dataDir,
    });
    await server.ready();
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await runtime?.close();
  });

  it(
    "shows Reconnecting… while the database is away, comes back by itself and receives live updates again",
    { timeout: 240_000 },
    async () => {
      const agency = await buildAgency(runtime.system);
      const user = await buildAgencyUser(runtime.system, agency.id);
      const ctx = agencyCtxFor(runtime, user);
      const request = await buildServiceRequest(ctx, {
        type: "QUESTION",
        clientName: "Owen Tidewater",
        question: { question: "Is my dock covered?" },
      });
      const session = await createSession(systemCtx(runtime), user);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: "cara_session", value: session.token, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/app/servicing/${request.id}/activity`);
      const activity = page.getByRole("region", { name: "Comments and Activity" });
      await expect.poll(() => activity.getByRole("status").textContent(), { timeout: 30_000 }).toBe("Live");
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      // the database goes away
      await runtime.proxy!.stop();
      const health = async () =>
        ((await (await fetch(`${server.url}/healthz`)).json()) as { database: string }).database;
      await expect.poll(health, { timeout: 20_000 }).toBe("down");
      // an in-app navigation meets the outage: the reconnecting state, not the error page
      await page.getByRole("link", { name: "Overview" }).click();
      const reconnecting = page.getByRole("heading", { name: "Reconnecting…" });
      await reconnecting.waitFor({ timeout: 30_000 });
      expect(await page.getByText("Unexpected Server Error").count()).toBe(0);
      const shots = path.join(root, "test-results", "outage");
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, "reconnecting-1440.png") });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(shots, "reconnecting-390.png") });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.waitForTimeout(6_000); // at least one retry while still down: it stays reconnecting
      expect(await reconnecting.isVisible()).toBe(true);

      // the database comes back: the page returns by itself (its retry every 5 s), no reload
      const back = Date.now();
      await runtime.proxy!.start();
      await reconnecting.waitFor({ state: "detached", timeout: 60_000 });
      const returnedMs = Date.now() - back;
      await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`/app/servicing/${request.id}/overview`);

      // back on the activity, the live stream resubscribed: a colleague's comment arrives without a reload
      await page.getByRole("link", { name: "Activity" }).first().click();
      await expect.poll(() => activity.getByRole("status").textContent(), { timeout: 30_000 }).toBe("Live");
      await addServiceRequestComment(ctx, request.id, { content: "Dock endorsement checked after the outage." });
      await activity.getByText("Dock endorsement checked after the outage.").waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(server.exitCode).toBeUndefined();
      console.info(
        `database-outage-browser: the page came back ${returnedMs} ms after the database; the live comment arrived`,
      );
      await context.close();
    },
  );
});
