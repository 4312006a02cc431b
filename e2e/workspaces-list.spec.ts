import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";

/** GraphQL as the signed-in browser (same session cookie). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function smallPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(title, { x: 56, y: 720, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** Starts a workspace through the Home prompt box, as a user would; returns its id. */
async function askCara(page: Page, message: string, file?: { name: string; buffer: Buffer }) {
  await page.goto("/app/home");
  const box = page.getByRole("textbox", { name: "Message for Cara" });
  const send = page.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await box.fill("   ");
  await expect(send).toBeDisabled();
  await box.fill(message);
  if (file) {
    await page.getByLabel("Attach files").setInputFiles({ ...file, mimeType: "application/pdf" });
    await expect(page.getByRole("list", { name: "Attached files" })).toContainText(file.name);
  }
  await send.click();
  await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

const table = (page: Page) => page.getByRole("table", { name: "Workspaces" });
const rowOf = (page: Page, title: string) => table(page).getByRole("row").filter({ hasText: title });

test.describe("Copilot workspaces list", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("search, filter, group, archive with the selection clearing, the view restored after reload", async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    const titles = [`Kayak liability ${tag}`, `Marina lease ${tag}`, `Bakery renewal ${tag}`];
    for (const title of titles) await askCara(page, title);
    await page.goto("/app/home");
    await page.getByRole("textbox", { name: "Message for Cara" }).fill("What does the Seaside policy exclude?");
    await checkPage(page, "home-prompt");

    await page.goto("/app/workspaces");
    await expect(page.getByRole("heading", { name: "Workspaces", level: 1 })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search workspaces" });
    await search.fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(table(page).getByRole("row")).toHaveCount(4); // the header and three
    await search.fill(`marina ${tag}`);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(rowOf(page, titles[1]!)).toBeVisible();
    await search.fill(tag);
    await expect(table(page).getByRole("row")).toHaveCount(4);
    await checkPage(page, "workspaces-list");

    // Priya made them all: the user filter keeps them, the preset filter (none chosen) hides them
    const users = page.getByRole("combobox", { name: "User" });
    await users.selectOption({ label: "Priya Shah" });
    await expect(page).toHaveURL(/user=/);
    await expect(table(page).getByRole("row")).toHaveCount(4);
    await page.getByRole("combobox", { name: "Preset" }).selectOption({ label: "Explore a Policy" });
    await expect(page.getByText("No workspaces found")).toBeVisible();
    await page.getByRole("combobox", { name: "Preset" }).selectOption({ label: "All presets" });
    await page.getByRole("combobox", { name: "Date" }).selectOption({ label: "Today" });
    await expect(page).toHaveURL(/date=TODAY/);
    await expect(table(page).getByRole("row")).toHaveCount(4);

    // group by user: one heading row for Priya
    await page.getByRole("combobox", { name: "Group by" }).selectOption("user");
    await expect(page).toHaveURL(/group=user/);
    await expect(table(page).getByRole("rowheader", { name: /Priya Shah \(3\)/ })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toBeDisabled();
    await checkPage(page, "workspaces-list-grouped");

    // the view is remembered: a visit without it in the URL gets it back
    await page.goto("/app/workspaces");
    await expect(page).toHaveURL(/group=user/);
    await expect(page).toHaveURL(/date=TODAY/);
    await expect(page.getByRole("combobox", { name: "Group by" })).toHaveValue("user");
    await expect(page.getByRole("combobox", { name: "Date" })).toHaveValue("TODAY");
    // …and a URL that states a view wins
    await page.goto("/app/workspaces?group=status");
    await expect(page.getByRole("combobox", { name: "Date" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Group by" })).toHaveValue("status");

    // archive two of the three: the button spins, the rows leave, the selection clears
    await page.getByRole("button", { name: "Reset view" }).click();
    await search.fill(tag);
    await expect(table(page).getByRole("row")).toHaveCount(4);
    const archive = page.getByRole("button", { name: /^Archive/ });
    await expect(archive).toBeDisabled();
    await page.getByRole("checkbox", { name: `Select ${titles[0]}` }).check();
    await page.getByRole("checkbox", { name: `Select ${titles[2]}` }).check();
    await expect(archive).toHaveText("Archive (2)");
    await archive.click();
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(rowOf(page, titles[1]!)).toBeVisible();
    await expect(archive).toHaveText("Archive");
    await expect(archive).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: `Select ${titles[1]}` })).not.toBeChecked();

    // a row opens its workspace
    await rowOf(page, titles[1]!).getByRole("link").click();
    await expect(page).toHaveURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the list and the prompt box fit", async ({ page }) => {
      await page.goto("/app/home");
      await checkPage(page, "mobile-home-prompt");
      await page.goto("/app/workspaces");
      await expect(page.getByRole("heading", { name: "Workspaces", level: 1 })).toBeVisible();
      await checkPage(page, "mobile-workspaces-list");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });
});

test.describe("Open in Copilot from a service request", () => {
  test.use({ agencyOptions: AS_PRIYA });

  for (const viewport of [
    { width: 1440, height: 900, name: "" },
    { width: 390, height: 844, name: "mobile-" },
  ]) {
    test(`${viewport.name}the suggested preset first, an existing file picked by search, lands on the workspace`, async ({
      page,
    }) => {
      const tag = Date.now().toString(36);
      const fileName = `Seaside GL policy ${tag}.pdf`;
      await askCara(page, `Keep the Seaside policy ${tag}`, { name: fileName, buffer: await smallPdf("Seaside GL") });
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
            type: "QUESTION",
            clientName: `Nina Seaside ${tag}`,
            clientEmail: "nina@seaside-kayak.example",
            details: "Asked on the phone.",
            question: { question: "Does our policy cover rented kayaks?" },
          },
        },
      );
      await page.setViewportSize(viewport);
      await page.goto(`/app/servicing/${createServiceRequest.id}/overview`);
      await page.getByRole("button", { name: "More" }).click();
      await page.getByRole("menuitem", { name: "Open in Copilot" }).click();
      const dialog = page.getByRole("dialog", { name: "Open in Copilot" });
      await expect(dialog).toBeVisible();
      const preset = dialog.getByLabel("Preset");
      await expect(preset).toHaveValue("DocumentExploration");
      await expect(preset.locator("option").first()).toHaveText("Explore a Policy (suggested)");
      await expect(dialog.getByLabel("Message")).toHaveValue(/Does our policy cover rented kayaks\?/);

      await dialog.getByRole("combobox", { name: "Search existing files" }).fill(`Seaside GL policy ${tag}`);
      await dialog.getByRole("option", { name: new RegExp(fileName) }).click();
      await expect(dialog.getByRole("list", { name: "Attached files" })).toContainText(`[Policy] ${fileName}`);
      await checkPage(page, `${viewport.name}open-in-copilot-dialog`);

      await dialog.getByRole("button", { name: "Open in Copilot" }).click();
      await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;
      const { caraWorkspace } = await graphql<{
        caraWorkspace: { preset: string; serviceRequest: { id: string } | null; files: { name: string }[] };
      }>(
        page,
        `
          query ($id: ID!) {
            caraWorkspace(id: $id) {
              preset
              serviceRequest {
                id
              }
              files {
                name
              }
            }
          }
        `,
        { id },
      );
      expect(caraWorkspace.preset).toBe("DocumentExploration");
      expect(caraWorkspace.serviceRequest?.id).toBe(createServiceRequest.id);
      expect(caraWorkspace.files.map((file) => file.name)).toContain(fileName);
    });
  }

  test("a certificate request starts on Fill Template with ACORD 25; another type waits for a choice", async ({
    page,
  }) => {
    const ids: Record<string, string> = {};
    for (const [type, extra] of [
      [
        "CREATE_CERTIFICATE",
        {
          createCertificate: {
            name: "Portland Harbor Commission",
            address: { line1: "2 Portland Fish Pier", city: "Portland", zone: "ME", postalCode: "04101" },
            additionalInsured: false,
          },
        },
      ],
      ["OTHER", {}],
    ] as const) {
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
            type,
            clientName: "Nina Seaside",
            clientEmail: "nina@seaside-kayak.example",
            details: "Call back",
            ...extra,
          },
        },
      );
      ids[type] = createServiceRequest.id;
    }
    await page.goto(`/app/servicing/${ids.CREATE_CERTIFICATE}/copilot`);
    const dialog = page.getByRole("dialog", { name: "Open in Copilot" });
    await expect(dialog.getByLabel("Preset")).toHaveValue("GenerateTemplate");
    await expect(dialog.getByLabel("Template")).toHaveValue("ACORD 25");
    await expect(dialog.getByLabel("Message")).toHaveValue(/Portland Harbor Commission/);

    await page.goto(`/app/servicing/${ids.OTHER}/copilot`);
    await expect(dialog.getByLabel("Preset")).toHaveValue("");
    const submit = dialog.getByRole("button", { name: "Open in Copilot" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Preset").selectOption("ContractReview");
    await expect(dialog.getByLabel("Template")).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });
});
