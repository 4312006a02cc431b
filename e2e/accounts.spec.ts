import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, test, visit } from "./support.ts";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

test.describe("Harbor's accounts", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("create a business account with a new contact, after fixing validation errors", async ({ page }) => {
    await visit(page, "/app/accounts", "accounts-list");
    await page.getByRole("link", { name: "Create Account" }).first().click();
    await expect(page).toHaveURL(/\/app\/accounts\/new/);
    const create = dialog(page, "Create Account");
    await create.getByRole("button", { name: "Create Account" }).click();
    await expect(create.getByText("Enter the name")).toBeVisible();
    await expect(create.getByText("Enter the contact's name")).toBeVisible();

    const suffix = Date.now().toString(36);
    await create.getByLabel("Business name").fill(`Seaside Kayak Tours ${suffix}`);
    await create.getByLabel("Email", { exact: true }).fill("not-an-email");
    await create.getByLabel("Phone", { exact: true }).fill("555-12");
    await create.getByLabel("Street address").fill("7 Wharf Street");
    await create.getByLabel("ZIP code").fill("0197");
    await create.getByRole("button", { name: "Create Account" }).click();
    await expect(create.getByText("Enter a valid email address")).toBeVisible();
    await expect(create.getByText("Enter a 10-digit US phone number")).toBeVisible();
    await expect(create.getByText("Enter a 5-digit ZIP code (or ZIP+4)")).toBeVisible();
    await checkPage(page, "accounts-create-errors");

    await create.getByLabel("Email", { exact: true }).fill(`hello-${suffix}@seaside-kayak.example`);
    await create.getByLabel("Phone", { exact: true }).fill("978 555 0142");
    await create.getByLabel("ZIP code").fill("01970");
    // the ZIP fills city and state
    await expect(create.getByLabel("City")).toHaveValue("Salem");
    await expect(create.getByLabel("State")).toHaveValue("MA");
    await create.getByLabel("Contact name").fill("Nina Harbor");
    await create.getByLabel("Contact email").fill(`nina-${suffix}@seaside-kayak.example`);
    await create.getByLabel("Contact phone").fill("(978) 555-0143");
    await create.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/app\/accounts\/[0-9a-f-]+\/overview$/);
    await expect(page.getByRole("heading", { name: `Seaside Kayak Tours ${suffix}` })).toBeVisible();
    await expect(page.getByText("Contact: Nina Harbor")).toBeVisible();
    await expect(page.getByRole("region", { name: "Business details" })).toContainText(
      "7 Wharf Street, Salem, MA 01970",
    );
    await expect(page.getByRole("region", { name: "Contact overview" })).toContainText("(978) 555-0143");
    await checkPage(page, "account-overview");

    // the new account is found by the list filter, by any field
    await page.goto("/app/accounts");
    await page.getByRole("searchbox", { name: "Search accounts" }).fill(`hello-${suffix}`);
    await expect(page).toHaveURL(new RegExp(`q=hello-${suffix}`));
    await expect(page.getByRole("link", { name: new RegExp(`Seaside Kayak Tours ${suffix}`) })).toBeVisible();
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  });

  test("filter the list on the server, page through it, and see the empty state", async ({ page }) => {
    await visit(page, "/app/accounts", "accounts-list-page-1");
    await expect(page.getByText(/Showing 1–25 of \d+/)).toBeVisible();
    await page.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole("searchbox", { name: "Search accounts" }).fill("casco");
    await expect(page).toHaveURL(/q=casco/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: /Casco Bay Lobster Co\./ })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search accounts" }).fill("no such client anywhere");
    await expect(page.getByText("No accounts found")).toBeVisible();
    await checkPage(page, "accounts-empty-filter");
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search accounts" })).toHaveValue("no such client anywhere");
  });

  test("edit an account and its contact", async ({ page }) => {
    await page.goto("/app/accounts?q=granite");
    await page.getByRole("link", { name: /Granite State Roofing/ }).click();
    await expect(page).toHaveURL(/overview$/);
    await page.getByRole("link", { name: "Edit" }).click();
    const edit = dialog(page, "Edit Account");
    await expect(edit.getByLabel("Business name")).toHaveValue("Granite State Roofing LLC");
    await checkPage(page, "account-edit");
    await edit.getByLabel("Phone", { exact: true }).fill("12");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("Enter a 10-digit US phone number")).toBeVisible();
    await edit.getByLabel("Phone", { exact: true }).fill("603-555-0177");
    await edit.getByLabel("Contact name").fill("Thomas Beaulieu");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText("Contact: Thomas Beaulieu")).toBeVisible();
    await expect(page.getByRole("region", { name: "Business details" })).toContainText("(603) 555-0177");
  });

  test("a business can take an existing contact; an individual needs no contact", async ({ page }) => {
    await page.goto("/app/accounts/new");
    const create = dialog(page, "Create Account");
    await create.getByText("Existing contact").click();
    const picker = create.getByRole("combobox", { name: "Existing contact" });
    await picker.fill("Ellen");
    await page.getByRole("option", { name: /Ellen Marsh/ }).click();
    await expect(picker).toHaveValue("Ellen Marsh");
    await create.getByRole("radio", { name: "Individual" }).check({ force: true });
    await expect(create.getByLabel("Full name")).toBeVisible();
    await expect(create.getByText("Primary contact")).toHaveCount(0);
  });
});
