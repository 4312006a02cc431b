import { describe, expect, it } from "vitest";
import { skipDialogRevalidation, withDialog } from "./dialog-param.ts";

const args = (current: string, next: string, formMethod?: "POST") =>
  ({
    currentUrl: new URL(current, "http://app.test"),
    nextUrl: new URL(next, "http://app.test"),
    formMethod,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof skipDialogRevalidation>[0];

describe("app-wide dialogs in the URL", () => {
  it("adds and removes the dialog parameter, keeping the others", () => {
    expect(withDialog("?q=acme&page=2", "documentation")).toBe("?q=acme&page=2&dialog=documentation");
    expect(withDialog("?q=acme&dialog=documentation", null)).toBe("?q=acme");
    expect(withDialog("?dialog=documentation", null)).toBe("");
  });

  it("does not re-run loaders for opening or closing a dialog, and does for anything else", () => {
    expect(skipDialogRevalidation(args("/app/home", "/app/home?dialog=documentation"))).toBe(false);
    expect(skipDialogRevalidation(args("/app/home?dialog=documentation", "/app/home"))).toBe(false);
    expect(skipDialogRevalidation(args("/app/accounts?q=a", "/app/accounts?q=b"))).toBe(true);
    expect(skipDialogRevalidation(args("/app/home", "/app/policies"))).toBe(true);
    expect(skipDialogRevalidation(args("/app/home", "/app/home?dialog=documentation", "POST"))).toBe(true);
  });
});
