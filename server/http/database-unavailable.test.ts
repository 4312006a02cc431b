import express from "express";
import { GraphQLError } from "graphql";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createDatabaseHealth } from "../db/health.ts";
import {
  DATABASE_UNAVAILABLE_CODE,
  databaseUnavailableErrors,
  databaseUnavailableMessage,
  maskDatabaseErrors,
} from "./database-unavailable.ts";

/**
 * A request that meets the outage before the health knows of it answers 503 as well (ADR 059);
 * database-outage.test.ts covers the gate while it is known to be down.
 */
const lost = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const healthFor = () =>
  createDatabaseHealth({ probe: () => Promise.reject(new Error("down")), probeIntervalMs: 60_000 });

describe("GraphQL errors on a lost connection", () => {
  it("are DATABASE_UNAVAILABLE with 503 and Retry-After; other errors stay masked", () => {
    const health = healthFor();
    const mask = maskDatabaseErrors(health);
    const resolverError = new GraphQLError("Failed query", { originalError: lost(), path: ["agencyUser"] });
    const masked = mask(resolverError, "Unexpected error.", false) as GraphQLError;
    expect(masked.message).toBe(databaseUnavailableMessage);
    expect(masked.path).toEqual(["agencyUser"]);
    expect(masked.extensions).toEqual({
      code: DATABASE_UNAVAILABLE_CODE,
      http: { status: 503, headers: { "Retry-After": "5" } },
    });
    expect(health.available).toBe(false);

    const other = mask(new GraphQLError("boom", { originalError: new Error("boom") }), "Unexpected error.", false);
    expect(other.message).toBe("Unexpected error.");
    expect((other as GraphQLError).extensions.code).toBe("INTERNAL_SERVER_ERROR");
    health.close();
  });
});

describe("a route that fails on a lost connection", () => {
  it("answers 503 with Retry-After and the message; any other error goes on to the next handler", async () => {
    const health = healthFor();
    const app = express();
    app.get("/lost", () => {
      throw lost();
    });
    app.get("/broken", () => {
      throw new Error("a bug");
    });
    app.use(databaseUnavailableErrors(health));
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send("error page");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const broken = await fetch(`${url}/broken`);
      expect(broken.status).toBe(500);
      const response = await fetch(`${url}/lost`, { headers: { accept: "text/plain" } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.text()).toBe(databaseUnavailableMessage);
    } finally {
      server.close();
      health.close();
    }
  });
});
