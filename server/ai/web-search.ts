/**
 * Cara's web search (the SEARCH_WEB tool): the Brave Search API when WEB_SEARCH_API_KEY is
 * set (GET /res/v1/web/search with `X-Subscription-Token`), otherwise a plain statement that
 * no web search is configured. Results are public pages, never a source for policy values.
 */
export interface WebResult {
  title: string;
  url: string;
  snippet: string;
}

export type WebSearchOutput =
  { configured: false; message: string } | { configured: true; query: string; results: WebResult[] };

export const NO_WEB_SEARCH = "No web search provider is configured.";

export interface WebSearchSettings {
  WEB_SEARCH_API_KEY?: string;
  WEB_SEARCH_API_URL: string;
}

export class WebSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebSearchError";
  }
}

const stripTags = (value: string) =>
  value
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** A web page's title and snippet reach the model bounded (issue 29 item 2: only what the question needs). */
const MAX_RESULTS = 10;
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

export async function searchWeb(
  settings: WebSearchSettings,
  query: string,
  options: { count?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<WebSearchOutput> {
  if (!settings.WEB_SEARCH_API_KEY) return { configured: false, message: NO_WEB_SEARCH };
  const url = new URL("/res/v1/web/search", settings.WEB_SEARCH_API_URL);
  url.searchParams.set("q", query);
  url.searchParams.set("count", String(options.count ?? 5));
  const signals = [AbortSignal.timeout(options.timeoutMs ?? 10_000), ...(options.signal ? [options.signal] : [])];
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json", "x-subscription-token": settings.WEB_SEARCH_API_KEY },
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new WebSearchError(
      timedOut ? "The web search did not answer in time." : "The web search could not be reached.",
    );
  }
  if (response.status === 429) throw new WebSearchError("The web search is rate limited; try again in a minute.");
  if (response.status === 401 || response.status === 403) throw new WebSearchError("The web search key was refused.");
  if (!response.ok) throw new WebSearchError(`The web search failed (HTTP ${response.status}).`);
  const body = (await response.json()) as {
    web?: { results?: Array<{ title?: string; url?: string; description?: string }> };
  };
  const results = (body.web?.results ?? [])
    .filter((item) => item.url && item.title)
    .slice(0, MAX_RESULTS)
    .map((item) => ({
      title: clip(stripTags(item.title!), 200),
      url: clip(item.url!, 500),
      snippet: clip(stripTags(item.description ?? ""), 400),
    }));
  return { configured: true, query, results };
}
