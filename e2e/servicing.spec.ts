import type { Page } from "@playwright/test";
import { checkPage, expect, AS_PRIYA, test, visit } from "./support.ts";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

/** GraphQL as the signed-in browser (same session cookie). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A request of our own, so the journey does not depend on what other tests changed. */
async function newRequest(page: Page, clientName: string) {
  const { createServiceRequest } = await graphql<{ createServiceRequest: { id: string } }>(
    page,
    `
      mutation ($input: CreateServiceRequestInput!) {
        createServiceRequest(input: $input) {
          ... on ServiceRequest {
            id
          }
        }
      }
    `,
    {
      input: {
        type: "CREATE_CERTIFICATE",
        clientName,
        clientEmail: "nina@seaside-kayak.example",
        details: "We start a job at the marina on Monday; the harbor master needs a certificate.",
        createCertificate: {
          name: "Portland Harbor Commission",
          address: { line1: "2 Portland Fish Pier", city: "Portland", zone: "ME", postalCode: "04101" },
          additionalInsured: true,
          additionalInsuredRelationship: "Landlord",
        },
      },
    },
  );
  return createServiceRequest.id;
}

test.describe("Harbor's service requests", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("filter, open, comment, assign with a due date, resolve with notes and a file", async ({ page }) => {
    const client = `Nina Seaside ${Date.now().toString(36)}`;
    const id = await newRequest(page, client);

    await visit(page, "/app/servicing", "servicing-list");
    await expect(page.getByRole("heading", { name: "Servicing" })).toBeVisible();
    await expect(page.getByText("Service requests from your customers")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("searchbox", { name: "Search service requests" }).fill(client);
    await expect(page).toHaveURL(/q=Nina/);
    const rows = page.getByRole("table", { name: "Service requests" }).getByRole("row");
    await expect(rows.filter({ hasText: client })).toHaveCount(1);
    await page.getByRole("link", { name: "Closed", exact: true }).click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(page.getByText("No service requests found")).toBeVisible();
    await checkPage(page, "servicing-list-empty");
    // Clear search keeps the status filter
    await page.getByText("Clear search", { exact: true }).click(); // the empty state's button, not the box's ×
    await expect(page).toHaveURL(/\?status=closed$/);
    await expect(rows.first()).toBeVisible();
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/status=all/); // the search is built on the page's filters: wait for them
    await page.getByRole("searchbox", { name: "Search service requests" }).fill(client);
    await expect(page).toHaveURL(/status=all.*q=Nina|q=Nina.*status=all/);
    await rows.filter({ hasText: client }).getByRole("link").first().click();

    await expect(page).toHaveURL(`/app/servicing/${id}/overview`);
    await expect(page.getByRole("heading", { name: client })).toBeVisible();
    await expect(page.getByText("Create Certificate").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Certificate holder" })).toContainText("Portland Harbor Commission");
    // no calls and no email threads: no conversation tab
    await expect(page.getByRole("link", { name: "Conversation" })).toHaveCount(0);
    await checkPage(page, "servicing-overview");

    // comment: disabled while blank, clears after submit
    await page.getByRole("link", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { name: "Comments and Activity" })).toBeVisible();
    const box = page.getByLabel("Add a comment");
    const send = page.getByRole("button", { name: "Comment" });
    await expect(send).toBeDisabled();
    await box.fill("   ");
    await expect(send).toBeDisabled();
    await box.fill("Called the harbor master to confirm the wording.");
    await send.click();
    await expect(box).toHaveValue("");
    await expect(page.getByText("Called the harbor master to confirm the wording.")).toBeVisible();

    // assign and set a due date
    await page.getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Open in Copilot" })).toHaveAttribute(
      "href",
      /\/app\/servicing\/[^/]+\/copilot$/,
    );
    await page.getByRole("menuitem", { name: "Update request" }).click();
    const update = dialog(page, "Update request");
    await update.getByLabel("Assignee").selectOption({ label: "Marcus Bell" });
    await update.getByLabel("Due date").fill("2026-12-03");
    await checkPage(page, "servicing-update-dialog");
    await update.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`/app/servicing/${id}/overview`);
    const summary = page.getByRole("region", { name: "Request" });
    await expect(summary).toContainText("Marcus Bell");
    await expect(summary).toContainText("Dec 3, 2026");

    // resolve with notes and a file
    await page.getByRole("link", { name: "Resolve" }).click();
    const resolve = dialog(page, "Resolve request");
    await resolve.getByLabel("Resolution notes").fill("Issued certificate 1042 and emailed it to the harbor master.");
    await resolve.locator('input[type="file"]').setInputFiles({
      name: "certificate.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Certificate of liability insurance 1042\n"),
    });
    await checkPage(page, "servicing-resolve-dialog");
    await resolve.getByRole("button", { name: "Resolve" }).click();
    await expect(page).toHaveURL(`/app/servicing/${id}/overview`);
    await expect(page.getByRole("button", { name: "Resolved" })).toBeDisabled();
    const resolution = page.getByRole("region", { name: "Resolution" });
    await expect(resolution).toContainText("Issued certificate 1042");
    await expect(resolution.getByRole("link", { name: /certificate\.txt/ })).toBeVisible();
    await checkPage(page, "servicing-resolved");

    await page.getByRole("link", { name: "Activity" }).click();
    const timeline = page.getByRole("region", { name: "Comments and Activity" }).getByRole("listitem");
    await expect(timeline.nth(0)).toContainText("Priya Shah opened the request");
    await expect(timeline.nth(1)).toContainText("Called the harbor master");
    await expect(timeline.nth(2)).toContainText(
      "Priya Shah assigned it to Marcus Bell and set the due date to Dec 3, 2026",
    );
    await expect(timeline.nth(3)).toContainText("Priya Shah resolved the request");
    await checkPage(page, "servicing-activity");
  });

  test("a request from a call shows its conversation: the client on the left, Cara on the right", async ({ page }) => {
    const { serviceRequests } = await graphql<{
      serviceRequests: { nodes: Array<{ id: string; calls: unknown[]; emailThreads: unknown[] }> };
    }>(
      page,
      `
        query {
          serviceRequests(pageSize: 100) {
            nodes {
              id
              calls {
                id
              }
              emailThreads {
                id
              }
            }
          }
        }
      `,
    );
    const withCall = serviceRequests.nodes.find((r) => r.calls.length > 0)!;
    const withEmail = serviceRequests.nodes.find((r) => r.emailThreads.length > 0)!;
    await page.goto(`/app/servicing/${withCall.id}/overview`);
    await page.getByRole("link", { name: "Conversation" }).click();
    const caller = page.getByText("Hi, I need a certificate of insurance for a property manager.");
    const cara = page.getByText("Thank you for calling Harbor Insurance Agency, this is Cara.");
    await expect(caller).toBeVisible();
    const [left, right] = [await caller.boundingBox(), await cara.boundingBox()];
    expect(left!.x).toBeLessThan(right!.x);
    await checkPage(page, "servicing-conversation-call");
    await visit(page, `/app/servicing/${withEmail.id}/conversation`, "servicing-conversation-email");
    // the thread's messages by role, the client's first (the seed's threads read differently)
    const thread = page.getByRole("region", { name: /^Email thread / }).first();
    await expect(thread.getByRole("list", { name: "Messages" }).getByRole("listitem").first()).toContainText("Client");
  });

  test("bad input gets its message, never a 500", async ({ page }) => {
    const id = await newRequest(page, `Bad Input ${Date.now().toString(36)}`);
    const update = await page.request.post(`/app/servicing/${id}/update`, {
      data: { assigneeId: "00000000-0000-4000-8000-000000000000", dueAt: "next tuesday" },
    });
    expect(update.status()).toBe(400);
    const updateBody = await update.text();
    expect(updateBody).toContain("Enter a valid date");
    const unknown = await page.request.post(`/app/servicing/${id}/update`, {
      data: { assigneeId: "00000000-0000-4000-8000-000000000000", dueAt: null },
    });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain("Choose a user of your agency");
    const comment = await page.request.post(`/app/servicing/${id}/comment`, { data: { content: "  " } });
    expect(comment.status()).toBe(400);
    expect(await comment.text()).toContain("Write a comment");

    await page.goto(`/app/servicing/${id}/resolve`);
    const resolve = dialog(page, "Resolve request");
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    await resolve.getByLabel("Resolution notes").fill("Sent the certificate");
    await resolve
      .locator('input[type="file"]')
      .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: elf });
    await resolve.getByRole("button", { name: "Resolve" }).click();
    await expect(resolve.getByText("Programs are not accepted.")).toBeVisible();
    await checkPage(page, "servicing-resolve-error");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Resolve" })).toBeVisible(); // still OPEN
  });

  test("an account's service tab lists its requests", async ({ page }) => {
    const { serviceRequests } = await graphql<{
      serviceRequests: { nodes: Array<{ id: string; account: { id: string } | null }> };
    }>(
      page,
      `
        query {
          serviceRequests(pageSize: 100) {
            nodes {
              id
              account {
                id
              }
            }
          }
        }
      `,
    );
    const withAccount = serviceRequests.nodes.find((r) => r.account)!;
    await visit(page, `/app/accounts/${withAccount.account!.id}/service`, "account-service-tab");
    await page.getByRole("table", { name: "Account service requests" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/app\/servicing\/[0-9a-f-]+\/overview$/);
  });
});
