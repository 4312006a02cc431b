import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_BRAVE_KEY,
  startFakeBraveServer,
  type FakeBraveServer,
} from "../../tests/support/fake-brave-search-server.ts";
import { NO_WEB_SEARCH, searchWeb } from "./web-search.ts";

describe("searchWeb", () => {
  let brave: FakeBraveServer;
  beforeAll(async () => {
    brave = await startFakeBraveServer();
  });
  afterAll(() => brave.close());

  it("says plainly that no web search is configured without a key", async () => {
    expect(await searchWeb({ WEB_SEARCH_API_URL: brave.url }, "roofing contractor class code")).toEqual({
      configured: false,
      message: NO_WEB_SEARCH,
    });
    expect(brave.queries).toEqual([]);
  });

  it("asks the Brave Search API and returns titles, links and snippets without markup", async () => {
    const output = await searchWeb(
      { WEB_SEARCH_API_KEY: FAKE_BRAVE_KEY, WEB_SEARCH_API_URL: brave.url },
      "ISO CG 20 10",
      { count: 2 },
    );
    expect(output).toEqual({
      configured: true,
      query: "ISO CG 20 10",
      results: [
        {
          title: "ISO CG 20 10 explained",
          url: "https://example.org/a",
          snippet: "What ISO CG 20 10 means for a business.",
        },
        { title: "ISO CG 20 10: a guide", url: "https://example.org/b", snippet: "A guide." },
      ],
    });
  });

  it("bounds what a page's title and snippet bring into the model's context (issue 29 item 2)", async () => {
    const long = `roofing ${"very ".repeat(200)}long`;
    const output = await searchWeb({ WEB_SEARCH_API_KEY: FAKE_BRAVE_KEY, WEB_SEARCH_API_URL: brave.url }, long, {
      count: 1,
    });
    const [result] = output.configured ? output.results : [];
    expect(result!.title.length).toBeLessThanOrEqual(200);
    expect(result!.title.endsWith("…")).toBe(true);
    expect(result!.snippet.length).toBeLessThanOrEqual(400);
  });

  it("fails with a clear message on a refused key or a rate limit", async () => {
    await expect(searchWeb({ WEB_SEARCH_API_KEY: "wrong", WEB_SEARCH_API_URL: brave.url }, "x")).rejects.toThrow(
      "The web search key was refused.",
    );
    brave.nextStatus = 429;
    await expect(searchWeb({ WEB_SEARCH_API_KEY: FAKE_BRAVE_KEY, WEB_SEARCH_API_URL: brave.url }, "x")).rejects.toThrow(
      /rate limited/,
    );
  });
});
