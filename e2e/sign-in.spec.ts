import { DOCS_URL } from "../playwright.config.ts";
import { checkPage, codeFromMailbox, expect, test, visit } from "./support.ts";

const SIDEBAR = [
  { link: "Home", url: "/app/home", heading: "What can Cara do for you?" },
  { link: "Workspaces", url: "/app/workspaces", heading: "Workspaces" },
  { link: "Presets", url: "/app/presets", heading: "Presets" },
  { link: "Styles", url: "/app/styles", heading: "Styles" },
  { link: "Service Requests", url: "/app/servicing", heading: "Servicing" },
  { link: "Calls", url: "/app/calls", heading: "Calls" },
  { link: "Emails", url: "/app/emails", heading: "Emails" },
  { link: "Knowledge Base", url: "/app/knowledge", heading: "Knowledge Base" },
  { link: "Accounts", url: "/app/accounts", heading: "Accounts" },
  { link: "Policies", url: "/app/policies", heading: "Policies" },
  { link: "Settings", url: "/app/settings/subscription", heading: "Settings" },
];

test("a newcomer signs in with the demo user by reading the code from the dev mailbox, uses the shell and signs out", async ({
  page,
  agency,
}) => {
  const DEMO_EMAIL = agency.email("demo");
  test.setTimeout(150_000); // fourteen pages, each checked by axe and photographed
  await page.goto("/app");
  await expect(page).toHaveURL(/\/app\/signin$/);
  await checkPage(page, "signin-email");

  await page.getByLabel("Email").fill(DEMO_EMAIL);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page).toHaveURL(`/app/signin?email=${encodeURIComponent(DEMO_EMAIL)}`);
  await expect(page.getByText(`We sent a six-digit code to ${DEMO_EMAIL}`)).toBeVisible();
  await checkPage(page, "signin-code");

  const code = await codeFromMailbox(page, DEMO_EMAIL);
  // six characters submit by themselves: no button press
  await page.getByLabel("Verification code").pressSequentially(code, { delay: 30 });
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole("heading", { name: "What can Cara do for you?" })).toBeVisible();
  const account = page.getByRole("button", { name: "Account menu for Jordan Avery" });
  await expect(account).toContainText("JA");
  await expect(account).toContainText("Jordan Avery");
  await checkPage(page, "home");

  const nav = page.getByRole("complementary", { name: "Sidebar" });
  for (const item of SIDEBAR) {
    await nav.getByRole("link", { name: item.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: item.heading, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: item.link, exact: true })).toHaveAttribute("aria-current", "page");
    await checkPage(page, `page-${item.url.replaceAll("/", "-").slice(1)}`);
  }

  await nav.getByRole("link", { name: "Documentation" }).click();
  const dialog = page.getByRole("dialog", { name: "Documentation" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/dialog=documentation/);
  await expect(dialog.getByRole("link", { name: "Open documentation" })).toHaveAttribute("href", DOCS_URL);
  await checkPage(page, "documentation-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/dialog=/);

  await account.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/app\/signin$/);
  await page.goto("/app/home");
  await expect(page).toHaveURL(/\/app\/signin$/);
});

test("the emailed link signs in by itself, once", async ({ page, agency }) => {
  const email = agency.email("elena.ruiz");
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/app\/signin$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  const code = await codeFromMailbox(page, email);
  await page.goto(`/signin?email=${encodeURIComponent(email)}&code=${code}`);
  await expect(page).toHaveURL(/\/app\/home$/);
  // the code is single use
  await page.context().clearCookies();
  await page.goto(`/app/signin?email=${encodeURIComponent(email)}&code=${code}`);
  await expect(page.getByText("Invalid code")).toBeVisible();
});

test.describe("bad sign-in input gets its message under the field", () => {
  test("malformed and empty emails", async ({ page }) => {
    await visit(page, "/app/signin", "signin-empty");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await expect(page.getByText("Enter your email address")).toBeVisible();
    await page.getByLabel("Email").fill("jordan@harbor");
    await page.getByRole("button", { name: "Continue with email" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("jordan@harbor");
    await checkPage(page, "signin-email-invalid");
  });

  test("wrong, non-numeric, and too many codes", async ({ page, agency }) => {
    const email = agency.email("marcus.bell");
    await page.goto("/app/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue with email" }).click();
    const code = await codeFromMailbox(page, email);
    const wrong = ((Number(code) + 1) % 1_000_000).toString().padStart(6, "0");
    const field = page.getByLabel("Verification code");

    await field.fill("12ab56");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText("The code contains only digits")).toBeVisible();

    await field.fill(wrong);
    await expect(page.getByText("Invalid code")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await checkPage(page, "signin-code-invalid");

    for (let attempt = 2; attempt <= 5; attempt++) {
      await field.fill("");
      await field.fill(((Number(wrong) + attempt) % 1_000_000).toString().padStart(6, "0"));
      await page.waitForLoadState("networkidle");
    }
    await expect(page.getByText("Too many attempts. Request a new code.")).toBeVisible();
    // the right code no longer works for this code; a new one does
    await page.getByRole("button", { name: "Send a new code" }).click();
    await expect(page.getByText(`We sent a new code to ${email}`)).toBeVisible();
    const fresh = await codeFromMailbox(page, email);
    expect(fresh).not.toBe(""); // a new message arrived
    await page.getByLabel("Verification code").fill(fresh);
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in still works as plain forms", async ({ page, agency }) => {
    const email = agency.email("sam.okafor"); // a disabled user: same answer, no code
    await page.goto("/app/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue with email" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText("Invalid code")).toBeVisible();
  });
});
