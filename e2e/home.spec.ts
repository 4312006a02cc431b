import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, screenshot, screenshotsWanted, test } from "./support.ts";

/** A GraphQL call as the signed-in user of the page. */
async function api(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const origin = new URL(page.url()).origin;
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
    await page.waitForTimeout(150);
    await screenshot(page, `${name}-${width}`);
    // the page scrolls inside the shell's content area: a second shot as tall as the content
    const tall = await page.evaluate(() => document.getElementById("content")?.scrollHeight ?? 0);
    if (tall > height) {
      await page.setViewportSize({ width, height: Math.min(tall + 120, 4000) });
      await page.waitForTimeout(150);
      await screenshot(page, `${name}-${width}-full`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Home's preset cards (also while a dialog over Home hides them from the accessibility tree). */
/** The built-in preset cards (the agency's custom preset cards follow them; custom-presets.spec.ts adds to those). */
const cards = (page: Page) =>
  page.getByRole("list", { name: "Presets", includeHidden: true }).locator('a[href*="/app/home/presets/builtin/"]');

const CLEAR_FAVOURITES = `mutation { updateAgencyUserPreferences(input: { favoritePresets: { presets: [], customPresetIds: [] } }) { __typename } }`;

test.describe("Home", () => {
  test.use({ agencyOptions: AS_PRIYA });
  test.beforeEach(async ({ page }) => {
    await page.goto("/app/home");
    await api(page, CLEAR_FAVOURITES);
  });

  test("favourites chosen in Customize presets limit the cards; none chosen shows them all", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto("/app/home");
    await expect(page.getByRole("heading", { name: "What can Cara do for you?" })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    const fillTemplate = cards(page).filter({ hasText: "Fill Template" });
    for (const chip of ["Search File", "Search Knowledge Graph", "Generate Document"])
      await expect(fillTemplate).toContainText(chip);
    await expect(page.getByRole("region", { name: "Your day" })).toBeVisible();
    await checkPage(page, "home-1440");
    await screenshots(page, "home");

    await page.getByRole("link", { name: "Customize presets" }).click();
    await expect(page).toHaveURL(/\/app\/home\/preferences$/);
    const dialog = page.getByRole("dialog", { name: "Customize presets" });
    await expect(dialog.getByRole("tab", { name: "Builtin Presets" })).toHaveAttribute("aria-selected", "true");
    // Harbor keeps custom presets (the seed's three), so their tab is there
    await expect(dialog.getByRole("tab", { name: "Custom Presets" })).toHaveCount(1);
    // each change is saved at once; Home behind the dialog follows
    await dialog.getByRole("checkbox", { name: "Fill Template" }).check();
    await expect(dialog.getByRole("status")).toHaveText("Saved");
    await expect(cards(page)).toHaveCount(1);
    // keyboard: Space toggles the focused checkbox
    await dialog.getByRole("checkbox", { name: "Certificate Review" }).focus();
    await page.keyboard.press("Space");
    await expect(cards(page)).toHaveCount(2);
    await checkPage(page, "home-preferences-1440");
    await screenshots(page, "home-preferences");
    await expect(dialog.getByRole("status")).toHaveText("", { timeout: 5_000 });

    // closing goes back one page
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/app\/home$/);
    await expect(cards(page)).toHaveText([/Certificate Review/, /Fill Template/]);
    await page.reload();
    await expect(cards(page)).toHaveCount(2);

    // un-picking every favourite shows every card again (a direct visit closes to Home)
    await page.goto("/app/home/preferences");
    for (const name of ["Certificate Review", "Fill Template"]) {
      await page.getByRole("dialog").getByRole("checkbox", { name }).uncheck();
      await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Saved");
    }
    await page.getByRole("dialog").getByRole("link", { name: "Done" }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
    await expect(cards(page)).toHaveCount(10);
  });

  test("preset forms show their conditional fields", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto("/app/home");
    await cards(page).filter({ hasText: "Certificate of Liability Insurance" }).click();
    await expect(page).toHaveURL(/\/app\/home\/presets\/builtin\/GenerateCertificateOfLiabilityInsurance$/);
    const dialog = page.getByRole("dialog", { name: "Certificate of Liability Insurance" });
    const type = dialog.getByLabel("Certificate type");
    await expect(type).toHaveValue("ACORD 25");
    await expect(dialog.getByLabel("Certificate Holder")).toBeVisible();
    await expect(dialog.getByText("Leave empty to use the named insured's information")).toBeVisible();
    await expect(dialog.getByLabel("Additional Interest")).toHaveCount(0);
    await expect(dialog.getByRole("group", { name: "Binder or Policy" })).toBeVisible();
    await checkPage(page, "home-preset-certificate-1440");
    await screenshots(page, "home-preset-certificate");
    await type.selectOption("ACORD 27");
    await expect(dialog.getByLabel("Certificate Holder")).toHaveCount(0);
    await expect(dialog.getByLabel("Additional Interest")).toBeVisible();
    await expect(dialog.getByText("Leave empty to reference the documentation accordingly")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/app\/home$/);

    await page.goto("/app/home/presets/builtin/UnderwritingAnalysis");
    const underwriting = page.getByRole("dialog", { name: "Enrich and Verify Application" });
    const business = underwriting.getByRole("checkbox", { name: /Business Operations/ });
    await expect(business).toBeChecked();
    await expect(business).toBeDisabled();
    await expect(underwriting.getByRole("checkbox", { name: "Workers Compensation" })).not.toBeChecked();
    await expect(underwriting.getByRole("group", { name: "Input" })).toBeVisible();
    await checkPage(page, "home-preset-underwriting-1440");
    await screenshots(page, "home-preset-underwriting");

    await page.goto("/app/home/presets/builtin/CommercialClassification");
    await expect(page.getByRole("radio", { name: "NAICS" })).toBeChecked();

    await page.goto("/app/home/presets/builtin/ContractReview");
    await expect(page.getByRole("group", { name: "Contract" })).toBeVisible();
    await expect(page.getByRole("group", { name: /Quote or Policy/ })).toContainText("(optional)");

    expect((await page.goto("/app/home/presets/builtin/MakeCoffee"))?.status()).toBe(404);
  });

  test("the Fill Template form for a seeded account lands on a workspace that keeps the template", async ({ page }) => {
    await page.goto("/app/home/presets/builtin/GenerateTemplate");
    const dialog = page.getByRole("dialog", { name: "Fill Template" });
    await dialog.getByRole("combobox", { name: "Client account" }).fill("Casco Bay");
    await page.getByRole("option", { name: /Casco Bay Lobster Co\./ }).click();
    await dialog.getByLabel("Template").selectOption("ACORD 125");
    await expect(dialog.getByLabel("Certificate Holder")).toHaveCount(0);
    await dialog.getByLabel("Template").selectOption("ACORD 25");
    await expect(dialog.getByLabel("Certificate Holder")).toBeVisible();
    await dialog.getByLabel("Template").selectOption("ACORD 125");
    await dialog.getByLabel("Message").fill("  New application for the renewal.  ");
    await dialog.getByRole("button", { name: "Create Workspace" }).click();

    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);
    const id = page.url().match(/workspaces\/([0-9a-f-]{36})/)![1]!;
    const details = page.getByRole("complementary", { name: "Workspace details" });
    await expect(details).toContainText("Fill Template");
    await expect(details).toContainText("Casco Bay Lobster Co.");
    const { caraWorkspace } = await api(
      page,
      `query ($id: ID!) { caraWorkspace(id: $id) { preset presetOptions account { account { name } } messages { content } } }`,
      { id },
    );
    expect(caraWorkspace.preset).toBe("GenerateTemplate");
    expect(caraWorkspace.presetOptions).toMatchObject({ template: "ACORD 125" });
    expect(caraWorkspace.account.account.name).toBe("Casco Bay Lobster Co.");
    expect(caraWorkspace.messages[0].content).toBe("New application for the renewal.");
  });
});
