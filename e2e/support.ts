import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

export const DEMO_EMAIL = "demo@harbor-agency.test";
/** Signed-in browser state of Priya Shah, made by auth.setup.ts. */
export const PRIYA_STATE = "test-results/.auth/priya.json";
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

/** The requests in flight of each test page, live-update streams left out (they never end). */
const inFlight = new WeakMap<Page, Set<Request>>();
const isStream = (request: Request) =>
  request.resourceType() === "eventsource" || (request.headers()["accept"] ?? "").includes("text/event-stream");

function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on("request", (request) => {
    if (!isStream(request)) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  inFlight.set(page, pending);
}

/**
 * Waits until the page has had no request in flight for 500 ms (as "networkidle") (at most `maxMs`). A page that
 * follows live updates keeps its stream open, so Playwright's "networkidle" would never come
 * and every check would wait out its whole timeout; the stream is left out here.
 */
async function settle(page: Page, maxMs = 5_000) {
  const pending = inFlight.get(page);
  if (!pending) {
    await page.waitForLoadState("networkidle", { timeout: maxMs }).catch(() => undefined);
    return;
  }
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Every page visit ends here: axe-core must find no serious or critical violation, and a
 * full-page screenshot is kept as an artifact (test-results/screenshots/<name>.png).
 */
export async function checkPage(page: Page, name: string, options: { waitForIdle?: boolean } = {}) {
  // Settle first; a page that keeps a connection open (an embedded PDF viewer) is checked as it is after 5 s.
  if (options.waitForIdle !== false) await settle(page);
  // A sandboxed document frame (a draft, a style's preview) runs no script, so axe cannot check
  // inside it, and waiting on it can hang the check: it is left out.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude("iframe[sandbox]")
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = blocking
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(" ")}`).join("\n")}`)
    .join("\n");
  expect(blocking, `accessibility violations on ${name}:\n${report}`).toEqual([]);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Goes to `url` and checks the page. */
export async function visit(page: Page, url: string, name: string) {
  const response = await page.goto(url);
  await checkPage(page, name);
  return response;
}

/** Reads the newest sign-in code for `email` from the dev mailbox, as a newcomer would. */
export async function codeFromMailbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    let code: string | null = null;
    for (let attempt = 0; attempt < 20 && !code; attempt++) {
      await mailbox.goto("/dev/mailbox");
      const article = mailbox
        .locator("article", { has: mailbox.getByTestId("mail-to").filter({ hasText: email }) })
        .first();
      if (await article.count()) {
        code = (await article.getByTestId("mail-body").innerText()).match(/sign-in code is (\d{6})/)?.[1] ?? null;
      }
      if (!code) await mailbox.waitForTimeout(250);
    }
    if (!code) throw new Error(`No sign-in code for ${email} in /dev/mailbox`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/** Signs in through the two-step form. */
export async function signIn(page: Page, email: string) {
  await page.goto("/app/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const code = await codeFromMailbox(page, email);
  await page.getByLabel("Verification code").fill(code);
  await page.waitForURL("**/app/home");
}

/**
 * The test function of every journey: besides the checks a test makes along the way, the
 * page a test ends on is checked too (axe-core and a screenshot), so no visited state goes
 * unchecked. Pages without JavaScript are checked in their own JS-enabled tests.
 */
export const test = base.extend<{ finalPageCheck: void }>({
  // A page loaded with JavaScript is used once React has hydrated it (app/root.tsx marks <html>):
  // before that, dialogs and menus are their server-rendered forms, and a click can land on one
  // that hydration then replaces.
  page: async ({ page, javaScriptEnabled }, use) => {
    trackRequests(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      // pages that ship no scripts (the landing page) are never hydrated
      const scripted = html && response!.ok() && (await page.locator("script[type=module]").count()) > 0;
      if (javaScriptEnabled && scripted)
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      return response;
    };
    await use(page);
  },
  finalPageCheck: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      await use();
      if (
        testInfo.status !== testInfo.expectedStatus ||
        !javaScriptEnabled ||
        page.isClosed() ||
        page.url() === "about:blank"
      )
        return;
      const slug = testInfo.titlePath
        .slice(1)
        .join(" ")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .slice(0, 80);
      await checkPage(page, `end-${slug}`);
    },
    { auto: true },
  ],
});

export { expect };
