import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
export const BOOK_DEMO_URL = "https://forms.example.test/cara-demo";
export const DOCS_URL = "https://docs.example.test/cara";

/** Journeys in the system Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
      name: "setup",
      testMatch: /.*\.setup\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "chromium",
      dependencies: ["setup"],
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
      BOOK_DEMO_URL,
      DOCS_URL,
      SUPPORT_EMAIL: "help@cara.test",
      // keep the e2e server on the embedded defaults even when the shell has these set
      DATABASE_URL: "",
      SMTP_URL: "",
    },
  },
});
