import type { Page } from "@playwright/test";
import { checkPage, expect, PRIYA_STATE, SCREENSHOT_DIR, test } from "./support.ts";
import path from "node:path";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The ids of the first rows of a list page (links to /app/<area>/<uuid>). */
async function idsOn(page: Page, url: string, area: string): Promise<string[]> {
  await page.goto(url);
  const html = await page.content();
  const ids = [...html.matchAll(new RegExp(`/app/${area}/([0-9a-f-]{36})`, "g"))].map((m) => m[1]!);
  return [...new Set(ids)];
}

/** A policy whose Cancel dialog opens (a term, no standing cancellation). */
async function cancelablePolicy(page: Page): Promise<string> {
  for (const id of (await idsOn(page, "/app/policies", "policies")).slice(0, 10)) {
    await page.goto(`/app/policies/${id}/cancel`);
    if (await dialog(page, "Cancel policy").count()) return id;
  }
  throw new Error("No cancelable policy in the demo data");
}

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("dialogs keep the server's refusal", () => {
  test.use({ storageState: PRIYA_STATE });

  test("a refused cancel and renew keep the dialog open with the message under the field", async ({ page }) => {
    const id = await cancelablePolicy(page);
    await page.goto(`/app/policies/${id}/overview`);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Cancel" }).click();
    const cancel = dialog(page, "Cancel policy");
    await cancel.getByLabel("Effective date").fill(dayFromToday(3000));
    await cancel.getByRole("button", { name: "Cancel policy" }).click();
    await expect(cancel.getByText(/The cancellation must take effect within the policy term/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/policies/${id}/cancel$`));
    await checkPage(page, "forms-cancel-refused");
    await screenshots(page, "forms-cancel-refused");
    await cancel.getByRole("link", { name: "Back" }).click();
    await expect(cancel).toBeHidden();

    await page.goto(`/app/policies/${id}/renew`);
    const renew = dialog(page, "Renew policy");
    await renew.getByLabel("In force").fill("1800-01-01");
    await renew.getByRole("button", { name: "Renew" }).click();
    await expect(renew.getByText("Enter a date between 1900 and 2200")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/policies/${id}/renew$`));
    await checkPage(page, "forms-renew-refused");
    await screenshots(page, "forms-renew-refused");
  });

  test("an edit's reason shows in the policy's history", async ({ page }) => {
    const [id] = await idsOn(page, "/app/policies", "policies");
    await page.goto(`/app/policies/${id}/edit`);
    const edit = dialog(page, "Edit policy");
    await edit.getByLabel("Quote number").fill(`Q-${Date.now().toString(36)}`);
    await edit.getByLabel("Reason for the change").fill("The carrier sent the quote number");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await page.getByRole("navigation", { name: "Policy" }).getByRole("link", { name: "History" }).click();
    const history = page.getByRole("region", { name: "Policy history" });
    await expect(history.getByText("The carrier sent the quote number")).toBeVisible();
    await expect(history.getByText(/Quote number:/)).toBeVisible();
    // the edit is named by who made it, and the intervals the form sends back unchanged are no change
    await expect(history.getByText(/^Priya Shah ·/).first()).toBeVisible();
    await expect(history.getByText(/Billing interval:/)).toHaveCount(0);
    await checkPage(page, "forms-policy-history");
    await screenshots(page, "forms-policy-history");
  });
});

test.describe("without JavaScript", () => {
  test.use({ storageState: PRIYA_STATE, javaScriptEnabled: false });

  test("accounts: Create Account renders and shows the server's refusal", async ({ page }) => {
    await page.goto("/app/accounts/new");
    const create = dialog(page, "Create Account");
    await expect(create).toBeVisible();
    await create.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/app\/accounts\/new$/);
    await expect(dialog(page, "Create Account").getByRole("alert").first()).toBeVisible();
    await screenshots(page, "forms-nojs-create-account");
    await dialog(page, "Create Account").getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/app\/accounts$/);
  });

  test("policies: the More menu opens Cancel; a refusal and a fix", async ({ page }) => {
    const id = await cancelablePolicy(page);
    await page.goto(`/app/policies/${id}/overview`);
    await page.getByText("More", { exact: true }).click();
    await page.getByRole("link", { name: "Cancel" }).click();
    const cancel = dialog(page, "Cancel policy");
    await cancel.getByLabel("Effective date").fill(dayFromToday(3000));
    await cancel.getByRole("button", { name: "Cancel policy" }).click();
    await expect(
      dialog(page, "Cancel policy").getByText(/The cancellation must take effect within the policy term/),
    ).toBeVisible();
    // the page comes back from the server with what was entered, not the default date
    await expect(dialog(page, "Cancel policy").getByLabel("Effective date")).toHaveValue(dayFromToday(3000));
    await screenshots(page, "forms-nojs-cancel-refused");
    await dialog(page, "Cancel policy").getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/policies/${id}/overview$`));
  });

  test("accounts: a Create Account form sent twice with its key creates one account", async ({ page, baseURL }) => {
    await page.goto("/app/accounts/new");
    // the server renders the key into the form: no script is needed to send it
    const key = await page.locator('input[name="_idempotency"]').first().inputValue();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const name = `Idem Test ${Date.now()}`;
    const form = {
      _idempotency: key,
      type: "INDIVIDUAL",
      "account.name": name,
      "account.email": "idem@example.test",
      "account.phone": "(512) 555-0147",
      "account.mailingAddress.line1": "1 Congress Ave",
      "account.mailingAddress.city": "Austin",
      "account.mailingAddress.zone": "TX",
      "account.mailingAddress.postalCode": "78701",
    };
    const post = () => page.request.post("/app/accounts/new", { form, headers: { origin: baseURL! }, maxRedirects: 0 });
    const first = await post();
    const again = await post();
    expect(first.status()).toBe(302);
    expect(again.headers()["location"]).toBe(first.headers()["location"]);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    await page.goto(`/app/accounts?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name })).toHaveCount(1);
  });

  test("servicing: Update refuses a past due date, then saves", async ({ page }) => {
    const [id] = await idsOn(page, "/app/servicing", "servicing");
    await page.goto(`/app/servicing/${id}/update`);
    const update = dialog(page, "Update request");
    await update.getByLabel("Due date").fill(dayFromToday(-2));
    await update.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog(page, "Update request").getByText("The due date is in the past. Choose today or a later day."),
    ).toBeVisible();
    await dialog(page, "Update request").getByLabel("Due date").fill(dayFromToday(3));
    await dialog(page, "Update request").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/servicing/${id}/overview$`));
  });

  test("settings users: Add User speaks of the user", async ({ page }) => {
    await page.goto("/app/settings/subscription/users");
    const add = dialog(page, "Add User");
    await add.getByLabel("Name").fill("Rosa Park");
    await add.getByRole("button", { name: "Add User" }).click();
    await expect(dialog(page, "Add User").getByText("Enter the user's email address")).toBeVisible();
    await screenshots(page, "forms-nojs-add-user");
  });
});
