import { checkPage, expect, AS_PRIYA, test, visit } from "./support.ts";

test.use({ agencyOptions: AS_PRIYA });

test("the sidebar collapses to icons on a workspace page", async ({ page }) => {
  await visit(page, "/app/workspaces", "workspaces");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  expect((await sidebar.boundingBox())!.width).toBe(240);

  await page.goto("/app/workspaces/5f2b8c1e-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Workspace not found")).toBeVisible();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(56);
  // icons keep their names
  await expect(sidebar.getByRole("link", { name: "Policies" })).toBeVisible();
  await checkPage(page, "workspace-collapsed");
});

test("an unknown page inside the app shows a not-found page in the shell", async ({ page }) => {
  const response = await visit(page, "/app/no-such-page", "app-not-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test("settings open on the subscription tab, with the other tabs and Sign out", async ({ page }) => {
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/app\/settings\/subscription$/);
  await expect(page.getByText("Cara Pro · Annual · 10 seats")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Settings" });
  await tabs.getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/integrations$/);
  await checkPage(page, "settings-integrations");
  await tabs.getByRole("link", { name: "Voice AI" }).click();
  await expect(page.getByRole("heading", { name: "Voice Agents", exact: true })).toBeVisible();
  await checkPage(page, "settings-voice");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("the agency's time zone is set in Settings → Agency and kept", async ({ page }) => {
  await page.goto("/app/settings");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Agency" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/agency$/);
  await expect(page.getByRole("heading", { name: "Harbor Insurance Agency" })).toBeVisible();
  const zone = page.getByLabel("Time zone");
  await expect(zone).toHaveValue("");
  await expect(page.getByText("In use: Eastern (New York).")).toBeVisible();
  await checkPage(page, "settings-agency");

  // the server's refusal reaches the field: a zone that is not on the list
  await zone.evaluate((select: HTMLSelectElement) => (select.options[1]!.value = "Europe/Paris"));
  await zone.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Choose a time zone from the list" })).toBeVisible();
  await expect(zone).toHaveAttribute("aria-invalid", "true");

  await page.reload();
  await zone.selectOption({ label: "Pacific (Los Angeles)" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Time zone saved" })).toBeVisible();
  await page.reload();
  await expect(zone).toHaveValue("America/Los_Angeles");
  await expect(page.getByText("In use: Pacific (Los Angeles).")).toBeVisible();

  // back to the state's zone (other journeys date certificates in Maine)
  await zone.selectOption({ label: "From the agency's state" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Time zone saved" })).toBeVisible();
  await expect(page.getByText("In use: Eastern (New York).")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is a drawer", async ({ page }) => {
    await visit(page, "/app/home", "mobile-home");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    await checkPage(page, "mobile-drawer");
    await drawer.getByRole("link", { name: "Policies" }).click();
    await expect(page).toHaveURL(/\/app\/policies$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "Policies", level: 1 })).toBeVisible();
    await checkPage(page, "mobile-policies");
  });

  test("Settings → Agency fits", async ({ page }) => {
    await visit(page, "/app/settings/agency", "mobile-settings-agency");
    await expect(page.getByLabel("Time zone")).toBeVisible();
    // the tab row scrolls sideways; the current tab is scrolled into view
    const tab = page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Agency" });
    await expect(tab).toBeInViewport({ ratio: 0.9 }); // its underline overlaps the row by a pixel
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test("Settings → Email shows the agency's inbound address and each provider's webhook", async ({ page }) => {
  await visit(page, "/app/settings/email", "settings-email");
  await expect(
    page.getByRole("heading", { name: "Email", level: 1 }).or(page.getByText(/inbound/i).first()),
  ).toBeVisible();
  await expect(page.getByText(/Postmark/).first()).toBeVisible();
});

test("a skeleton holds the page while the next page's data loads", async ({ page }) => {
  await page.goto("/app/home");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/app/policies.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Policies" }).click();
  const skeleton = page.getByRole("status").filter({ hasText: "Loading…" });
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
  await checkPage(page, "page-skeleton", { waitForIdle: false }); // the request is still held
  release();
  await expect(page.getByRole("heading", { name: "Policies", level: 1 })).toBeVisible();
  await expect(skeleton).toBeHidden();
});

test("a link clicked while a search is still pausing is followed, not cancelled by the search", async ({ page }) => {
  await page.goto("/app/accounts");
  await expect(page.getByRole("table", { name: "Accounts" })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/app/policies.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("searchbox", { name: "Search accounts" }).fill("Casco");
  // clicked late in the search's 250 ms pause: the pause ends before the 150 ms skeleton replaces the list
  await page.waitForTimeout(120);
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Policies" }).click();
  await page.waitForTimeout(600); // the policies page is still loading when the pause ends
  release();
  await expect(page.getByRole("heading", { name: "Policies", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/policies$/);
});

test("list rows and sidebar items are in-app links: hovering prefetches, a click navigates without reloading", async ({
  page,
}) => {
  await page.goto("/app/accounts");
  const table = page.getByRole("table", { name: "Accounts" });
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("link", { name: "Accounts" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Policies" })).not.toHaveAttribute("aria-current", "page");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const row = table.getByRole("link").first();
  const href = (await row.getAttribute("href"))!;
  expect(href).toMatch(/^\/app\/accounts\/[0-9a-f-]{36}$/);
  await row.hover();
  // the account's page data and route modules are fetched ahead, as a <Link prefetch="intent"> does
  await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${href}/overview$`));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await sidebar.getByRole("link", { name: "Policies" }).click();
  await expect(page.getByRole("heading", { name: "Policies", level: 1 })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Policies" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Accounts" })).not.toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/accounts$/);
});
