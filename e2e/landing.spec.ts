import { BOOK_DEMO_URL } from "../playwright.config.ts";
import { checkPage, expect, test } from "./support.ts";

test.describe("landing page, read without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("has every section, the claims, and sends no script", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toMatch(/<script/i);
    expect(response!.headers()["cache-control"]).toContain("public");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const header = page.getByRole("banner");
    for (const [name, hash] of [
      ["Product", "#product"],
      ["Features", "#features"],
      ["Integrations", "#integrations"],
    ]) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", hash!);
      await expect(page.locator(hash!)).toHaveCount(1);
    }
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/app");

    for (const module of ["Copilot", "Service", "Knowledge", "Communication"]) {
      await expect(page.getByRole("heading", { name: module, exact: true })).toBeVisible();
    }
    for (const claim of ["70%", "30+", "24/7", "10+"])
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    for (const integration of ["HawkSoft", "NowCerts", "AgencyZoom", "HubSpot", "Applied Epic", "Zapier"]) {
      await expect(page.locator("#integrations").getByText(integration, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
    for (const social of ["LinkedIn", "X", "YouTube"]) {
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: `Cara on ${social}`, exact: true }),
      ).toBeVisible();
    }
  });

  test("every call to action books a demo on the external form", async ({ page }) => {
    await page.goto("/");
    const demo = page.getByRole("link", { name: /book a demo/i });
    expect(await demo.count()).toBeGreaterThanOrEqual(3);
    for (const link of await demo.all()) await expect(link).toHaveAttribute("href", BOOK_DEMO_URL);
    // nothing else pretends to be a call to action
    const others = page.getByRole("link", { name: /get started|start free|sign up|try/i });
    await expect(others).toHaveCount(0);
  });

  test("the six use-case tabs switch by click and by keyboard", async ({ page }) => {
    await page.goto("/");
    const tabs = page.locator("#features").getByRole("radio");
    await expect(tabs).toHaveCount(6);
    const panels = page.locator("#features article");
    await expect(panels).toHaveCount(6);
    const visible = async () => {
      const shown: number[] = [];
      for (let i = 0; i < 6; i++) if (await panels.nth(i).isVisible()) shown.push(i);
      return shown;
    };
    expect(await visible()).toEqual([0]);
    await page.locator("#features label").nth(3).click();
    expect(await visible()).toEqual([3]);
    await tabs.nth(3).focus();
    await page.keyboard.press("ArrowDown");
    expect(await visible()).toEqual([4]);
  });

  test("Log in leads to sign-in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/app\/signin$/);
  });
});

test("the landing page is accessible at desktop and phone sizes", async ({ page }) => {
  await page.goto("/");
  await checkPage(page, "landing-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await checkPage(page, "landing-phone");
});
