import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { gql } from "#app/lib/graphql.server.ts";
import { isDatabaseUnavailable, Reconnecting, RECONNECT_SECONDS } from "./reconnecting.tsx";

/**
 * During a database outage a page shows "Reconnecting…" and retries, not the error page
 * (issue 29 item 4, ADR 066): a loader's DATABASE_UNAVAILABLE answer is a 503, and a 503 is
 * what the error boundaries turn into the reconnecting state.
 */
describe("Reconnecting", () => {
  it("says it is reconnecting, how often it retries, and offers Try now", () => {
    const Stub = createRoutesStub([{ path: "/app/accounts", Component: () => createElement(Reconnecting) }]);
    const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ["/app/accounts"] }));
    expect(html).toContain('role="status"');
    expect(html).toContain("Reconnecting…");
    expect(html).toContain(`tries again every ${RECONNECT_SECONDS} seconds`);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Try now<\/button>/);
    expect(html).not.toContain("Something went wrong");
  });

  it("is what a loader's database outage becomes: a 503 with a retry hint", async () => {
    const context = {
      graphql: async () => ({
        errors: [{ message: "Cara is temporarily unavailable", extensions: { code: "DATABASE_UNAVAILABLE" } }],
      }),
    } as never;
    const thrown = await gql(context, {} as never).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 503, headers: { "Retry-After": "5" } } });
    // as React Router hands it to the error boundary after an in-app navigation
    expect(isDatabaseUnavailable(new ErrorResponseImpl(503, "Service Unavailable", "down"))).toBe(true);
    expect(isDatabaseUnavailable(new ErrorResponseImpl(500, "Internal Server Error", "x"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("x"))).toBe(false);
  });
});
