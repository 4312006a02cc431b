import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** HTML → PDF with the system's Chromium (playwright-core): one browser, started on first use, reused. */

export class ChromiumMissingError extends Error {
  constructor() {
    super("PDF rendering needs Chromium: install it (apt-get install chromium) or set CHROMIUM_PATH.");
    this.name = "ChromiumMissingError";
  }
}

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let browser: Promise<Browser> | null = null;

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A Chromium of its own with the renderer's flags (tests and probes that drive pages). */
export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: ARGS });

function browserOnce(): Promise<Browser> {
  if (!browser) {
    const executablePath = chromiumPath();
    if (!fs.existsSync(executablePath)) throw new ChromiumMissingError();
    browser = chromium.launch({ executablePath, args: ARGS }).then((started) => {
      started.on("disconnected", () => (browser = null));
      return started;
    });
    browser.catch(() => (browser = null));
  }
  return browser;
}

const FOOTER = `<div style="width:100%;font-size:8pt;color:#52606d;text-align:center;font-family:Helvetica,Arial,sans-serif;">
  Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;

/** A document style's running header and footer (Chromium templates: `pageNumber`, `totalPages`, `title`) and margins. */
export interface PrintLayout {
  headerTemplate: string;
  footerTemplate: string;
  margin: { top: string; bottom: string; left: string; right: string };
}

const DEFAULT_LAYOUT: PrintLayout = {
  headerTemplate: "<div></div>",
  footerTemplate: FOOTER,
  margin: { top: "0.75in", bottom: "0.9in", left: "0.75in", right: "0.75in" },
};

/**
 * Prints a self-contained HTML page (no network: every request but the page itself is refused),
 * with the layout's header and footer on every page (default: "Page N of M" only).
 */
export async function htmlToPdf(html: string, layout: PrintLayout = DEFAULT_LAYOUT): Promise<Uint8Array> {
  const context = await (await browserOnce()).newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // nothing is fetched; a navigation away (a meta refresh, a link's target) answers 204, which
    // keeps the page as it is, so the page still prints (an aborted one would print an error page)
    await page.route("**/*", (route) =>
      route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
        ? route.fulfill({ status: 204, body: "" })
        : route.abort(),
    );
    await page.setContent(html, { waitUntil: "load" });
    const pdf = await page.pdf({
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: layout.headerTemplate,
      footerTemplate: layout.footerTemplate,
      margin: layout.margin,
    });
    return new Uint8Array(pdf);
  } finally {
    await context.close();
  }
}

/** Closes the browser (process shutdown). */
export async function closeHtmlToPdf(): Promise<void> {
  const running = browser;
  browser = null;
  if (running) await (await running.catch(() => null))?.close();
}
