import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Request, type Response, type TestInfo } from "@playwright/test";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");
/** Full-page screenshots of every checked state only when asked for (E2E_SCREENSHOTS=1); failures always get one. */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

/**
 * What a journey's own agency is (ADR 053): a copy of the demo agency (`demo`) or a small agency in
 * a banner state, and the user it starts signed in as (a demo person's local part, e.g.
 * `priya.shah`; a banner agency's owner is its state in lower case, e.g. `trial`).
 */
export interface AgencyOptions {
  kind?: "demo" | "TRIAL" | "OVERDUE" | "EXPIRED" | "PAUSED";
  signInAs?: string;
}
/** A demo agency of the test's own, signed in as Priya Shah (most journeys' user). */
export const AS_PRIYA: AgencyOptions = { kind: "demo", signInAs: "priya.shah" };

export interface JourneyAgency {
  agencyId: string;
  name: string;
  emailDomain: string;
  users: Array<{ email: string; name: string; state: string }>;
  session?: { email: string; token: string };
  /** The address of one of its people by local part: `agency.email("marcus.bell")`. */
  email(local: string): string;
}

async function createAgency(baseURL: string, options: AgencyOptions): Promise<JourneyAgency> {
  const response = await fetch(`${baseURL}/dev/test-agency`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(options),
  });
  if (!response.ok) throw new Error(`POST /dev/test-agency: ${response.status} ${await response.text()}`);
  const agency = (await response.json()) as Omit<JourneyAgency, "email">;
  return { ...agency, email: (local) => `${local}@${agency.emailDomain}` };
}

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

/** Where this run records the page states it has checked (one directory per state; playwright.config.ts names it). */
const statesDir = () => process.env.E2E_A11Y_STATES_DIR ?? path.resolve("test-results/a11y-states");

/**
 * The page state a check stands for: the route (React Router's deepest matched route, or the path
 * with its ids folded where no script runs), the query's parameter names with the values of those
 * that open a dialog, tab or panel, the dialogs and menus open, the viewport and whether scripts run.
 */
async function pageState(page: Page, javaScriptEnabled: boolean): Promise<string> {
  const inPage = await page.evaluate(() => {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { state: { matches: Array<{ route: { id: string } }> } } }
    ).__reactRouterDataRouter;
    const route = router?.state.matches.at(-1)?.route.id ?? null;
    const labelOf = (el: Element) => {
      const labelledBy = el.getAttribute("aria-labelledby");
      const text = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : (el.getAttribute("aria-label") ?? "");
      return `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${text.trim()}`;
    };
    const open = [
      ...document.querySelectorAll("[role=dialog], [role=alertdialog], dialog[open], [role=menu], [role=listbox]"),
    ]
      .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === "fixed")
      .map(labelOf)
      .sort();
    return { route, open };
  });
  const url = new URL(page.url());
  const path = url.pathname.replace(/\/[0-9a-f-]{36}(?=\/|$)/gi, "/:id").replace(/\/\d+(?=\/|$)/g, "/:n");
  const opens = /^(dialog|tab|panel|view|step|mode|preset|sheet)$/;
  const query = [...new Set(url.searchParams.keys())]
    .sort()
    .map((k) => (opens.test(k) ? `${k}=${url.searchParams.get(k)}` : k))
    .join("&");
  const viewport = page.viewportSize();
  return JSON.stringify({
    route: inPage.route ?? path,
    query,
    open: inPage.open.map((o) => o.replace(/\d+/g, "#")),
    viewport: viewport ? `${viewport.width}x${viewport.height}` : "default",
    js: javaScriptEnabled,
  });
}

const stateId = (state: string) => createHash("sha1").update(state).digest("hex").slice(0, 16);

/** Whether some journey has checked `state` in this run already. */
const isChecked = (state: string) => fs.existsSync(path.join(statesDir(), stateId(state)));

/** Claims a state for this run: true the first time any worker asks for it (mkdir is atomic). */
function claimState(state: string, name: string): boolean {
  const dir = path.join(statesDir(), stateId(state));
  try {
    fs.mkdirSync(statesDir(), { recursive: true });
    fs.mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  fs.writeFileSync(path.join(dir, "state.json"), JSON.stringify({ ...JSON.parse(state), name }));
  return true;
}

/**
 * Every page state is checked with axe-core once per run (route, query, open dialogs and menus,
 * viewport, scripts): no serious or critical violation may be found. A state another journey has
 * checked already is passed over, so a check costs only where it adds something. `name` names the
 * screenshot taken when E2E_SCREENSHOTS=1 (test-results/screenshots/<name>.png).
 */
export async function checkPage(
  page: Page,
  name: string,
  options: { waitForIdle?: boolean; screenshot?: boolean } = {},
) {
  // A state some journey has checked already costs nothing more unless a picture is wanted.
  if (!options.screenshot && !screenshotsWanted)
    return checkIfNew(page, name, scriptsRun(page), options.waitForIdle !== false);
  // Settle first; a page that keeps a connection open (an embedded PDF viewer) is checked as it is after 5 s.
  if (options.waitForIdle !== false) await settle(page);
  await checkState(page, name, await pageState(page, scriptsRun(page)));
  if (options.screenshot) await screenshot(page, name, { fullPage: true, always: true });
  else await screenshot(page, name, { fullPage: true });
}

/** Runs axe-core on the page unless `state` was checked already in this run. */
async function checkState(page: Page, name: string, state: string) {
  if (!claimState(state, name)) return;
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
  expect(blocking, `accessibility violations on ${name} (${state}):\n${report}`).toEqual([]);
}

/** Whether scripts run on the test's page (its context's javaScriptEnabled), set by the page fixture. */
const scriptsEnabled = new WeakMap<Page, boolean>();
const scriptsRun = (page: Page) => scriptsEnabled.get(page) ?? true;

/** Checks the page's state only if no journey has, settling first (when asked) only then. */
async function checkIfNew(page: Page, name: string, javaScriptEnabled: boolean, waitForIdle = true) {
  if (isChecked(await pageState(page, javaScriptEnabled))) return;
  if (waitForIdle) await settle(page);
  await checkState(page, name, await pageState(page, javaScriptEnabled));
}

/** After a navigation: checks the state it lands on only if no journey has. */
async function checkOnArrival(page: Page, name: string) {
  if (!scriptsRun(page) || page.isClosed()) return;
  await checkIfNew(page, name, true);
}

/**
 * Keeps a picture of the page as test-results/screenshots/<name>.png when screenshots are wanted
 * (E2E_SCREENSHOTS=1, or `always`); a failing test gets one from Playwright anyway.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean; always?: boolean } = {}) {
  if (!screenshotsWanted && !options.always) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: options.fullPage ?? false });
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
 * The test function of every journey. Each journey that sets `agencyOptions` gets an agency of its
 * own (ADR 053), signed in as the user it names: `test.use({ agencyOptions: AS_PRIYA })`, and reads
 * it through the `agency` fixture. Besides the checks a test makes along the way, every page a
 * `goto` lands on and the page a test ends on are checked (axe-core, once per page state per run),
 * so a new screen is checked without anyone adding a check. Pages without JavaScript are checked
 * where their tests call checkPage.
 */
export const test = base.extend<{
  agencyOptions: AgencyOptions | null;
  agency: JourneyAgency;
  agencyHolder: { created?: Promise<JourneyAgency> };
  finalPageCheck: void;
}>({
  agencyOptions: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- a fixture with no dependencies
  agencyHolder: async ({}, use) => use({}),
  agency: async ({ agencyHolder, agencyOptions, baseURL }, use) => {
    agencyHolder.created ??= createAgency(baseURL!, agencyOptions ?? { kind: "demo" });
    await use(await agencyHolder.created);
  },
  context: async ({ context, agencyHolder, agencyOptions, baseURL }, use) => {
    if (agencyOptions?.signInAs) {
      agencyHolder.created ??= createAgency(baseURL!, agencyOptions);
      const { session } = await agencyHolder.created;
      await context.addCookies([{ name: "cara_session", value: session!.token, url: baseURL! }]);
    }
    await use(context);
  },
  // A page loaded with JavaScript is used once React has hydrated it (app/root.tsx marks <html>):
  // before that, dialogs and menus are their server-rendered forms, and a click can land on one
  // that hydration then replaces.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    trackRequests(page);
    scriptsEnabled.set(page, javaScriptEnabled);
    const arrived = async (response: Response | null) => {
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      // pages that ship no scripts (the landing page) are never hydrated
      const scripted = html && response!.ok() && (await page.locator("script[type=module]").count()) > 0;
      if (javaScriptEnabled && scripted)
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      if (html) await checkOnArrival(page, `goto-${slugOf(testInfo)}`);
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => arrived(await goto(url, options));
    // a reload is a new page load too: a select changed before hydration is reset by it
    const reload = page.reload.bind(page);
    page.reload = async (options) => arrived(await reload(options));
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
      await checkPage(page, `end-${slugOf(testInfo)}`);
    },
    { auto: true },
  ],
});

const slugOf = (testInfo: TestInfo) =>
  testInfo.titlePath
    .slice(1)
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80);

export { expect };
