import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeHtmlToPdf, htmlToPdf } from "#server/lib/html-pdf.ts";
import { artifactPage } from "#server/modules/workspaces/artifact-html.ts";
import type { ArtifactVersion } from "#server/modules/workspaces/workspaces.service.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import { recordRow } from "./row.ts";

/**
 * Renderer SSRF (issue 29's opening table: "0 of 51 renderer SSRF payloads reached anything").
 * 17 internal addresses, each given to the PDF renderer three ways:
 *  - in a document's content, through the artifact path (sanitiser, then Chromium: what the
 *    workspace's "Download PDF" and a style's render print);
 *  - as raw HTML straight to `htmlToPdf` (the renderer's own refusal, with no sanitiser);
 *  - in the print layout's header and footer templates (Chromium prints them apart from the page).
 * Each in several forms (img, iframe, object, link stylesheet, CSS url() and @import, srcset,
 * SVG image, meta refresh, a link). A payload "reached" something when a request carrying its
 * number arrives at the local listener, or its secret file's text appears in the PDF.
 * Observation: the listener is also Chromium's HTTP proxy for every host (loopback included,
 * `<-loopback>`), through a wrapper of the browser binary, so a request to 169.254.169.254,
 * metadata.google.internal or localtest.me that left the renderer would be seen too.
 */
const hits: string[] = [];
let server: http.Server;
let port = 0;
let dir = "";
let secretFile = "";
const SECRET = "SSRF-SECRET-5d1c";

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    console.info(`ssrf listener: ${request.method} ${request.url} host=${request.headers.host}`);
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<p>${SECRET}-from-listener</p>`);
  });
  server.on("connect", (request, socket) => {
    hits.push(`CONNECT ${request.url}`);
    socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.address() as AddressInfo).port;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ssrf-probe-"));
  secretFile = path.join(dir, "secret.html");
  fs.writeFileSync(secretFile, `<p>${SECRET}-from-file</p>`);
  // the renderer's browser, started by htmlToPdf on first use, sends every request through the listener
  const real = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const wrapper = path.join(dir, "chromium");
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nexec ${real} --proxy-server=http://127.0.0.1:${port} --proxy-bypass-list='<-loopback>' "$@"\n`,
    { mode: 0o755 },
  );
  await closeHtmlToPdf();
  process.env.CHROMIUM_PATH = wrapper;
});

afterAll(async () => {
  await closeHtmlToPdf();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** 17 internal addresses; `{n}` is the payload's number (to tell which one arrived). */
function targets(): Array<{ name: string; url: (n: number) => string }> {
  const p = port;
  return [
    { name: "127.0.0.1", url: (n) => `http://127.0.0.1:${p}/?p=${n}&end` },
    { name: "localhost", url: (n) => `http://localhost:${p}/?p=${n}&end` },
    { name: "[::1]", url: (n) => `http://[::1]:${p}/?p=${n}&end` },
    { name: "0.0.0.0", url: (n) => `http://0.0.0.0:${p}/?p=${n}&end` },
    { name: "decimal 2130706433", url: (n) => `http://2130706433:${p}/?p=${n}&end` },
    { name: "hex 0x7f000001", url: (n) => `http://0x7f000001:${p}/?p=${n}&end` },
    { name: "short 127.1", url: (n) => `http://127.1:${p}/?p=${n}&end` },
    { name: "[::ffff:127.0.0.1]", url: (n) => `http://[::ffff:127.0.0.1]:${p}/?p=${n}&end` },
    { name: "169.254.169.254 metadata", url: (n) => `http://169.254.169.254/latest/meta-data/?p=${n}&end` },
    { name: "metadata.google.internal", url: (n) => `http://metadata.google.internal/computeMetadata/v1/?p=${n}&end` },
    { name: "localtest.me (DNS to 127.0.0.1)", url: (n) => `http://localtest.me:${p}/?p=${n}&end` },
    { name: "127.0.0.1.nip.io (DNS rebinding)", url: (n) => `http://127.0.0.1.nip.io:${p}/?p=${n}&end` },
    { name: "https loopback", url: (n) => `https://127.0.0.1:${p}/?p=${n}&end` },
    { name: "PostgreSQL 127.0.0.1:5432", url: (n) => `http://127.0.0.1:5432/?p=${n}&end` },
    { name: "gopher://", url: (n) => `gopher://127.0.0.1:${p}/_GET%20/?p=${n}&end` },
    { name: "file:// secret", url: () => `file://${secretFile}` },
    { name: "protocol-relative //", url: (n) => `//127.0.0.1:${p}/?p=${n}&end` },
  ];
}

/** The target in every form an HTML page can fetch with (JavaScript is off in the renderer). */
const forms = (url: string) =>
  `<img src="${url}"><img srcset="${url} 2x"><iframe src="${url}"></iframe><object data="${url}"></object>` +
  `<embed src="${url}"><link rel="stylesheet" href="${url}"><video poster="${url}"></video>` +
  `<svg><image href="${url}" width="10" height="10"/></svg>` +
  `<div style="background-image:url('${url}');width:10px;height:10px"></div>` +
  `<style>@import url("${url}"); p{background:url("${url}")}</style><a href="${url}">link</a>` +
  `<meta http-equiv="refresh" content="0;url=${url}">`;

function artifact(content: string): ArtifactVersion {
  return { type: "DOCUMENT", title: "Probe", content } as unknown as ArtifactVersion;
}

describe("renderer SSRF", () => {
  it("51 payloads: count those that reached a local service or file", { timeout: 300_000 }, async () => {
    const results: Array<{ n: number; way: string; target: string; reached: boolean; crashed: string | null }> = [];
    let n = 0;
    const ways: Array<{ way: string; render: (url: string) => Promise<Uint8Array> }> = [
      {
        way: "document content (sanitised)",
        render: (url) => htmlToPdf(artifactPage(artifact(`<p>x</p>${forms(url)}`))),
      },
      {
        way: "raw HTML to the renderer",
        render: (url) => htmlToPdf(`<!doctype html><html><body><p>x</p>${forms(url)}</body></html>`),
      },
      {
        way: "header and footer templates",
        render: (url) =>
          htmlToPdf("<!doctype html><p>x</p>", {
            headerTemplate: `<div><img src="${url}" width="8" height="8"><span style="background-image:url('${url}')">h</span></div>`,
            footerTemplate: `<div><img src="${url}"></div>`,
            margin: { top: "1in", bottom: "1in", left: "1in", right: "1in" },
          }),
      },
    ];
    for (const { way, render } of ways) {
      for (const target of targets()) {
        n++;
        const before = hits.length;
        let text = "";
        let crashed: string | null = null;
        try {
          const pdf = await render(target.url(n));
          text = (await extractPdfText(pdf)).join(" ");
        } catch (error) {
          crashed = (error as Error).message.slice(0, 200);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        const arrived = hits.slice(before).some((url) => url.includes(`p=${n}&end`));
        const reached = arrived || text.includes(SECRET);
        results.push({ n, way, target: target.name, reached, crashed });
      }
    }
    const leaked = results.filter((r) => r.reached);
    const crashed = results.filter((r) => r.crashed && !r.reached);
    const crashedByWay = () =>
      ways.map(({ way }) => `${way} ${crashed.filter((r) => r.way === way).length}`).join(", ") +
      (crashed.length ? ` (${[...new Set(crashed.map((r) => r.crashed))].join("; ")})` : "");
    for (const r of [...leaked, ...crashed])
      console.info(`ssrf: #${r.n} ${r.way} / ${r.target}: ${r.reached ? "REACHED" : r.crashed}`);
    recordRow({
      row: "Renderer SSRF payloads reaching a local service or file",
      tried: results.length,
      refused: results.length - leaked.length - crashed.length,
      leaked: leaked.length,
      crashed: crashed.length,
      note: `17 internal addresses (loopback in 8 spellings, 169.254.169.254, metadata.google.internal, localtest.me, 127.0.0.1.nip.io, https, :5432, gopher, file://, protocol-relative) × 3 ways (document content through the sanitiser, raw HTML, header/footer templates), 13 fetching forms each; the listener is also the browser's proxy for every host; ${hits.length} requests arrived in all, from ${leaked.length} payloads (the rest: the browser's own update checks); crashed = the render threw and the PDF was not made (the process lives): ${crashedByWay()}`,
    });
    expect(leaked).toEqual([]);
  });
});
