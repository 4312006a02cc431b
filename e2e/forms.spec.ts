import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, screenshot, screenshotsWanted, test } from "./support.ts";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The ids of the first rows of a list page (links to /app/<area>/<uuid>). */
async function idsOn(page: Page, url: string, area: string): Promise<string[]> {
  await page.goto(url);
  const html = await page.content();
  const ids = [...html.matchAll(new RegExp(`/app/${area}/([0-9a-f-]{36})`, "g"))].map((m) => m[1]!);
  return [...new Set(ids)];
}

/** A policy in force today whose Cancel dialog opens (a term, no standing cancellation). */
async function cancelablePolicy(page: Page): Promise<string> {
  await page.goto("/app/policies");
  const { businessPolicies } = (await api(
    page,
    "{ businessPolicies(pageSize: 100) { nodes { id inforceAt expiresAt } } }",
  )) as {
    businessPolicies: { nodes: Array<{ id: string; inforceAt: string | null; expiresAt: string | null }> };
  };
  const now = Date.now();
  const inForce = businessPolicies.nodes.filter(
    (p) =>
      p.inforceAt &&
      p.expiresAt &&
      Date.parse(p.inforceAt) < now - 86_400_000 &&
      Date.parse(p.expiresAt) > now + 7 * 86_400_000,
  );
  for (const { id } of inForce.slice(0, 10)) {
    await page.goto(`/app/policies/${id}/cancel`);
    if (await dialog(page, "Cancel policy").count()) return id;
  }
  throw new Error("No cancelable policy in force in the demo data");
}

/** A GraphQL call as the signed-in user of the page (arranging what a dialog's refusal needs). */
async function api(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const origin = new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).origin;
  const response = await page.request.post("/graphql", { data: { query, variables }, headers: { origin } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function screenshots(page: Page, name: string) {
  if (!screenshotsWanted) return;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("dialogs keep the server's refusal", () => {
  test.use({ agencyOptions: AS_PRIYA });

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

  test("Reinstate: the server's date refusal shows under Effective date, then it reinstates", async ({ page }) => {
    const id = await cancelablePolicy(page);
    const cancel = dialog(page, "Cancel policy");
    await cancel.getByLabel("Effective date").fill(dayFromToday(1));
    await cancel.getByRole("button", { name: "Cancel policy" }).click();
    await expect(cancel).toBeHidden();

    await page.goto(`/app/policies/${id}/reinstate`);
    const reinstate = dialog(page, "Reinstate policy");
    await reinstate.getByLabel("Effective date").fill("1800-01-01");
    await reinstate.getByRole("button", { name: "Reinstate" }).click();
    await expect(reinstate.getByRole("alert").filter({ hasText: "Enter a date between 1900 and 2200" })).toBeVisible();
    await expect(reinstate.getByLabel("Effective date")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`/app/policies/${id}/reinstate$`));
    await checkPage(page, "forms-reinstate-refused");
    await reinstate.getByLabel("Effective date").fill(dayFromToday(0));
    await reinstate.getByRole("button", { name: "Reinstate" }).click();
    await expect(reinstate).toBeHidden();
    await expect(page.getByRole("region", { name: "Cancellation Pending" })).toHaveCount(0);
  });

  test("Delete policy: renewed while the dialog was open, it is refused inside the dialog", async ({ page }) => {
    // the menu offers Delete only while a policy may go; a renewal made meanwhile (a colleague,
    // another tab) is refused by the server, and the dialog says why
    const id = await cancelablePolicy(page);
    await page.goto(`/app/policies/${id}/delete`);
    const confirm = dialog(page, "Delete policy?");
    await expect(confirm.getByRole("button", { name: "Delete" })).toBeVisible();
    await api(page, `mutation ($id: ID!) { renewBusinessPolicy(id: $id, input: {}) { __typename } }`, { id });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(
      confirm.getByRole("alert").filter({ hasText: "This policy has a newer renewal, so it cannot be deleted." }),
    ).toBeVisible();
    await checkPage(page, "forms-delete-refused");
  });

  test("Disable and Enable user: the server's refusal shows inside the dialog", async ({ page }) => {
    await page.goto("/app/settings/subscription");
    const { agencyUser, agencyUsers } = await api(page, `{ agencyUser { id } agencyUsers { id name state } }`);
    // nobody disables themselves (the menu does not offer it; the address still answers)
    await page.goto(`/app/settings/subscription/users/${agencyUser.id}/disable`);
    const disable = dialog(page, "Disable Priya Shah?");
    await disable.getByRole("button", { name: "Disable" }).click();
    await expect(
      disable
        .getByRole("alert")
        .filter({ hasText: "You cannot disable yourself. Ask another user of your agency to do it." }),
    ).toBeVisible();
    await checkPage(page, "forms-disable-refused");

    // the last seat goes while the Enable dialog is open: the server refuses
    const sam = agencyUsers.find((u: any) => u.name === "Sam Okafor" && u.state === "DISABLED");
    await page.goto(`/app/settings/subscription/users/${sam.id}/enable`);
    const enable = dialog(page, "Enable Sam Okafor?");
    await expect(enable.getByRole("button", { name: "Enable" })).toBeVisible();
    const seats = (n: number) =>
      api(
        page,
        `mutation ($seats: Int!) { updateSubscription(input: { plan: PRO, period: ANNUAL, seats: $seats, voiceAgents: 2 }) { __typename } }`,
        { seats: n },
      );
    const active = agencyUsers.filter((u: any) => u.state === "ACTIVE").length;
    await seats(active);
    try {
      await enable.getByRole("button", { name: "Enable" }).click();
      await expect(enable.getByRole("alert")).toContainText("seat");
      await expect(page).toHaveURL(new RegExp(`/users/${sam.id}/enable$`));
      await checkPage(page, "forms-enable-refused");
    } finally {
      await seats(10);
    }
  });

  test("Upload Document: a file over the upload limit is refused under the File field", async ({ page }) => {
    test.setTimeout(120_000); // 26 MB go through the browser to the server before the refusal
    const [id] = await idsOn(page, "/app/policies", "policies");
    await page.goto(`/app/policies/${id}/documents/new`);
    const upload = dialog(page, "Upload Document");
    const big = Buffer.alloc(26 * 1024 * 1024, 0x41);
    await upload.locator('input[type="file"]').setInputFiles({ name: "scan.txt", mimeType: "text/plain", buffer: big });
    await upload.getByLabel("Document type").selectOption("OTHER");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(
      upload.getByRole("alert").filter({ hasText: "This file is too large; files can be up to 25 MB." }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/policies/${id}/documents/new$`));
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
  test.use({ agencyOptions: AS_PRIYA, javaScriptEnabled: false });

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

  test("certificates: Add Certificate shows the server's refusal under the holder's name", async ({ page }) => {
    await page.goto("/app/accounts");
    const { accounts } = await api(page, "{ accounts(pageSize: 100) { nodes { id type hasPoliciesInForce } } }");
    const insured = accounts.nodes.find((a: any) => a.type === "BUSINESS" && a.hasPoliciesInForce);
    await page.goto(`/app/accounts/${insured.id}/certificates/new`);
    await dialog(page, "Add Certificate").getByRole("button", { name: "Create Certificate" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/accounts/${insured.id}/certificates/new$`));
    const form = dialog(page, "Add Certificate");
    await expect(form.getByRole("alert").filter({ hasText: "Enter the certificate holder's name" })).toBeVisible();
    await expect(form.getByLabel("Holder name")).toHaveAttribute("aria-invalid", "true");
    await screenshots(page, "forms-nojs-certificate-refused");
  });

  test("documents: Upload Document without a file says so under the File field", async ({ page }) => {
    const [id] = await idsOn(page, "/app/policies", "policies");
    await page.goto(`/app/policies/${id}/documents/new`);
    const upload = dialog(page, "Upload Document");
    await upload.getByLabel("Document type").selectOption("OTHER");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(dialog(page, "Upload Document").getByText("Choose a file to upload")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/policies/${id}/documents/new$`));
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
