import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";
import { expectNotReloaded, watchStages } from "./workspace-support.ts";

/**
 * A Create Certificate request opened in Copilot issues the certificate the request asks for
 * and drafts the reply with the certificate attached (docs/product/form-skills-certificates.md).
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
  clientEmail: string | null;
  account: { id: string; type: string; hasPoliciesInForce: boolean } | null;
  createCertificate: { name: string } | null;
};

/** One of the demo agency's open certificate requests for an account, with an email to answer to. */
async function demoCertificateRequest(page: Page): Promise<CertificateRequest> {
  const { serviceRequests } = await graphql<{ serviceRequests: { nodes: CertificateRequest[] } }>(
    page,
    `
      query {
        serviceRequests(pageSize: 100) {
          nodes {
            id
            type
            clientEmail
            account {
              id
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
      node.clientEmail &&
      node.account?.type === "BUSINESS" &&
      node.account.hasPoliciesInForce &&
      node.createCertificate,
  );
  expect(request, "the demo agency has a certificate request for a business with policies in force").toBeTruthy();
  return request!;
}

const conversationOf = (page: Page) => page.getByRole("log", { name: "Conversation" });

test.describe("Certificate from a service request", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("Open in Copilot on a Create Certificate request: the certificate is issued and the reply drafted with it attached", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const request = await demoCertificateRequest(page);
    await page.goto(`/app/servicing/${request.id}/overview`);
    await watchStages(page);
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: "Open in Copilot" }).click();
    const dialog = page.getByRole("dialog", { name: "Open in Copilot" });
    await dialog.getByLabel("Message").fill("Issue the certificate this request asks for and draft the reply");
    await dialog.getByRole("button", { name: "Open in Copilot" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);

    const answer = conversationOf(page).getByRole("article", { name: "Cara's answer" });
    await expect(answer).toContainText(`of liability insurance for ${request.createCertificate!.name}`, {
      timeout: 60_000,
    });
    await expect(answer).toContainText("It awaits your review: nothing was sent.");
    await expectNotReloaded(page);

    const email = conversationOf(page).locator("[data-artifact]").filter({ hasText: "Email draft" }).first();
    await expect(email).toContainText(`Certificate of liability insurance for ${request.createCertificate!.name}`);
    await expect(email).toContainText(/Certificate \d+ - /);
    await email.click();
    const draft = page.getByRole("dialog", {
      name: `Certificate of liability insurance for ${request.createCertificate!.name}`,
    });
    await expect(draft.getByRole("definition").first()).toHaveText(request.clientEmail!);
    const attachment = draft.getByRole("list", { name: "Attachments" }).getByRole("link");
    await expect(attachment).toHaveText(/^Certificate \d+ - .+\.pdf$/);
    const pdf = await page.request.get((await attachment.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await checkPage(page, "certificate-reply-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(attachment).toBeInViewport();
    await checkPage(page, "certificate-reply-390");
  });
});
