import express, { Router } from "express";
import type { Runtime } from "../lib/context.ts";
import { createTestAgency } from "../seed/test-agency.ts";
import { devRoutesOpenTo } from "./dev-routes.ts";

/**
 * POST /dev/test-agency (ADR 053): the browser journeys' fixture. Exists only with TEST_FIXTURES=true and
 * the embedded outbox, and answers only the clients /dev is open to (loopback unless DEV_ROUTES=any);
 * everyone else gets the 404 any unknown path gets.
 */
export function testFixturesRouter(runtime: Runtime): Router {
  const router = Router();
  const { config } = runtime;
  if (!config.TEST_FIXTURES) return router; // config refuses it beside SMTP_URL
  router.post("/dev/test-agency", express.json({ limit: "4kb" }), async (req, res, next) => {
    if (!devRoutesOpenTo(config, req)) return next();
    try {
      res.json(await createTestAgency(runtime, req.body ?? {}));
    } catch (error) {
      runtime.log.error("test agency not created", { error });
      res.status(400).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
