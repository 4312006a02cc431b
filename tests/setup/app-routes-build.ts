import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import routeConfig from "#app/routes.ts";

/** One route of the app's route config (app/routes.ts), its module loaded. */
export interface AppRoute {
  /** React Router's id: the file without its extension (`routes/accounts/new-account`). */
  id: string;
  parentId: string;
  /** Its own path segment(s), as in the config (absent for layouts). */
  path?: string;
  index?: boolean;
  /** The whole URL pattern from the root (`/app/accounts/:accountId/edit`). */
  pattern: string;
  module: {
    loader?: (...args: any[]) => unknown;
    action?: (...args: any[]) => unknown;
    default?: unknown;
    ErrorBoundary?: unknown;
  };
}

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

/** Every route of app/routes.ts with its module (its loader and action as the app has them), parents first. */
export async function appRoutes(): Promise<AppRoute[]> {
  const routes: AppRoute[] = [];
  const visit = async (entries: ConfigEntry[], parentId: string, parentPattern: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const pattern = entry.path ? `${parentPattern.replace(/\/$/, "")}/${entry.path}` : parentPattern || "/";
      const module = (await import(pathToFileURL(path.join(appDir, entry.file)).href)) as AppRoute["module"];
      routes.push({ id, parentId, path: entry.path, index: entry.index, pattern, module });
      if (entry.children) await visit(entry.children, id, pattern);
    }
  };
  await visit(routeConfig as ConfigEntry[], "root", "");
  return routes;
}

/** An error a loader or action threw that React Router answered with (handleError's), by request. */
export interface RouteError {
  url: string;
  method: string;
  error: unknown;
}

/**
 * A React Router build of the app's real routes (root loader, every route's loader and action)
 * that renders no pages: a document answers with the status React Router decided and no body,
 * so loaders' and actions' answers (and failures) are what a test sees. Errors they throw are
 * collected in `errors` (the app's handleError logs them).
 */
export async function appRoutesBuild(): Promise<{ build: ServerBuild; routes: AppRoute[]; errors: RouteError[] }> {
  const routes = await appRoutes();
  const root = (await import(pathToFileURL(path.join(appDir, "root.tsx")).href)) as AppRoute["module"];
  const errors: RouteError[] = [];
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => new Response(null, { status, headers }),
        handleError: (error: unknown, { request }: { request: Request }) => {
          if (!request.signal.aborted) errors.push({ url: request.url, method: request.method, error });
        },
      },
    },
    routes: Object.fromEntries([
      [
        "root",
        {
          id: "root",
          path: "",
          module: { loader: root.loader, default: root.default, ErrorBoundary: root.ErrorBoundary },
        },
      ],
      ...routes.map((route) => [
        route.id,
        {
          id: route.id,
          parentId: route.parentId,
          path: route.path,
          index: route.index,
          // a page (default export) or an error boundary makes it a page route, as in the app
          module: {
            loader: route.module.loader,
            action: route.module.action,
            default: route.module.default,
            ErrorBoundary: route.module.ErrorBoundary,
          },
        },
      ]),
    ]),
    assets: { routes: {}, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return { build, routes, errors };
}
