import { checkPage, expect, AS_PRIYA, test } from "./support.ts";
import { askFromHome, twoPremiumsPdf } from "./workspace-support.ts";

/** Cara states no value when one document gives two and the question does not say which (issue 28, ADR 056). */
test.describe("An honest answer", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("a document with two premiums: Cara says she could not tell which, and offers both with their pages", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto("/app/home");
    await askFromHome(page, "What is the estimated policy premium?", {
      name: "Lantern Row quote.pdf",
      buffer: await twoPremiumsPdf(),
    });
    const answer = page.getByRole("log", { name: "Conversation" }).getByRole("article", { name: "Cara's answer" });
    await expect(answer.first()).toContainText("I could not tell which value is the premium", { timeout: 60_000 });
    await expect(answer.first()).toContainText("Passages that may help");
    await expect(answer.first()).toContainText("$48,200.00");
    await expect(answer.first()).toContainText("$49,115.00");
    await expect(answer.first()).toContainText("Tell me which page or which part of the document you mean");
    await expect(answer.first()).not.toContainText("did not find it there");
    await checkPage(page, "honest-two-premiums-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkPage(page, "honest-two-premiums-390");
  });
});
