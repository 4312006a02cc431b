import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Brave Search API's web search (`GET /res/v1/web/search?q=&count=`,
 * key in `X-Subscription-Token`), answering Brave's JSON shape (`web.results[]` with title,
 * url and description carrying <strong> highlights) or a scripted HTTP status.
 */
export const FAKE_BRAVE_KEY = "brave-fake-key";

export interface FakeBraveServer {
  url: string;
  queries: string[];
  nextStatus: number | null;
  close(): Promise<void>;
}

export async function startFakeBraveServer(): Promise<FakeBraveServer> {
  const state: FakeBraveServer = { url: "", queries: [], nextStatus: null, close: async () => {} };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "GET" || url.pathname !== "/res/v1/web/search") return json(404, { type: "ErrorResponse" });
    if (req.headers["x-subscription-token"] !== FAKE_BRAVE_KEY)
      return json(401, { type: "ErrorResponse", error: { code: "SUBSCRIPTION_TOKEN_INVALID", status: 401 } });
    const q = url.searchParams.get("q") ?? "";
    state.queries.push(q);
    if (state.nextStatus) {
      const status = state.nextStatus;
      state.nextStatus = null;
      return json(status, { type: "ErrorResponse", error: { code: "RATE_LIMITED", status } });
    }
    const count = Number(url.searchParams.get("count") ?? 20);
    const results = [
      {
        title: `<strong>${q}</strong> explained`,
        url: "https://example.org/a",
        description: `What <strong>${q}</strong> means for a business.`,
      },
      { title: `${q}: a guide`, url: "https://example.org/b", description: "A guide." },
      { title: `${q} FAQ`, url: "https://example.org/c", description: "Questions." },
    ].slice(0, count);
    json(200, { type: "search", query: { original: q }, web: { type: "search", results } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
