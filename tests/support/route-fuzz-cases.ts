import fs from "node:fs";
import path from "node:path";
import { SeededRandom } from "./seeded-random.ts";

/**
 * Route fuzzing (issue 29 item 6): for every page route (app/routes.ts) and every Express route
 * (server/http/app.ts), requests with a malformed query string, path parameters of the wrong
 * shape, and, for those that take a POST, bodies the route does not expect (JSON where a form is
 * read, odd multipart parts, an empty body, bytes that are not UTF-8, a huge field). Made from the
 * route table and the parameter names the app reads, so a new route is fuzzed without anyone
 * writing its cases.
 */
export interface RouteFuzzCase {
  /** The route (its id or Express path) the case is for. */
  route: string;
  method: "GET" | "POST";
  /** Path and query, from the server's root. */
  url: string;
  label: string;
  headers: Record<string, string>;
  /** Made anew for each send (a body stream is read once). */
  body?: () => BodyInit;
}

/** A route to fuzz: its URL pattern (`/app/accounts/:accountId/edit`) and whether it takes a POST. */
export interface FuzzRoute {
  route: string;
  pattern: string;
  post: boolean;
  get: boolean;
}

export interface RouteFuzzOptions {
  seed: number;
  /** At most this many query-string cases per route (every kind gets its turn before repeats). */
  maxQueryCasesPerRoute: number;
  /** The value of a path parameter (a seeded record's id), by name. */
  paramValue: (name: string) => string | undefined;
  /** Parameter names the app reads from query strings and forms. */
  parameterNames: readonly string[];
}

/**
 * The names the app's pages and actions read from query strings and forms (`.get("q")`,
 * `.getAll("fileIds")`, `.has("version")`), found in its source, with the list parameters every
 * list page takes.
 */
export function parameterNamesIn(appDir: string): string[] {
  const names = new Set(["page", "pageSize", "q", "sort", "state", "index", "intent"]);
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const match of source.matchAll(/\.(?:get|getAll|has)\(\s*"([A-Za-z_][\w.-]{0,40})"\s*\)/g))
          names.add(match[1]!);
      }
    }
  };
  visit(appDir);
  return [...names].sort();
}

/** Malformed values for a query-string parameter, already percent-encoded where they must be. */
const QUERY_VALUES: Array<[string, string]> = [
  ["-1", "-1"],
  ["0", "0"],
  ["a huge number", "99999999999999999999999"],
  ["an exponent", "1e309"],
  ["a fraction", "1.5"],
  ["words", "abc"],
  ["empty", ""],
  ["4,000 characters", "x".repeat(4000)],
  ["a bad percent-escape", "%ZZ%"],
  ["bytes that are not UTF-8", "%C3%28%FF%FE"],
  ["control characters", "%01%07%1B%5B2J%7F"],
  ["not a UUID", "not-a-uuid"],
  ["a UUID with a trailing character", "00000000-0000-4000-8000-000000000000x"],
  ["JSON", "%7B%22a%22%3A%5B1%5D%7D"],
  ["an unknown value", "NOT_A_VALUE"],
  ["a date that does not exist", "2026-02-30"],
  ["a path", "..%2F..%2Fetc%2Fpasswd"],
  ["an absolute URL", "https%3A%2F%2Fevil.example%2F"],
  ["markup", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
];

/** Query strings that are malformed as a whole rather than in one value. */
const WHOLE_QUERIES: Array<[string, string]> = [
  ["a name with a bad percent-escape", "%ZZ=1"],
  ["a parameter repeated 200 times", Array.from({ length: 200 }, (_, i) => `page=${i}`).join("&")],
  ["bracketed names", "q[]=a&q[b]=c&page[x]=1"],
  ["only separators", "&&&==&"],
  ["500 different parameters", Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join("&")],
];

/** The pattern's path with each `:name` replaced by `valueOf(name)` as given (already encoded) and `*` by a word. */
/** A POST's query string is read as its page's is (the GET had every case): this many. */
const POST_QUERY_CASES = 4;

/** A list page's paging and search bounds: every route gets these. */
const LIST_QUERIES: Array<[string, string]> = [
  ["?page= -1", "page=-1"],
  ["?page= 0", "page=0"],
  ["?page= a huge number", "page=99999999999999999999"],
  ["?page= words", "page=abc"],
  ["?q= 4,000 characters", `q=${"w ".repeat(2000)}`],
  ["?q= a bad percent-escape", "q=%ZZ%"],
  ["?q= bytes that are not UTF-8", "q=%C3%28%FF"],
  ["?q= control characters", "q=a%01b%1B%7F"],
  ["a name with a control character", "%08q=1"],
  ["?sort= an unknown value", "sort=NOT_A_VALUE&state=NOT_A_STATE"],
];

export function fillPattern(pattern: string, valueOf: (name: string) => string): string {
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*" || segment.startsWith("{*") || segment.startsWith("*")) return "fuzz";
      if (segment.startsWith(":")) return valueOf(segment.slice(1).replace(/\?$/, ""));
      return segment;
    })
    .join("/");
}

const enc = new TextEncoder();

/** Bodies a form route does not expect, each with its content type. */
function malformedBodies(
  names: readonly string[],
  random: SeededRandom,
): Array<{ label: string; headers: Record<string, string>; body: () => BodyInit }> {
  const json = (text: string) => ({ headers: { "content-type": "application/json" }, body: () => text });
  const form = (text: string | Uint8Array<ArrayBuffer>) => ({
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: () => text,
  });
  const someNames = random.shuffled(names).slice(0, 12);
  const multipart = (parts: Array<[string, string | Blob, string?]>) => ({
    headers: {},
    body: () => {
      const data = new FormData();
      for (const [name, value, file] of parts) {
        if (typeof value === "string") data.append(name, value);
        else data.append(name, value, file);
      }
      return data;
    },
  });
  const rawMultipart = (text: string, boundary = "fuzzboundary") => ({
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: () => text,
  });
  const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
  return [
    { label: "an empty body", headers: { "content-type": "application/x-www-form-urlencoded" }, body: () => "" },
    { label: "an empty JSON body", ...json("") },
    { label: "JSON that does not parse", ...json('{"intent": ') },
    { label: "a JSON array", ...json("[1,2,3]") },
    { label: "a JSON string", ...json('"text"') },
    { label: "JSON null", ...json("null") },
    { label: "a JSON number", ...json("42") },
    { label: "JSON nested 5,000 deep", ...json(deep) },
    {
      label: "JSON objects in every field",
      ...json(JSON.stringify(Object.fromEntries(someNames.map((n) => [n, { a: [1, { b: null }] }])))),
    },
    {
      label: "JSON numbers in every field",
      ...json(JSON.stringify(Object.fromEntries(someNames.map((n) => [n, -1])))),
    },
    {
      label: "JSON with a 2 MB field",
      ...json(JSON.stringify({ [someNames[0] ?? "name"]: "x".repeat(2 * 1024 * 1024) })),
    },
    { label: "a form with a bad percent-escape", ...form(`${someNames[0] ?? "name"}=%ZZ&%=1`) },
    {
      label: "a form whose bytes are not UTF-8",
      ...form(new Uint8Array([...enc.encode(`${someNames[0] ?? "name"}=`), 0xc3, 0x28, 0xff])),
    },
    { label: "a form with a 2 MB field", ...form(`${someNames[0] ?? "name"}=${"y".repeat(2 * 1024 * 1024)}`) },
    { label: "a form with every field empty", ...form(someNames.map((n) => `${n}=`).join("&")) },
    { label: "a form with every field repeated", ...form(someNames.flatMap((n) => [`${n}=a`, `${n}=b`]).join("&")) },
    { label: "a form with words in number and id fields", ...form(someNames.map((n) => `${n}=not-a-uuid`).join("&")) },
    { label: "a form with control characters", ...form(someNames.map((n) => `${n}=%01%1B%7F`).join("&")) },
    { label: "a form with 1,000 fields", ...form(Array.from({ length: 1000 }, (_, i) => `f${i}=${i}`).join("&")) },
    {
      label: "a multipart form with files in every field",
      ...multipart(someNames.map((n) => [n, new Blob(["%PDF-1.7\n"]), "x.pdf"])),
    },
    {
      label: "a multipart form with an empty file",
      ...multipart([[someNames[0] ?? "file", new Blob([]), "empty.pdf"]]),
    },
    {
      label: "a multipart form with a program named as a PDF",
      ...multipart([[someNames[0] ?? "file", new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])]), "run.pdf"]]),
    },
    {
      label: "a multipart form with a 1,000-character file name",
      ...multipart([["file", new Blob(["a"]), `${"n".repeat(1000)}.txt`]]),
    },
    {
      label: "a multipart body without a boundary",
      headers: { "content-type": "multipart/form-data" },
      body: () => "--x\r\n\r\n",
    },
    {
      label: "a multipart body cut short",
      ...rawMultipart('--fuzzboundary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave'),
    },
    {
      label: "a multipart part without a name",
      ...rawMultipart("--fuzzboundary\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--fuzzboundary--\r\n"),
    },
    {
      label: "a multipart part without headers",
      ...rawMultipart("--fuzzboundary\r\n\r\nvalue\r\n--fuzzboundary--\r\n"),
    },
    { label: "a multipart body of only the end", ...rawMultipart("--fuzzboundary--\r\n") },
    {
      label: "a multipart body with another boundary",
      ...rawMultipart('--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--\r\n'),
    },
  ];
}

/** The cases for one route: query strings on a GET, and (for a route with an action) bodies and query strings on a POST. */
export function routeFuzzCases(route: FuzzRoute, options: RouteFuzzOptions): RouteFuzzCase[] {
  const random = new SeededRandom(options.seed ^ hash(route.route));
  const seeded = (name: string) => encodeURIComponent(options.paramValue(name) ?? random.uuid());
  const url = fillPattern(route.pattern, seeded);
  const params = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const cases: RouteFuzzCase[] = [];
  const methods = [...(route.get ? (["GET"] as const) : []), ...(route.post ? (["POST"] as const) : [])];
  for (const method of methods) {
    // path parameters of the wrong shape, one at a time
    for (const param of params) {
      const values = [
        ["not a UUID", "not-a-uuid"],
        ["4,000 characters", "z".repeat(4000)],
        ["a bad percent-escape", "%ZZ"],
        ["an encoded slash", "a%2Fb"],
      ] as const;
      // a POST's parameters are the page's (its GET had them all): two of them
      for (const [label, value] of method === "GET" ? values : values.slice(0, 2)) {
        const filled = fillPattern(route.pattern, (name) => (name === param ? value : seeded(name)));
        cases.push({
          route: route.route,
          method,
          url: filled,
          label: `:${param} ${label}`,
          headers: {},
          ...(method === "POST" ? { body: () => "" } : {}),
        });
      }
    }
    // query strings: every malformed value for the names the app reads, in turn, up to the cap
    const queries: Array<[string, string]> = [
      ...WHOLE_QUERIES,
      ...LIST_QUERIES,
      ...random.shuffled(options.parameterNames).flatMap((name, i) => {
        const [label, value] = QUERY_VALUES[(i + random.below(QUERY_VALUES.length)) % QUERY_VALUES.length]!;
        return [[`?${name}= ${label}`, `${encodeURIComponent(name)}=${value}`] as [string, string]];
      }),
    ].slice(0, method === "GET" ? options.maxQueryCasesPerRoute : POST_QUERY_CASES);
    for (const [label, query] of queries)
      cases.push({
        route: route.route,
        method,
        url: `${url}?${query}`,
        label: `query ${label}`,
        headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
        ...(method === "POST" ? { body: () => "" } : {}),
      });
  }
  if (route.post) {
    for (const body of malformedBodies(options.parameterNames, random))
      cases.push({
        route: route.route,
        method: "POST",
        url,
        label: body.label,
        headers: body.headers,
        body: body.body,
      });
  }
  return cases;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
