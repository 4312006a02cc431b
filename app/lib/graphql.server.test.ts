import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { graphql } from "./graphql.ts";
import { gql } from "./graphql.server.ts";

/** How a loader or action sees the API's refusals: as the page's answer with their status, not a 500. */
const Viewer = graphql(`
  query ViewerForTest {
    agencyUser {
      id
    }
  }
`);

const answering = (errors: Array<{ message: string; extensions?: Record<string, unknown> }>) =>
  ({ graphql: async () => ({ errors }) }) as unknown as AppLoadContext;

async function thrownBy(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    return thrown as { data?: unknown; init?: ResponseInit | null; status?: number };
  }
  throw new Error("nothing thrown");
}

describe("gql", () => {
  it("answers a query's refused arguments (BAD_USER_INPUT) with 400 and the message (ADR 061)", async () => {
    const thrown = await thrownBy(
      gql(answering([{ message: "page: Enter a page from 1", extensions: { code: "BAD_USER_INPUT" } }]), Viewer),
    );
    expect(thrown).toMatchObject({ data: "page: Enter a page from 1", init: { status: 400 } });
  });

  it("answers NOT_FOUND with 404, and throws anything unexpected", async () => {
    const notFound = await thrownBy(
      gql(answering([{ message: "Account not found", extensions: { code: "NOT_FOUND" } }]), Viewer),
    );
    expect(notFound).toMatchObject({ data: "Account not found", init: { status: 404 } });
    const broken = await thrownBy(gql(answering([{ message: "connection terminated" }]), Viewer));
    expect(broken).toBeInstanceOf(Error);
  });
});
