import { afterAll, beforeAll } from "vitest";
import type { ServerBuild } from "react-router";
import type { HttpAppOptions } from "#server/http/app.ts";
import {
  startTestRuntime,
  startTestServer,
  type TestRuntime,
  type TestRuntimeOptions,
  type TestServer,
} from "./test-runtime.ts";

export interface HttpTestServer {
  /** The runtime behind the server (arrange data through `runtime.system`). */
  readonly runtime: TestRuntime;
  /** `http://127.0.0.1:<port>` of the running server. */
  readonly url: string;
}

/**
 * One runtime and its HTTP server for a test file: started before the file's tests, closed
 * after them. Read `runtime` and `url` inside hooks and tests (they exist once started).
 */
export function useHttpTestServer(options: TestRuntimeOptions & { app?: HttpAppOptions } = {}): HttpTestServer {
  let runtime: TestRuntime | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    runtime = await startTestRuntime(options);
    server = await startTestServer(runtime, options.app);
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
  });
  return {
    get runtime() {
      if (!runtime) throw new Error("The test server starts in beforeAll: use it inside hooks and tests");
      return runtime;
    },
    get url() {
      if (!server) throw new Error("The test server starts in beforeAll: use it inside hooks and tests");
      return server.url;
    },
  };
}

/** A route of `testServerBuild`: an id, its parent, its path and the module's loader or action. */
export interface TestRoute {
  id: string;
  parentId?: string;
  path: string;
  module: { loader?: (...args: any[]) => unknown; action?: (...args: any[]) => unknown };
}

/**
 * A React Router build of the given routes and no pages (documents answer 404): the real request
 * handler, middleware and load context run the test's loaders and actions, or the app's own.
 */
export function testServerBuild(routes: TestRoute[]): ServerBuild {
  return {
    entry: { module: { default: () => new Response("no documents here", { status: 404 }) } },
    routes: Object.fromEntries([
      ["root", { id: "root", path: "", module: {} }],
      ...routes.map((route) => [route.id, { parentId: "root", ...route }]),
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
}
