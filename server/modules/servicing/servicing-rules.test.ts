import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { setAgencyTimeZone } from "../identity/agency-time-zone.service.ts";
import { reopenServiceRequest } from "./servicing-reopen.service.ts";
import { resolveServiceRequest } from "./servicing-resolve.service.ts";
import { updateServiceRequest } from "./servicing-update.service.ts";
import { getServiceRequest, listComments, listVersions } from "./servicing.service.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" }));
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { fieldErrors?: unknown; message?: string }) => error.fieldErrors ?? error.message,
  );
const day = (offset: number) => {
  const now = runtime.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString();
};

describe("servicing rules", () => {
  it("a due date before today is refused; today and later are kept", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    // Midday UTC is the same calendar day in every US zone: day(0) is the agency's today too
    // (between midnight UTC and the agency's midnight, UTC's yesterday is still its today).
    runtime.clock.set("2026-11-24T17:00:00Z");
    try {
      expect(await refusal(updateServiceRequest(ctx, request.id, { dueAt: day(-1) }))).toEqual([
        { path: "dueAt", message: "The due date is in the past. Choose today or a later day." },
      ]);
      expect(await refusal(updateServiceRequest(ctx, request.id, { dueAt: "0000-01-01" }))).toEqual([
        { path: "dueAt", message: "Enter a date between 1900 and 2200" },
      ]);
      await updateServiceRequest(ctx, request.id, { dueAt: day(0) });
      expect((await getServiceRequest(ctx, request.id)).dueAt?.toISOString()).toBe(day(0));
    } finally {
      runtime.clock.reset();
    }
  });

  it("today is the agency's today: at 10 PM in Maine (3 AM UTC the next day) its day is still open", async () => {
    await setAgencyTimeZone(ctx, { timeZone: "America/New_York" });
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    runtime.clock.set("2026-11-24T03:00:00Z");
    try {
      expect(await refusal(updateServiceRequest(ctx, request.id, { dueAt: "2026-11-22" }))).toEqual([
        { path: "dueAt", message: "The due date is in the past. Choose today or a later day." },
      ]);
      await updateServiceRequest(ctx, request.id, { dueAt: "2026-11-23" });
      expect((await getServiceRequest(ctx, request.id)).dueAt?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    } finally {
      runtime.clock.reset();
    }
  });

  it("resolving needs notes", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    expect(await refusal(resolveServiceRequest(ctx, request.id, { notes: "  " }))).toEqual([
      { path: "notes", message: "Write what was done to resolve the request" },
    ]);
    expect(await refusal(resolveServiceRequest(ctx, request.id, {}))).toEqual([
      { path: "notes", message: "Write what was done to resolve the request" },
    ]);
  });

  it("a resolved request can be reopened, with a version entry and the reason as a comment", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    await resolveServiceRequest(ctx, request.id, { notes: "Sent the certificate" });
    expect(await refusal(reopenServiceRequest(ctx, request.id, { reason: "Client says it was wrong" }))).toBeNull();
    const reopened = await getServiceRequest(ctx, request.id);
    expect(reopened).toMatchObject({ state: "OPEN", resolvedAt: null });
    const versions = await listVersions(ctx, request.id);
    const reopen = versions.find((v) => v.version.updateTypes.includes("REOPEN"));
    expect(reopen?.version).toMatchObject({ updateTypes: ["REOPEN"], initiatorType: "AGENCY_USER" });
    expect(JSON.stringify(await listComments(ctx, request.id))).toContain("Client says it was wrong");
    expect(await refusal(reopenServiceRequest(ctx, request.id, {}))).toBe("This request is already open");
    // and it can be resolved again
    expect((await resolveServiceRequest(ctx, request.id, { notes: "Fixed the holder" })).state).toBe("CLOSED");
  });
});
