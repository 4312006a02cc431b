import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Router } from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "./app.ts";
import { badInputMessages, hasForbiddenCharacters, QUERY_CONTROL } from "./bad-input.ts";
import { appRoutesBuild, type AppRoute, type RouteError } from "#tests/setup/app-routes-build.ts";
import { buildFuzzAgency, type FuzzAgency } from "#tests/setup/fuzz-agency.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { answerOf, findingOf } from "#tests/support/fuzz-http.ts";
import {
  parameterNamesIn,
  routeFuzzCases,
  type FuzzRoute,
  type RouteFuzzCase,
} from "#tests/support/route-fuzz-cases.ts";

/**
 * Route fuzzing (issue 29 item 6, docs/product/security.md "Bad input"): every page route of
 * app/routes.ts (its real loader and action, run by React Router behind the real Express app) and
 * every Express route of server/http/app.ts gets malformed query strings and path parameters, and
 * each that takes a POST gets bodies it does not expect (tests/support/route-fuzz-cases.ts), as a
 * signed-in user of an agency with one record of each kind. No answer may be a 5xx. Pages are not
 * rendered (the build answers with the status React Router decided), so what is fuzzed is every
 * loader and action, the edge middleware and the Express handlers.
 */
const { build, routes, errors } = await appRoutesBuild();
const http = useHttpTestServer({
  env: { RATE_LIMIT_IP_PER_MINUTE: "1000000", RATE_LIMIT_USER_PER_MINUTE: "1000000" },
  app: { build },
});
let agency: FuzzAgency;

beforeAll(async () => {
  agency = await buildFuzzAgency(http.runtime);
});

const SEED = 2906;
/** Whether a case's query string holds a control character other than NUL, tab and line breaks (and no NUL: that has its own message). */
function controlInQuery(url: string): boolean {
  const at = url.indexOf("?");
  if (at < 0) return false;
  const params = [...new URLSearchParams(url.slice(at + 1))];
  return (
    !hasForbiddenCharacters(params) &&
    params.some(([name, value]) => QUERY_CONTROL.test(name) || QUERY_CONTROL.test(value))
  );
}

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

/** The page routes as fuzz routes: a GET where there is a loader, a POST where there is an action. */
function pageRoutes(all: AppRoute[]): FuzzRoute[] {
  return all
    .filter((route) => route.module.loader || route.module.action)
    .map((route) => ({
      route: route.id,
      pattern: route.pattern,
      get: Boolean(route.module.loader),
      post: Boolean(route.module.action),
    }));
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: ExpressLayer[] };
}

/** Every route Express itself answers (not React Router's catch-all), with its methods. */
function expressRoutes(router: Router): FuzzRoute[] {
  const found: FuzzRoute[] = [];
  const visit = (stack: ExpressLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const pattern of [layer.route.path].flat()) {
          if (pattern.includes("*")) continue; // the pages' catch-all: fuzzed by route above
          const methods = layer.route.methods;
          found.push({
            route: `express ${pattern}`,
            pattern,
            get: Boolean(methods.get || methods._all),
            post: Boolean(methods.post || methods._all),
          });
        }
      } else if (layer.handle?.stack) visit(layer.handle.stack);
    }
  };
  visit((router as unknown as { stack: ExpressLayer[] }).stack);
  return found;
}

const PARAMS: Record<string, keyof FuzzAgency["records"] | string> = {
  accountId: "account",
  policyId: "policy",
  requestId: "serviceRequest",
  workspaceId: "workspace",
  presetId: "preset",
  styleId: "style",
  documentId: "knowledgeDocument",
  certificateId: "certificate",
  userId: "colleague",
  fileId: "file",
};

function paramValue(name: string): string | undefined {
  if (name === "preset") return "CertificateReview";
  if (name === "provider") return "stripe";
  const kind = PARAMS[name];
  return kind ? agency.records[kind as keyof FuzzAgency["records"]] : undefined;
}

function allCases(): { cases: RouteFuzzCase[]; pages: FuzzRoute[]; express: FuzzRoute[] } {
  const app = createHttpApp(http.runtime, { build });
  const pages = pageRoutes(routes);
  const express = expressRoutes(app.router as unknown as Router);
  const parameterNames = parameterNamesIn(appDir);
  const options = { seed: SEED, maxQueryCasesPerRoute: 24, paramValue, parameterNames };
  return { cases: [...pages, ...express].flatMap((route) => routeFuzzCases(route, options)), pages, express };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message} ${error.stack?.split("\n")[1]?.trim() ?? ""}`;
  if (error instanceof Response) return `Response ${error.status}`;
  return String(error).slice(0, 200);
}

async function send(fuzz: RouteFuzzCase, cookie: string) {
  return answerOf(
    fetch(`${http.url}${fuzz.url}`, {
      method: fuzz.method,
      headers: { cookie, ...fuzz.headers },
      body: fuzz.body?.(),
      redirect: "manual",
      duplex: "half",
    } as RequestInit),
  );
}

describe("route fuzzing", () => {
  it("fuzzes every page route with a loader or an action, and every Express route", () => {
    const { cases, pages, express } = allCases();
    const actions = routes.filter((route) => route.module.action).map((route) => route.id);
    expect(actions.length).toBeGreaterThan(30);
    for (const id of actions)
      expect(
        cases.some((c) => c.route === id && c.method === "POST" && c.label === "a JSON array"),
        id,
      ).toBe(true);
    expect(pages.length).toBeGreaterThan(60);
    expect(express.map((route) => route.pattern)).toEqual(
      expect.arrayContaining([
        "/graphql",
        "/files/:fileId",
        "/webhooks/:provider",
        "/agency/pdf/:workspaceId/:artifactId",
      ]),
    );
    expect(allCases().cases.map((c) => `${c.method} ${c.url} ${c.label}`)).toEqual(
      cases.map((c) => `${c.method} ${c.url} ${c.label}`),
    );
  }, 300_000);

  it("answers every malformed query string, path parameter and body without a 5xx", async () => {
    const { cases, pages, express } = allCases();
    const findings: string[] = [];
    const started = Date.now();
    const statuses = new Map<number, number>();
    const pagesShown = new Set<string>();
    const byRoute = new Map<string, RouteFuzzCase[]>();
    for (const fuzz of cases) byRoute.set(fuzz.route, [...(byRoute.get(fuzz.route) ?? []), fuzz]);
    const queue = [...byRoute.values()];
    // a few routes at a time, each with a session of its own (signing out on one leaves the others signed in)
    const worker = async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        const cookie = await agency.sessionCookie();
        for (const fuzz of group) {
          const answer = await send(fuzz, cookie);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 200 && fuzz.method === "GET") pagesShown.add(fuzz.route);
          // a control character in the query string is refused with its message, wherever it is (ADR 066)
          const refused = controlInQuery(fuzz.url)
            ? answer.status === 400 && answer.text.includes(badInputMessages.controlCharacters)
              ? null
              : `a control character in the query string got HTTP ${answer.status}, not 400 with the message`
            : null;
          const finding = findingOf(answer) ?? refused;
          if (!finding) continue;
          const thrown = (errors as RouteError[])
            .filter((e) => e.method === fuzz.method && e.url.endsWith(fuzz.url))
            .map((e) => describeError(e.error))
            .join("; ");
          findings.push(`${fuzz.method} ${fuzz.route} ${fuzz.label} -> ${finding.slice(0, 120)} ${thrown}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 3 }, worker));
    errors.length = 0;
    console.info(
      `Route fuzzing: ${cases.length} cases over ${pages.length} page routes and ${express.length} Express routes in ${((Date.now() - started) / 1000).toFixed(1)} s, ${findings.length} findings; answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // the cases reached the pages signed in: the lists answered malformed paging with a page
    expect([...pagesShown]).toEqual(
      expect.arrayContaining([
        "routes/accounts/accounts",
        "routes/policies/policies",
        "routes/servicing/servicing",
        "routes/workspaces/workspaces",
        "routes/knowledge/knowledge",
      ]),
    );
    expect(findings).toEqual([]);
  }, 300_000);
});
