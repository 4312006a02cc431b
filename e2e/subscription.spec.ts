import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, test, visit } from "./support.ts";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

test.describe("Harbor's users", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("add a user, disable and enable them", async ({ page, agency }) => {
    await visit(page, "/app/settings/subscription", "subscription-active");
    await expect(page.getByRole("heading", { name: /Cara Pro · Annual · 10 seats/ })).toBeVisible();
    await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("4 seats assigned")).toBeVisible();
    await expect(page.getByText("6 seats available")).toBeVisible();
    await expect(page.getByRole("region", { name: "Subscription status" })).toHaveCount(0);
    // sorted by state: the active users, then the disabled ones
    const badges = await page
      .getByRole("list")
      .last()
      .locator("li")
      .evaluateAll((rows) => rows.map((row) => (row.textContent?.includes("Disabled") ? "DISABLED" : "ACTIVE")));
    expect(badges).toEqual([...badges].sort());

    await page.getByRole("link", { name: "Add User" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/subscription\/users$/);
    const add = dialog(page, "Add User");
    await add.getByLabel("Name").fill("Riley Chen");
    await add.getByLabel("Email").fill("riley.chen@harbor-agency");
    await add.getByRole("button", { name: "Add User" }).click();
    await expect(add.getByText("Enter a valid email address")).toBeVisible();
    await add.getByLabel("Email").fill(agency.email("marcus.bell"));
    await add.getByRole("button", { name: "Add User" }).click();
    await expect(add.getByText("A user with this email already exists")).toBeVisible();
    await expect(add.getByLabel("Name")).toHaveValue("Riley Chen");
    await checkPage(page, "subscription-add-user-error");
    await add.getByLabel("Email").fill(agency.email("riley.chen"));
    await add.getByRole("button", { name: "Add User" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/subscription$/);
    await expect(add).toBeHidden();
    await expect(page.getByText(agency.email("riley.chen"))).toBeVisible();
    await expect(page.getByText("5 seats assigned")).toBeVisible();

    await page.getByRole("button", { name: "Actions for Riley Chen" }).click();
    await page.getByRole("menuitem", { name: "Disable" }).click();
    const disable = dialog(page, "Disable Riley Chen?");
    await expect(disable).toBeVisible();
    await checkPage(page, "subscription-disable-user");
    await disable.getByRole("button", { name: "Disable" }).click();
    await expect(disable).toBeHidden();
    await expect(page.getByText("4 seats assigned")).toBeVisible();
    const riley = page.getByRole("listitem").filter({ hasText: "Riley Chen" });
    await expect(riley.getByText("Disabled")).toBeVisible();

    await page.getByRole("button", { name: "Actions for Riley Chen" }).click();
    await page.getByRole("menuitem", { name: "Enable" }).click();
    const enable = dialog(page, "Enable Riley Chen?");
    await enable.getByRole("button", { name: "Enable" }).click();
    await expect(enable).toBeHidden();
    await expect(riley.getByText("Active")).toBeVisible();
    await expect(page.getByText("5 seats assigned")).toBeVisible();
  });

  test("the Add User dialog opened by its URL closes back to the subscription page", async ({ page }) => {
    await visit(page, "/app/settings/subscription/users", "subscription-add-user");
    await expect(dialog(page, "Add User")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/app\/settings\/subscription$/);
    await expect(dialog(page, "Add User")).toBeHidden();
  });
});

test.describe(() => {
  test.use({ agencyOptions: { kind: "TRIAL", signInAs: "trial" } });

  test("a trial upgrades through the plan picker and checkout", async ({ page }) => {
    await page.goto("/app/home");
    const banner = page.getByRole("region", { name: "Subscription status" });
    await expect(banner.getByRole("heading", { name: "Your trial is ending soon" })).toBeVisible();
    await expect(banner).toContainText("Your trial ends on");
    await checkPage(page, "home-trial-banner");

    await banner.getByRole("link", { name: "Upgrade" }).click();
    const picker = dialog(page, /plan/i);
    await expect(picker.getByRole("button", { name: "Choose Basic" })).toBeVisible();
    await expect(picker.getByRole("link", { name: "Contact Sales" })).toBeVisible();
    await checkPage(page, "plan-picker");
    await picker.getByRole("radio", { name: "Monthly" }).click();
    await picker.getByRole("button", { name: "Choose Pro" }).click();

    const checkout = dialog(page, "Complete Checkout");
    await expect(checkout).toBeVisible();
    const seats = checkout
      .getByRole("textbox", { name: "Seats" })
      .or(checkout.getByRole("spinbutton", { name: "Seats" }));
    await expect(seats).toHaveValue("5");
    await expect(
      checkout.getByText("You cannot reduce the number of seats below the number of active users."),
    ).toBeVisible();
    // typed values below the minimum (3) or not numbers are ignored
    await seats.fill("2");
    await seats.press("Enter");
    await expect(seats).toHaveValue("5");
    await seats.fill("abc");
    await seats.blur();
    await expect(seats).toHaveValue("5");
    await checkout.getByRole("button", { name: "Remove a seat" }).click();
    await checkout.getByRole("button", { name: "Remove a seat" }).click();
    await expect(seats).toHaveValue("3");
    await expect(checkout.getByRole("button", { name: "Remove a seat" })).toBeDisabled();
    await checkout.getByRole("button", { name: "Add a seat" }).click();
    await expect(seats).toHaveValue("4");
    // Pro monthly, 4 seats: $749 + $200 for the one seat above the 3 included
    await expect(checkout.getByText("$949.00").first()).toBeVisible();
    await checkPage(page, "checkout");
    await checkout.getByRole("button", { name: "Continue" }).click();
    await expect(checkout.getByText("Success - Your subscription has been updated successfully.")).toBeVisible();
    await checkPage(page, "checkout-success");
    await checkout.getByRole("button", { name: "Done" }).click();
    await expect(checkout).toBeHidden();
    await expect(page.getByRole("region", { name: "Subscription status" })).toHaveCount(0);

    await page.goto("/app/settings/subscription");
    await expect(page.getByRole("heading", { name: /Cara Pro · Monthly · 4 seats/ })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ agencyOptions: { kind: "EXPIRED", signInAs: "expired" } });

  test("an expired subscription shows only the expired notice until a plan is picked", async ({ page }) => {
    await page.goto("/app/home");
    await expect(page.getByRole("heading", { name: "Your subscription has expired" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0);
    await page.goto("/app/accounts");
    await expect(page.getByRole("heading", { name: "Your subscription has expired" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accounts", exact: true })).toHaveCount(0);
    await checkPage(page, "expired-gate");
    const direct = await page.request.post("/graphql", {
      data: { query: "mutation { createAccount(input: { type: BUSINESS }) { __typename } }" },
    });
    expect(((await direct.json()) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]).toMatchObject(
      {
        extensions: { code: "SUBSCRIPTION_INACTIVE" },
      },
    );

    await page.getByRole("link", { name: "Restart" }).click();
    const picker = dialog(page, /plan/i);
    await picker.getByRole("button", { name: "Choose Basic" }).click();
    const downgrade = dialog(page, "Downgrade to Basic?");
    await expect(downgrade).toBeVisible();
    await checkPage(page, "downgrade-confirmation");
    await downgrade.getByRole("button", { name: "Downgrade to Basic" }).click();

    const checkout = dialog(page, "Complete Checkout");
    await expect(checkout.getByText(/Cara Basic/).first()).toBeVisible();
    await checkout.getByRole("button", { name: "Continue" }).click();
    await expect(checkout.getByText("Success - Your subscription has been updated successfully.")).toBeVisible();
    await checkout.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accounts", exact: true })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ agencyOptions: { kind: "OVERDUE", signInAs: "overdue" } });

  test("enabling a user without a free seat offers to add one", async ({ page, agency }) => {
    await page.goto("/app/home");
    await page.goto("/app/settings/subscription");
    const banner = page.getByRole("region", { name: "Subscription status" });
    await expect(banner.getByRole("heading", { name: "Your subscription payment is overdue" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Update Payment" })).toBeVisible();
    // Basic with 4 seats and 1 user: fill the seats
    for (const name of ["Ana Park", "Ben Ortiz", "Cleo Grant"]) {
      await page.getByRole("link", { name: "Add User" }).click();
      const add = dialog(page, "Add User");
      await add.getByLabel("Name").fill(name);
      await add.getByLabel("Email").fill(agency.email(name.toLowerCase().replace(" ", ".")));
      await add.getByRole("button", { name: "Add User" }).click();
      await expect(add).toBeHidden();
    }
    await expect(page.getByText("4 seats assigned")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add User" })).toBeDisabled();

    await page.getByRole("button", { name: "Actions for Cleo Grant" }).click();
    await page.getByRole("menuitem", { name: "Disable" }).click();
    await dialog(page, "Disable Cleo Grant?").getByRole("button", { name: "Disable" }).click();
    await page.getByRole("link", { name: "Add User" }).click();
    await dialog(page, "Add User").getByLabel("Name").fill("Dev Shah");
    await dialog(page, "Add User").getByLabel("Email").fill(agency.email("dev.shah"));
    await dialog(page, "Add User").getByRole("button", { name: "Add User" }).click();
    await expect(page.getByText("4 seats assigned")).toBeVisible();

    await page.getByRole("button", { name: "Actions for Cleo Grant" }).click();
    await page.getByRole("menuitem", { name: "Enable" }).click();
    const enable = dialog(page, "Enable Cleo Grant?");
    await expect(enable).toContainText("your plan needs at least one more seat");
    await checkPage(page, "enable-user-no-seat");
    await enable.getByRole("link", { name: "Add a seat" }).click();
    const checkout = dialog(page, "Complete Checkout");
    await expect(checkout).toBeVisible();
    // one seat more than the plan has, ready to buy
    await expect(
      checkout.getByRole("textbox", { name: "Seats" }).or(checkout.getByRole("spinbutton", { name: "Seats" })),
    ).toHaveValue("5");
    await checkout.getByRole("button", { name: "Continue" }).click();
    await expect(checkout.getByText("Success - Your subscription has been updated successfully.")).toBeVisible();
    await checkout.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("1 seat available")).toBeVisible();

    await page.getByRole("button", { name: "Actions for Cleo Grant" }).click();
    await page.getByRole("menuitem", { name: "Enable" }).click();
    await dialog(page, "Enable Cleo Grant?").getByRole("button", { name: "Enable" }).click();
    await expect(page.getByText("5 seats assigned")).toBeVisible();
  });
});

test.describe(() => {
  test.use({ agencyOptions: { kind: "PAUSED", signInAs: "paused" } });

  test("a paused subscription shows only the paused notice and resumes on its plan from the banner", async ({
    page,
  }) => {
    await page.goto("/app/home");
    const banner = page.getByRole("region", { name: "Subscription status" });
    await expect(banner.getByRole("heading", { name: "Your subscription is paused" })).toBeVisible();
    await expect(banner).toContainText("Resume your subscription to use Cara again.");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0);
    await page.goto("/app/accounts");
    await expect(banner.getByRole("heading", { name: "Your subscription is paused" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accounts", exact: true })).toHaveCount(0);
    // the server refuses it too: a direct GraphQL call with the browser's session
    const direct = await page.request.post("/graphql", { data: { query: "{ accounts { nodes { id } } }" } });
    const body = (await direct.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
    expect(body.errors?.[0]).toMatchObject({
      message: "Your subscription is paused. Resume it in Settings → Subscription to use Cara again.",
      extensions: { code: "SUBSCRIPTION_INACTIVE" },
    });
    await checkPage(page, "paused-gate");
    await banner.getByRole("link", { name: "Resume" }).click();
    const checkout = dialog(page, "Complete Checkout");
    await expect(checkout.getByText("Cara Pro · Annual")).toBeVisible();
    await expect(checkout.getByText("Annual billing (15% off)")).toBeVisible();
    await checkout.getByRole("button", { name: "Continue" }).click();
    await expect(checkout.getByText("Success - Your subscription has been updated successfully.")).toBeVisible();
    await checkout.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("region", { name: "Subscription status" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accounts", exact: true })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ agencyOptions: AS_PRIYA, viewport: { width: 390, height: 844 } });

  test("the subscription page, plan picker and checkout fit", async ({ page }) => {
    await visit(page, "/app/settings/subscription", "mobile-subscription");
    await page.getByRole("link", { name: "Change Plan" }).click();
    await expect(dialog(page, /plan/i).getByRole("button", { name: "Choose Basic" })).toBeVisible();
    await checkPage(page, "mobile-plan-picker");
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Manage Seats" }).click();
    await expect(dialog(page, "Complete Checkout").getByText("Amount due")).toBeVisible();
    await checkPage(page, "mobile-checkout");
  });
});
