import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";
import { expectNotReloaded, watchStages } from "./workspace-support.ts";

/**
 * Approving what leaves the product (docs/product/cara-assistant.md, ADR 060): with no
 * pre-approval rule, the certificate a request asks for is proposed on a card with its exact
 * input; approved from the keyboard, it is issued once and the card says who approved it.
 */

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type CertificateRequest = {
  id: string;
  type: string;
  account: { type: string; hasPoliciesInForce: boolean } | null;
  createCertificate: { name: string } | null;
};

const conversationOf = (page: Page) => page.getByRole("log", { name: "Conversation" });

test.describe("Approving an action outside the product", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("a certificate waits on its card; approved with the keyboard, it is issued once", async ({ page }) => {
    test.setTimeout(150_000);
    // Settings → Agency: no case runs without asking
    await page.goto("/app/settings/agency");
    const cases = page.getByRole("region", { name: "Actions Cara takes without asking" });
    for (const box of await cases.getByRole("checkbox").all()) await box.uncheck();
    await cases.getByRole("button", { name: "Save cases" }).click();
    await expect(cases.getByRole("status")).toHaveText("Cases saved");
    await checkPage(page, "settings-pre-approvals-1440");
    expect(
      await graphql<{ caraPreApprovals: string[] }>(
        page,
        `
          {
            caraPreApprovals
          }
        `,
      ),
    ).toEqual({ caraPreApprovals: [] });
    const { serviceRequests } = await graphql<{ serviceRequests: { nodes: CertificateRequest[] } }>(
      page,
      `
        query {
          serviceRequests(pageSize: 100) {
            nodes {
              id
              type
              account {
                type
                hasPoliciesInForce
              }
              createCertificate {
                name
              }
            }
          }
        }
      `,
    );
    const request = serviceRequests.nodes.find(
      (node) =>
        node.type === "CREATE_CERTIFICATE" &&
        node.account?.type === "BUSINESS" &&
        node.account.hasPoliciesInForce &&
        node.createCertificate,
    )!;
    expect(request, "the demo agency has a certificate request with policies in force").toBeTruthy();
    const holder = request.createCertificate!.name;

    await page.goto(`/app/servicing/${request.id}/overview`);
    await watchStages(page);
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: "Open in Copilot" }).click();
    const dialog = page.getByRole("dialog", { name: "Open in Copilot" });
    await dialog.getByLabel("Message").fill("Issue the certificate this request asks for");
    await dialog.getByRole("button", { name: "Open in Copilot" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);

    const card = conversationOf(page).getByRole("region", { name: /Needs your approval/ });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText("Issue a certificate to a third party");
    await expect(card).toContainText("FILL_TEMPLATE");
    await expect(card).toContainText(holder);
    await expect(card).toContainText("nothing has been done yet");
    await expect(conversationOf(page).getByRole("article", { name: "Cara's answer" }).last()).toContainText(
      "needs your approval",
    );
    await checkPage(page, "proposed-action-1440");

    // reached and pressed from the keyboard
    const approve = card.getByRole("button", { name: "Approve" });
    await card.getByRole("button", { name: "Decline" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(approve).toBeFocused();
    await page.keyboard.press("Enter");

    const decided = conversationOf(page).locator('[data-proposed-action="APPROVED"]');
    await expect(decided).toContainText("Approved by Priya Shah and carried out once.", { timeout: 60_000 });
    await expect(decided.getByRole("button")).toHaveCount(0);
    await expect(conversationOf(page).getByRole("article", { name: "Cara's answer" }).last()).toContainText(
      `of liability insurance for ${holder}`,
    );
    await expectNotReloaded(page);
    await checkPage(page, "approved-action-1440");
  });
});
