import { describe, expect, it } from "vitest";
import { createDatabaseHealth, isConnectionError, whenAvailable } from "./health.ts";

/** ADR 059: which errors mean the database cannot be reached, and the down/up states. */
describe("isConnectionError", () => {
  it("knows a lost or refused connection, also wrapped (Drizzle's cause) or aggregated (IPv4 and IPv6)", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("connection failure"), { code: "08006" }))).toBe(true);
    expect(isConnectionError(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isConnectionError(new AggregateError([refused, refused]))).toBe(true);
  });

  it("does not take a query's own failure for an outage", () => {
    expect(isConnectionError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error("canceling statement"), { code: "57014" }))).toBe(false);
    expect(isConnectionError(new Error("Unexpected error"))).toBe(false);
    // a busy pool's wait for a free connection is not an outage
    expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(false);
    expect(isConnectionError(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe("createDatabaseHealth", () => {
  it("goes down on a connection error, probes until the server answers, and says so each way", async () => {
    let reachable = false;
    let probes = 0;
    const health = createDatabaseHealth({
      probe: async () => {
        probes++;
        if (!reachable) throw new Error("connect ECONNREFUSED");
      },
      probeIntervalMs: 20,
    });
    const changes: boolean[] = [];
    health.onChange((available) => changes.push(available));
    const before = health.availableSince;

    expect(health.noteError(new Error("duplicate key"))).toBe(false);
    expect(health.available).toBe(true);
    expect(health.noteError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(health.noteError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(health.available).toBe(false);
    expect(health.retryAfterSeconds).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(probes).toBeGreaterThan(1);
    expect(health.available).toBe(false);

    reachable = true;
    await whenAvailable(health, 2000);
    expect(health.available).toBe(true);
    expect(health.availableSince).toBeGreaterThan(before);
    expect(changes).toEqual([false, true]);
    health.close();
  });

  it("whenAvailable gives up after its time", async () => {
    const health = createDatabaseHealth({ probe: () => Promise.reject(new Error("down")), probeIntervalMs: 10 });
    health.noteError(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }));
    const started = Date.now();
    await whenAvailable(health, 100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(health.available).toBe(false);
    health.close();
  });
});
