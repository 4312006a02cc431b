import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../app/routes.ts";

/**
 * After the journeys (playwright.config.ts's globalTeardown): how many page states axe-core checked
 * in this run (e2e/support.ts records each once), and which screens — the app's routes that render a
 * page, read from app/routes.ts — no journey checked. With E2E_REQUIRE_ALL_SCREENS=1 (the whole
 * suite, as `npm test` runs it) a screen left unchecked fails the run: a new screen must be visited
 * by some journey, and once visited it is checked without anyone adding a check.
 */
export default async function screenCoverage() {
  const dir = process.env.E2E_A11Y_STATES_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  const states = fs
    .readdirSync(dir)
    .map((id) => path.join(dir, id, "state.json"))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { route: string; viewport: string; js: boolean });
  const config = await routes;
  const tree = routeObjects(config);
  // a page that ships no script has no router to ask: its path says which route it is
  const routeOf = (route: string) =>
    route.startsWith("/") ? (matchRoutes(tree, route)?.at(-1)?.route.id ?? route) : route;
  const checked = new Set(states.map((s) => routeOf(s.route)));
  const missing = screens(config).filter((id) => !checked.has(id));
  const viewports = [...new Set(states.map((s) => s.viewport))].join(", ");
  console.log(
    `\naxe-core checked ${states.length} page states (${checked.size} routes; viewports ${viewports}; ${states.filter((s) => !s.js).length} without JavaScript)`,
  );
  if (missing.length === 0) return;
  const message = `screens no journey visited, so never checked:\n  ${missing.join("\n  ")}`;
  if (process.env.E2E_REQUIRE_ALL_SCREENS === "1") throw new Error(message);
  console.log(message);
}

const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: idOf(entry), index: true }
      : { id: idOf(entry), path: entry.path, children: routeObjects(entry.children ?? []) },
  );
}

/** The children a URL under `entry` may end on, pathless layouts looked through. */
const endpoints = (entry: RouteConfigEntry): RouteConfigEntry[] =>
  (entry.children ?? []).flatMap((c) => (c.path === undefined && !c.index ? endpoints(c) : [c]));

/** Route ids (file path under app/ without extension) of the routes that render a page of their own. */
function screens(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    // a pathless layout, or a parent whose index or catch-all child always answers, never is the page itself
    const ownPage =
      entry.file.endsWith(".tsx") &&
      (entry.path !== undefined || entry.index) &&
      !endpoints(entry).some((c) => c.index || c.path === "*");
    return [...(ownPage ? [idOf(entry)] : []), ...screens(entry.children ?? [])];
  });
}
