import { checkPage, expect, test, visit } from "./support.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a failing page shows the application error page with the error to send us", async ({ page }) => {
  const response = await page.goto("/dev/error?in=loader");
  expect(response?.status()).toBe(500);
  await expect(page).toHaveTitle("Application error");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText(/Please contact our team via chat or at/)).toBeVisible();
  await expect(page.getByRole("link", { name: "help@cara.test" })).toHaveAttribute("href", "mailto:help@cara.test");
  // the server keeps the details of its own errors; the page shows what the browser knows
  await expect(page.getByTestId("error-message")).toHaveText("Unexpected Server Error");
  await checkPage(page, "error-page-server");
});

test("an error in the browser shows its message and stack, and the copy confirmation resets after 3 seconds", async ({
  page,
}) => {
  await visit(page, "/dev/error", "error-check");
  await page.getByRole("button", { name: "Throw an error" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page).toHaveTitle("Application error");
  await expect(page.getByTestId("error-message")).toHaveText("Deliberate failure while rendering (/dev/error)");
  // the stack trace follows the message (frames of the built assets)
  await expect(page.locator("pre")).toContainText(
    /Deliberate failure while rendering \(\/dev\/error\)\s+at .+\/assets\//,
  );

  const copy = page.getByRole("button", { name: "Copy error" });
  await copy.click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Deliberate failure while rendering");
  expect(copied).toMatch(/Page: http:\/\/localhost:\d+\/dev\/error\nTime: \d{4}-\d\d-\d\dT/);
  await page.waitForTimeout(2500);
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy error" })).toBeVisible({ timeout: 1500 });
  await checkPage(page, "error-page-client");
});

test("an unknown public page is a 404 page", async ({ page }) => {
  const response = await visit(page, "/no-such-page", "public-not-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
