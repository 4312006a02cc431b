import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { CARRIER_CATALOG } from "./carrier-catalog.ts";
import { carriersByIds, createCarrier, ensureCarrierCatalog, listCarriers } from "./carriers.service.ts";
import { carriers } from "./carriers.table.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("the carrier catalog", () => {
  it("lists real US carriers with their NAIC codes and wholesale brokers without one", async () => {
    const list = await listCarriers(ctx);
    const byName = new Map(list.map((c) => [c.name, c]));
    expect(byName.get("Hartford Fire Insurance Company")).toMatchObject({
      naicCode: "19682",
      isCarrier: true,
      isBroker: false,
    });
    expect(byName.get("The Travelers Indemnity Company")?.naicCode).toBe("25658");
    expect(byName.get("Liberty Mutual Insurance Company")?.naicCode).toBe("23043");
    expect(byName.get("Zurich American Insurance Company")?.naicCode).toBe("16535");
    expect(byName.get("Federal Insurance Company")?.naicCode).toBe("20281");
    expect(byName.get("AmWINS Group")).toMatchObject({ naicCode: null, isCarrier: false, isBroker: true });
    expect(list.map((c) => c.name.toLowerCase())).toEqual(
      [...list.map((c) => c.name.toLowerCase())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it("has well-formed, unique entries", () => {
    const names = CARRIER_CATALOG.map((c) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const entry of CARRIER_CATALOG) {
      if (entry.naicCode !== null) expect(entry.naicCode).toMatch(/^\d{5}$/);
      if (entry.isBroker) expect(entry.naicCode).toBeNull();
    }
    const codes = CARRIER_CATALOG.flatMap((c) => (c.naicCode ? [c.naicCode] : []));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("is idempotent and corrects a changed code", async () => {
    await ensureCarrierCatalog(runtime.system);
    const before = await runtime.db.select().from(carriers).where(isNull(carriers.agencyId));
    await runtime.db.update(carriers).set({ naicCode: "00000" }).where(isNull(carriers.agencyId));
    expect(await ensureCarrierCatalog(runtime.system)).toMatchObject({ added: 0 });
    const after = await runtime.db.select().from(carriers).where(isNull(carriers.agencyId));
    expect(after).toHaveLength(before.length);
    expect(after.find((c) => c.name === "Hartford Fire Insurance Company")?.naicCode).toBe("19682");
  });
});

describe("an agency's own carriers", () => {
  it("are added with validation, seen only by that agency, and unique by name", async () => {
    const own = await createCarrier(ctx, { name: "Pine State Mutual", naicCode: "12345" });
    expect(own).toMatchObject({ agencyId: ctx.actor.agencyId, isCarrier: true, isBroker: false });
    expect((await listCarriers(ctx)).some((c) => c.id === own.id)).toBe(true);
    expect((await listCarriers(theirs)).some((c) => c.id === own.id)).toBe(false);
    expect((await carriersByIds(theirs, [own.id])).size).toBe(0);

    const invalid = (await errorOf(
      createCarrier(ctx, { name: " ", naicCode: "12", isCarrier: false, isBroker: false }),
    )) as ValidationError;
    expect(invalid.fieldErrors.map((e) => e.path)).toEqual(["name", "naicCode", "isCarrier"]);
    const duplicate = await errorOf(createCarrier(ctx, { name: "hartford fire insurance company" }));
    expect((duplicate as ValidationError).fieldErrors).toEqual([
      { path: "name", message: "A carrier or broker with this name is already in the list" },
    ]);
    expect(await createCarrier(theirs, { name: "Pine State Mutual", isCarrier: false, isBroker: true })).toMatchObject({
      isBroker: true,
    });
  });
});
