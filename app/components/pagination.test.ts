import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination.tsx";

const render = (props: Parameters<typeof Pagination>[0], url = "/app/policies?q=hartford") =>
  renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [url] }, [createElement(Pagination, { key: "p", ...props })]),
  ).replace(/<!-- -->/g, "");
const nextLink = (html: string) => /<a[^>]*rel="next"[^>]*>/.exec(html)?.[0] ?? "";

describe("Pagination", () => {
  it("an exact total: 'Showing 1–25 of 1,234', page 1 of 50, Next to page 2 keeping the search", () => {
    const html = render({ page: 1, pageSize: 25, total: 1234 });
    expect(html).toContain("Showing 1–25 of 1,234");
    expect(html).toContain("Page 1 of 50");
    expect(nextLink(html)).toContain('href="/app/policies?q=hartford&amp;page=2"');
    expect(nextLink(html)).not.toContain("aria-disabled");
  });

  it("a capped count reads '1,000+' and Next stays open on its last counted page", () => {
    const html = render({ page: 40, pageSize: 25, total: 1000, totalCapped: true }, "/app/policies?page=40");
    expect(html).toContain("Showing 976–1,000 of 1,000+");
    expect(html).toContain("Page 40 of 40+");
    expect(nextLink(html)).toContain('href="/app/policies?page=41"');
    expect(nextLink(html)).not.toContain("aria-disabled");
  });

  it("the last page of an exact total has Next disabled; one page shows no links", () => {
    expect(nextLink(render({ page: 2, pageSize: 25, total: 30 }))).toContain('aria-disabled="true"');
    const single = render({ page: 1, pageSize: 25, total: 3 });
    expect(single).toContain("Showing 1–3 of 3");
    expect(single).not.toContain("rel=");
    expect(render({ page: 1, pageSize: 25, total: 0 })).toContain("No results");
  });
});
