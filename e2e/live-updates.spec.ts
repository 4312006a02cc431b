import { expect, AS_PRIYA, signIn, screenshot, test } from "./support.ts";

/** docs/product/live-updates.md: a request's activity updates live when a colleague comments. */
test.describe("live updates", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("a service request's activity shows a colleague's comment without a reload", async ({
    page,
    browser,
    agency,
  }) => {
    // a request of our own (as Priya, through the API)
    const created = await page.request.post("/graphql", {
      data: {
        query: `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { ... on ServiceRequest { id } } }`,
        variables: {
          input: { type: "QUESTION", clientName: "Owen Tidewater", question: { question: "Is my dock covered?" } },
        },
      },
    });
    const id = ((await created.json()) as { data: { createServiceRequest: { id: string } } }).data.createServiceRequest
      .id;

    await page.goto(`/app/servicing/${id}/activity`);
    const activity = page.getByRole("region", { name: "Comments and Activity" });
    await expect(activity.getByRole("status")).toHaveText("Live");
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // Marcus Bell, in his own browser, comments on the same request
    const marcusContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const marcus = await marcusContext.newPage();
    await signIn(marcus, agency.email("marcus.bell"));
    await marcus.goto(`/app/servicing/${id}/activity`);
    await marcus.getByLabel("Add a comment").fill("Checked the marine endorsement: the dock is covered.");
    await marcus.getByRole("button", { name: "Comment" }).click();
    await expect(marcus.getByText("Checked the marine endorsement: the dock is covered.")).toBeVisible();
    await marcusContext.close();

    // Priya's page shows it, with its author, without a reload
    const comment = activity.getByRole("listitem").filter({ hasText: "Checked the marine endorsement" });
    // the push travels comment → database → notification → Priya's socket; on a loaded 2-core CI
    // machine with two browsers per worker that took longer than the default 10 s once
    await expect(comment).toBeVisible({ timeout: 20_000 });
    await expect(comment).toContainText("Marcus Bell");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(page, "live-activity-1440", { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "live-activity-390", { fullPage: true });
  });
});
