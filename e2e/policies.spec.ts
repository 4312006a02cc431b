import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, test, visit } from "./support.ts";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

/** A date input value `days` from today (UTC calendar date, as policies store them). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("Harbor's policies", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("the list searches on the server", async ({ page }) => {
    await visit(page, "/app/policies", "policies-list");
    await expect(page.getByRole("table", { name: "Policies" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search policies" }).fill("hartford fire");
    await expect(page).toHaveURL(/q=hartford/);
    await expect(
      page.getByRole("table", { name: "Policies" }).getByText("Hartford Fire Insurance Company").first(),
    ).toBeVisible();
    await page.getByRole("searchbox", { name: "Search policies" }).fill("no-such-policy-anywhere");
    await expect(page.getByText("No policies found")).toBeVisible();
    await checkPage(page, "policies-empty-search");
  });

  test("add a policy, cancel it with a future date, then renew it", async ({ page }) => {
    test.setTimeout(120_000); // add, cancel and renew: seven pages checked by axe
    // from the account's policies tab
    await visit(page, "/app/accounts", "policies-accounts");
    await page.getByRole("searchbox").fill("Casco Bay");
    await page.getByRole("link", { name: /Casco Bay Lobster/ }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Policies" }).click();
    await page.getByRole("link", { name: "Add Policy" }).first().click();
    await expect(page).toHaveURL(/\/app\/policies\/new\?accountId=/);
    const create = dialog(page, "Create a new policy");
    await expect(create.getByRole("combobox", { name: "Account" })).toHaveValue(/Casco Bay Lobster/);

    // errors come back under their fields and nothing typed is lost
    await create.getByLabel("Premium", { exact: true }).fill("2400");
    await create.getByLabel("In force").fill(dayFromToday(10));
    await create.getByLabel("Expires").fill(dayFromToday(5));
    await create.getByRole("button", { name: "Create Policy" }).click();
    await expect(create.locator("#new-policy-type-error")).toHaveText("Choose a line of business");
    await expect(create.getByLabel("Premium", { exact: true })).toHaveValue("$2,400.00");
    await checkPage(page, "policies-create-errors");

    await create.getByLabel("Line of business").selectOption("GENERAL_LIABILITY");
    await create.getByRole("button", { name: "Create Policy" }).click();
    await expect(create.getByText("The expiration date must be after the in-force date")).toBeVisible();
    await create.getByLabel("Expires").fill(dayFromToday(375));
    await create.getByRole("combobox", { name: "Carrier" }).fill("hartford fire");
    await create.getByRole("option", { name: /Hartford Fire Insurance Company/ }).click();
    const number = `GL-E2E-${Date.now().toString(36).toUpperCase()}`;
    await create.getByLabel("Policy number").fill(number);
    await create.getByLabel("Taxes").fill("120");
    await create.getByLabel("Commission rate").fill("12.5");
    // total = premium + taxes + fees; commission = rate × premium
    await expect(create.getByLabel("Total")).toHaveValue("$2,520.00");
    await expect(create.getByLabel("Estimated commission")).toHaveValue("$300.00");
    await create.getByRole("button", { name: "Create Policy" }).click();

    await expect(page).toHaveURL(/\/app\/policies\/[0-9a-f-]+\/overview$/);
    await expect(page.getByRole("heading", { name: new RegExp(`General Liability\\s*${number}`) })).toBeVisible();
    await expect(page.getByText("Binding").first()).toBeVisible();
    await checkPage(page, "policies-overview");
    const overview = page.url();

    // Edit keeps the overview behind the dialog; a change needs its reason
    await page.getByRole("link", { name: "Edit" }).click();
    const edit = dialog(page, "Edit policy");
    await expect(edit.getByLabel("Policy number")).toHaveValue(number);
    await expect(page.locator("section[aria-label=Summary]")).toBeVisible(); // behind the modal, so hidden from the accessibility tree
    await edit.getByLabel("Quote number").fill("Q-E2E-7");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("Say why the policy changed")).toBeVisible();
    await checkPage(page, "policies-edit-errors");
    await edit.getByLabel("Reason for the change").fill("Carrier issued the quote number");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(overview);
    await expect(page.getByText("Q-E2E-7")).toBeVisible();

    // Reinstate is off until there is a cancellation
    await page.getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Reinstate" })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("menuitem", { name: "Cancel" }).click();
    const cancel = dialog(page, "Cancel policy");
    await expect(cancel.getByLabel("Canceled by")).toHaveValue("CARRIER");
    await expect(cancel.getByLabel("Reason")).toHaveValue("INSURED_NONPAYMENT");
    await cancel.getByLabel("Effective date").fill(dayFromToday(30));
    await cancel.getByRole("button", { name: "Cancel policy" }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByRole("region", { name: "Cancellation Pending" })).toBeVisible();
    await checkPage(page, "policies-cancellation-pending");

    await page.getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Cancel" })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("menuitem", { name: "Renew" }).click();
    const renew = dialog(page, "Renew policy");
    await expect(renew.getByLabel("Policy number")).toHaveValue(number);
    await renew.getByRole("button", { name: "Renew" }).click();
    await expect(page).toHaveURL(/\/app\/accounts\/[0-9a-f-]+\/policies$/);

    await page.goto(overview);
    const notice = page.getByRole("region", { name: "Newer policy version available" });
    await expect(notice).toBeVisible();
    await checkPage(page, "policies-newer-version");
    await page.getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Renew" })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await notice.getByRole("link", { name: "Open the newer policy" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText("Binding").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Newer policy version available" })).toHaveCount(0);
  });

  test("an individual account's policies tab says personal policies are not supported", async ({ page }) => {
    await visit(page, "/app/accounts?q=Daniel%20Moreau", "policies-individual-search");
    await page.getByRole("link", { name: /Daniel Moreau/ }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Policies" }).click();
    await expect(page.getByText("Personal policies are not supported yet")).toBeVisible();
  });
});
