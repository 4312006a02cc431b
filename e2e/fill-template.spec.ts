import type { Page } from "@playwright/test";
import fs from "node:fs";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, screenshot, test } from "./support.ts";

/** GraphQL as the signed-in browser (same session cookie). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SHOTS = process.env.FORM_SHOTS_DIR ?? "test-results/screenshots";

test.describe("Fill Template", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("ACORD 125 for a seeded account: filled fields with sources, the blanks listed, one field corrected", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    const { accounts } = await graphql<{
      accounts: { nodes: Array<{ id: string; type: string; account: { name: string } }> };
    }>(
      page,
      `
        query {
          accounts(pageSize: 50) {
            nodes {
              id
              type
              account {
                name
              }
            }
          }
        }
      `,
    );
    const found = accounts.nodes.find((node) => node.type === "BUSINESS")!;
    const account = { id: found.id, name: found.account.name };
    expect(account, "the demo agency has a business account").toBeTruthy();
    const { createCaraWorkspace } = await graphql<{ createCaraWorkspace: { __typename: string; id?: string } }>(
      page,
      `
        mutation ($input: CreateCaraWorkspaceInput!) {
          createCaraWorkspace(input: $input) {
            __typename
            ... on CaraWorkspace {
              id
            }
          }
        }
      `,
      {
        input: {
          message: "Fill an ACORD 125 for this client",
          accountId: account.id,
          preset: "GenerateTemplate",
          presetOptions: { template: "ACORD 125" },
        },
      },
    );
    expect(createCaraWorkspace.__typename).toBe("CaraWorkspace");
    await page.goto(`/app/workspaces/${createCaraWorkspace.id}`);

    const log = page.getByRole("log", { name: "Conversation" });
    const card = log.locator("[data-artifact]").first();
    await expect(card).toContainText("Template fill", { timeout: 60_000 });
    await expect(card).toContainText("ACORD 125");
    const reply = log.getByRole("article", { name: "Cara's answer" });
    await expect(reply).toContainText("I filled ACORD 125", { timeout: 60_000 });
    await expect(reply).toContainText("I could not fill");

    // the card opens the fields with their sources and the blanks
    await card.click();
    const focus = page.getByRole("dialog", { name: /ACORD 125/ });
    const fields = focus.getByTestId("form-fields");
    const name = fields.locator('[data-key="NamedInsured_FullName_A"]');
    await expect(name).toContainText(account.name);
    await expect(name).toContainText(`Account ${account.name}: name`);
    await expect(fields.getByTestId("form-missing")).toContainText("FEIN or SOC SEC #");
    await screenshot(page, "fill-template-dialog-1440", { fullPage: true });
    await focus.getByRole("link", { name: "Open in side panel" }).click();

    // correct the SIC code in the side panel: version 2, sourced to Priya
    const panel = page.getByTestId("artifact-panel");
    await expect(panel).toHaveAttribute("data-version", "1");
    const sic = panel.locator('[data-key="NamedInsured_SICCode_A"]');
    await sic.getByRole("button", { name: "Edit SIC" }).click();
    await sic.getByRole("textbox", { name: "SIC" }).fill("5461");
    await sic.getByRole("button", { name: "Save" }).click();
    await expect(panel).toHaveAttribute("data-version", "2", { timeout: 15_000 });
    const corrected = panel.getByTestId("form-fields").locator('[data-key="NamedInsured_SICCode_A"]').first();
    await expect(corrected).toContainText("5461");
    await expect(corrected).toContainText("Corrected by Priya");
    await checkPage(page, "fill-template-panel-1440");
    await screenshot(page, "fill-template-panel-1440", { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "fill-template-panel-390", { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // the PDF itself carries the corrected value
    const href = await panel.getByRole("link", { name: "Open the PDF" }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const bytes = await pdf.body();
    fs.writeFileSync(`${SHOTS}/acord-125.pdf`, bytes);
    const text = (await extractPdfText(new Uint8Array(bytes))).join("\n");
    expect(text).toContain("ACORD 125");
    expect(text).toContain(account.name);
    expect(text).toContain("5461");
  });

  test("the Fill Template form on Home fills an ACORD 25 for a holder: a real certificate, opened as a PDF", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.goto("/app/home");
    const { accounts } = await graphql<{
      accounts: { nodes: Array<{ type: string; account: { name: string }; hasPoliciesInForce: boolean }> };
    }>(
      page,
      `
        query {
          accounts(pageSize: 100) {
            nodes {
              type
              hasPoliciesInForce
              account {
                name
              }
            }
          }
        }
      `,
    );
    const account = accounts.nodes.find((node) => node.type === "BUSINESS" && node.hasPoliciesInForce)!;
    expect(account, "the demo agency has a business with policies in force").toBeTruthy();
    const name = account.account.name;

    await page.goto("/app/home/presets/builtin/GenerateTemplate");
    const dialog = page.getByRole("dialog", { name: "Fill Template" });
    await dialog.getByRole("combobox", { name: "Client account" }).fill(name.slice(0, 12));
    await page.getByRole("option", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    await dialog.getByLabel("Template").selectOption("ACORD 25");
    await dialog.getByLabel("Certificate Holder").fill("Back Cove Builders\n88 Congress Street\nSalem, MA 01970");
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);

    const log = page.getByRole("log", { name: "Conversation" });
    const card = log.locator("[data-artifact]").first();
    await expect(card).toContainText("Template fill", { timeout: 90_000 });
    await expect(card).toContainText(/Certificate \d+/);
    const reply = log.getByRole("article", { name: "Cara's answer" });
    await expect(reply).toContainText("ACORD 25", { timeout: 60_000 });

    await card.click();
    const focus = page.getByRole("dialog", { name: /Certificate \d+/ });
    await expect(focus.getByTestId("form-fields")).toContainText("Back Cove Builders");
    await focus.getByRole("link", { name: "Open in side panel" }).click();
    const href = await page.getByRole("link", { name: "Open the PDF" }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const bytes = await pdf.body();
    fs.writeFileSync(`${SHOTS}/acord-25-from-home.pdf`, bytes);
    const text = (await extractPdfText(new Uint8Array(bytes))).join("\n");
    expect(text).toContain("Back Cove Builders");
    expect(text).toContain(name);
    await screenshot(page, "acord-25-from-home-1440");
  });
});
