import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import { closeHtmlToPdf, htmlToPdf } from "./html-pdf.ts";

/**
 * The renderer fetches nothing (issue 29's SSRF row, ADR 069): every request of the page is
 * refused, and a page that navigates away (a meta refresh, a frame) still prints its own content
 * instead of failing with Chromium's "Printing failed".
 */
const hits: string[] = [];
let server: http.Server;
let url = "";

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    response.end("<p>FROM-THE-LISTENER</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeHtmlToPdf();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("htmlToPdf", () => {
  it("prints a page that navigates away, and fetches nothing it names", { timeout: 120_000 }, async () => {
    // every way a page can fetch or navigate without JavaScript; a few renders, as the failure was a race
    const page = (n: number) => {
      const at = `${url}/${n}`;
      return (
        `<!doctype html><html><head><meta http-equiv="refresh" content="0;url=${at}/refresh"></head><body>` +
        `<p>Our own words.</p><img src="${at}/img"><img srcset="${at}/srcset 2x"><iframe src="${at}/frame"></iframe>` +
        `<object data="${at}/object"></object><embed src="${at}/embed"><video poster="${at}/poster"></video>` +
        `<svg><image href="${at}/svg" width="10" height="10"/></svg><link rel="stylesheet" href="${at}/css">` +
        `<style>@import url("${at}/import"); p{background:url("${at}/bg")}</style></body></html>`
      );
    };
    for (let n = 0; n < 8; n++) {
      const pdf = await htmlToPdf(page(n));
      const text = (await extractPdfText(pdf)).join(" ");
      expect(text).toContain("Our own words.");
      expect(text).not.toContain("FROM-THE-LISTENER");
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // a late refresh would have arrived
    expect(hits).toEqual([]);
  });
});
