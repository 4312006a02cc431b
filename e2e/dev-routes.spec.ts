import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, visit } from "./support.ts";

test("the dev mailbox lists sent mail, newest first", async ({ page, agency }) => {
  await page.goto("/app/signin");
  await page.getByLabel("Email").fill(agency.email("elena.ruiz"));
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await visit(page, "/dev/mailbox", "dev-mailbox");
  // other journeys' mail arrives too: the newest message to this address
  const first = page
    .getByRole("article")
    .filter({ has: page.getByTestId("mail-to").filter({ hasText: agency.email("elena.ruiz") }) })
    .first();
  await expect(first).toContainText("Your Cara sign-in code is");
  await expect(first.getByTestId("mail-to")).toHaveText(agency.email("elena.ruiz"));
  await expect(first).toContainText("Cara <no-reply@cara.localhost>");
});

test.describe("with an SMTP server configured", () => {
  let server: ChildProcess;
  let dataDir: string;
  let port: number;

  // eslint-disable-next-line no-empty-pattern -- the hook needs only the worker info
  test.beforeAll(async ({}, workerInfo) => {
    port = 3290 + workerInfo.parallelIndex; // one server per worker: journeys run side by side
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cara-e2e-smtp-"));
    server = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: "smtp://127.0.0.1:2525",
        DATABASE_URL: "",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
  });
  test.afterAll(async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("/dev/mailbox and /dev/error do not exist", async ({ page }) => {
    for (const devPage of ["/dev/mailbox", "/dev/error"]) {
      const response = await page.goto(`http://localhost:${port}${devPage}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });
});
