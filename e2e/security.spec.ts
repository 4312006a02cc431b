import { PRIYA_STATE, expect, test, visit } from "./support.ts";

// docs/product/security.md: pages carry a nonce CSP; hydration and dialogs must work under it.
function collectCspViolations(page: import("@playwright/test").Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(String(error)));
  return violations;
}

test("the sign-in page runs its scripts under the CSP and without violations", async ({ page }) => {
  const violations = collectCspViolations(page);
  const response = await visit(page, "/app/signin", "security-signin");
  const csp = response!.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(response!.headers()["cache-control"]).toBe("no-store");
  // hydrated: the client-side form reacts (the email step moves on without a full page load)
  await page.getByLabel("Email").fill("nobody@harbor-agency.test");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll("script:not([nonce])").length)).toBe(0);
  expect(violations).toEqual([]);
});

test.describe("signed in", () => {
  test.use({ storageState: PRIYA_STATE });

  test("a list page and a dialog open without CSP violations", async ({ page }) => {
    const violations = collectCspViolations(page);
    await visit(page, "/app/accounts", "security-accounts");
    await page
      .getByRole("link", { name: /create account/i })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(violations).toEqual([]);
  });
});
