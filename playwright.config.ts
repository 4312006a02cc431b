import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
export const BOOK_DEMO_URL = "https://forms.example.test/cara-demo";
export const DOCS_URL = "https://docs.example.test/cara";

// One directory per run where the workers record the page states they have checked with axe-core
// (e2e/support.ts): set here in the main process, inherited by every worker it starts.
if (!process.env.E2E_A11Y_STATES_DIR) {
  fs.rmSync("test-results/a11y-states", { recursive: true, force: true });
  process.env.E2E_A11Y_STATES_DIR = path.resolve(`test-results/a11y-states/${Date.now()}-${process.pid}`);
}

/**
 * Journeys in the system Chromium against the built app on a fresh embedded database. Each journey
 * makes its own agency through POST /dev/test-agency (ADR 053), so they run fully parallel.
 */
export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/screen-coverage.ts",
  outputDir: "test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // Recording a trace of every journey cost a third of the suite's CPU and two of its ten minutes
    // (ADR 057): a failure brings its screenshot and message; E2E_TRACE=1 records traces again.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: "rm -rf .e2e-data && node_modules/.bin/tsx server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: ".e2e-data",
      LOG_LEVEL: "warn",
      TEST_FIXTURES: "true",
      // every journey makes its own agency (ADR 053): no demo agency at start
      SEED_DEMO: "false",
      // two workers' pages, .data requests and GraphQL calls all come from 127.0.0.1
      RATE_LIMIT_IP_PER_MINUTE: "20000",
      BOOK_DEMO_URL,
      DOCS_URL,
      SUPPORT_EMAIL: "help@cara.test",
      // keep the e2e server on the embedded defaults even when the shell has these set
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      SMTP_URL: "",
    },
  },
});
