import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Runtime } from "../lib/context.ts";
import { fileDownloadHandler } from "./file-download.ts";
import { workspaceRenderRouter } from "./workspace-render.ts";
import { stylePreviewRouter } from "./style-preview.ts";
import { createGraphQLEndpoint } from "./graphql-endpoint.ts";
import { createLoadContext } from "./load-context.ts";
import { formBodiesOnly, graphqlParametersChecked, queryCharactersChecked } from "./bad-input.ts";
import { databaseUnavailableErrors, databaseUnavailableGate } from "./database-unavailable.ts";
import { devRoutesGuard } from "./dev-routes.ts";
import { testFixturesRouter } from "./test-fixtures-route.ts";
import { originCheck } from "./origin-check.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { graphqlBody, routeActionBody } from "./request-body.ts";
import { requestRateLimit } from "./request-rate-limit.ts";
import { requestStateMiddleware } from "./request-state.ts";
import { noStore, securityHeaders } from "./security-headers.ts";
import { webhookRouter } from "./webhook-route.ts";
import { twilioVoiceRouter } from "../modules/telephony/twilio-voice-routes.ts";

export interface HttpAppOptions {
  /** The React Router server build, or a loader for it (the Vite dev server's). Without it: the API only. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Built client assets (production). */
  clientDir?: string;
  /** Middleware serving assets in development (Vite). */
  devMiddleware?: RequestHandler;
}

/**
 * `serve` only for paths whose first segment names an entry of `dir` (read once: the build does not
 * change while it runs). A page or /graphql would otherwise cost a file look-up and a 404 error
 * object in `send` on every request before falling through (ADR 018).
 */
function topLevelFiles(dir: string, serve: RequestHandler): RequestHandler {
  const entries = new Set(readdirSync(dir));
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return serve(req, res, next); // malformed: as before, the static handler answers it
    }
    if (entries.has(name)) return serve(req, res, next);
    next();
  };
}

/** The web process: static assets, /graphql, then every page through React Router. */
export function createHttpApp(runtime: Runtime, options: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", runtime.config.TRUST_PROXY);
  app.use(securityHeaders({ enforceCsp: runtime.config.NODE_ENV !== "development" }));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(topLevelFiles(options.clientDir, express.static(options.clientDir, { maxAge: "1h", index: false })));
  }

  // the process is alive even while its database is not (ADR 059): a liveness probe must not restart it
  app.get("/healthz", queryCharactersChecked, (_req, res) => {
    res.json({ ok: true, database: runtime.databaseHealth.available ? "up" : "down" });
  });

  // while PostgreSQL cannot be reached: 503 with Retry-After (ADR 059)
  app.use(databaseUnavailableGate(runtime.databaseHealth));

  // Inbound webhooks (ADR 016): providers sign the raw body, so before sessions, parsing and the origin check.
  app.use(twilioVoiceRouter(runtime)); // Twilio's voice webhooks answer TwiML (ADR 075)
  app.use(webhookRouter(runtime));

  // The security edge (docs/product/security.md): sessions, request limits, origins, /dev.
  const { config } = runtime;
  app.use(requestStateMiddleware(runtime));
  app.use(
    // each web process counts its own share (ADR 049): together they allow at most the setting
    requestRateLimit({
      perIpPerMinute: Math.ceil(config.RATE_LIMIT_IP_PER_MINUTE / config.WEB_PROCESSES),
      perUserPerMinute: Math.ceil(config.RATE_LIMIT_USER_PER_MINUTE / config.WEB_PROCESSES),
    }),
  );
  app.use(originCheck(config.trustedOrigins));
  app.use(queryCharactersChecked); // no NUL or lone surrogate in any query string (400)
  app.use("/dev", devRoutesGuard(config));
  app.use(testFixturesRouter(runtime)); // POST /dev/test-agency, with TEST_FIXTURES only
  app.all(
    "/graphql",
    noStore,
    graphqlParametersChecked(runtime.log),
    graphqlBody(config, runtime.log),
    createGraphQLEndpoint(runtime),
  );
  app.use(["/app", "/files", "/dev"], noStore); // signed-in pages, stored files and the outbox
  app.get("/files/:fileId", fileDownloadHandler(runtime));
  app.use(workspaceRenderRouter(runtime)); // /agency/html, /agency/pdf, /agency/template
  app.use(stylePreviewRouter()); // /agency/preview-html, /agency/preview-pdf

  app.use(formBodiesOnly); // route actions: form data or JSON only
  app.use(routeActionBody(config, runtime.log)); // within the limit, no NUL or lone surrogate

  if (options.build) {
    app.all(
      "/{*splat}",
      reactRouterHandler({
        build: options.build,
        mode: runtime.config.isProduction ? "production" : "development",
        // LoadContext is what app/load-context.ts declares AppLoadContext to be
        getLoadContext: (req) => createLoadContext(runtime, req) as unknown as AppLoadContext,
      }),
    );
  }
  app.use(databaseUnavailableErrors(runtime.databaseHealth)); // a lost connection mid-request: 503, not 500
  return app;
}
