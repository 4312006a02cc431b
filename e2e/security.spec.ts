import { AS_PRIYA, expect, test, visit } from "./support.ts";

// docs/product/security.md: pages carry a nonce CSP; hydration and dialogs must work under it.
function collectCspViolations(page: import("@playwright/test").Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(String(error)));
  return violations;
}

test("the sign-in page runs its scripts under the CSP and without violations", async ({ page }) => {
  const violations = collectCspViolations(page);
  const response = await visit(page, "/app/signin", "security-signin");
  const csp = response!.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(response!.headers()["cache-control"]).toBe("no-store");
  // hydrated: the client-side form reacts (the email step moves on without a full page load)
  await page.getByLabel("Email").fill("nobody@harbor-agency.test");
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll("script:not([nonce])").length)).toBe(0);
  expect(violations).toEqual([]);
});

test.describe("signed in", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("a list page and a dialog open without CSP violations", async ({ page }) => {
    const violations = collectCspViolations(page);
    await visit(page, "/app/accounts", "security-accounts");
    await page
      .getByRole("link", { name: /create account/i })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("bad bytes in form posts", () => {
  test.use({ agencyOptions: AS_PRIYA });
  const NOT_ALLOWED =
    "The request contains a character that is not allowed (a NUL character or an unpaired surrogate). Remove it and try again.";

  test("route actions answer bad characters, bad bodies, bad ids and bad dates with 400-class messages", async ({
    page,
  }) => {
    await page.goto("/app/accounts");
    const origin = new URL(page.url()).origin;
    const post = (path: string, body: string | Buffer, type: string) =>
      page.request.post(path, { data: body, headers: { origin, "content-type": type } });

    const nul = await post(
      "/app/accounts/new",
      "type=INDIVIDUAL&account.name=Ada%00Brooks",
      "application/x-www-form-urlencoded",
    );
    expect(nul.status()).toBe(400);
    expect(await nul.text()).toBe(NOT_ALLOWED);
    const surrogate = await post(
      "/app/accounts/new",
      '{"type":"INDIVIDUAL","account":{"name":"Ada\\ud800"}}',
      "application/json",
    );
    expect(surrogate.status()).toBe(400);
    expect(await surrogate.text()).toBe(NOT_ALLOWED);
    const boundary = "----e2e";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\nA\u0000B\r\n--${boundary}--\r\n`;
    const inUpload = await post("/app/accounts/new", multipart, `multipart/form-data; boundary=${boundary}`);
    expect(inUpload.status()).toBe(400);

    const notAForm = await post("/app/accounts/new", "<account/>", "application/xml");
    expect(notAForm.status()).toBe(415);
    const badId = await post(
      "/app/policies/not-a-uuid/cancel",
      "effectiveAt=2027-01-01",
      "application/x-www-form-urlencoded",
    );
    // the form reply (ADR 011): 400 with the mutation's "not found" message for the dialog
    expect(badId.status()).toBe(400);
    expect(await badId.text()).toMatch(/Policy not found/);

    // an out-of-range date is refused under its field: the dialog renders with the message
    const { businessPolicies } = await (
      await page.request.post("/graphql", {
        data: { query: "{ businessPolicies(pageSize: 20) { nodes { id actions { canCancel } } } }" },
        headers: { origin },
      })
    )
      .json()
      .then((body) => body.data);
    const cancelable = businessPolicies.nodes.find((p: { actions: { canCancel: boolean } }) => p.actions.canCancel);
    for (const date of ["1800-01-01", "2500-01-01"]) {
      const answer = await post(
        `/app/policies/${cancelable.id}/cancel`,
        `intent=cancel&effectiveAt=${date}`,
        "application/x-www-form-urlencoded",
      );
      expect(answer.status()).toBeLessThan(500);
      expect(await answer.text()).toContain("Enter a date between 1900 and 2200");
    }
    // the app still works for a clean post
    const clean = await post("/app/accounts/new", "type=INDIVIDUAL", "application/x-www-form-urlencoded");
    expect(clean.status()).toBeLessThan(500);
  });
});
