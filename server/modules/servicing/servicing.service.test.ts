import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { samplePdf } from "#server/seed/document.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { listRequestFiles } from "../files/files.service.ts";
import { listMailbox } from "../mail/mail.service.ts";
import { sendDueTodayMails } from "./servicing-due.service.ts";
import { addServiceRequestComment } from "./servicing-comment.service.ts";
import { resolveServiceRequest } from "./servicing-resolve.service.ts";
import { updateServiceRequest } from "./servicing-update.service.ts";
import { getServiceRequest, listComments, listServiceRequests, listVersions } from "./servicing.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;
let colleague: { id: string; name: string; email: string };
let theirUser: { id: string };

beforeAll(async () => {
  runtime = await startTestRuntime();
  const other = await buildAgency(runtime.system);
  const user = await buildAgencyUser(runtime.system, other.id);
  theirUser = user;
  theirs = agencyCtxFor(runtime, user);
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" }));
  colleague = await buildAgencyUser(runtime.system, agency.id, {
    name: "Marco Diaz",
    email: `marco-${agency.id.slice(0, 8)}@agency.test`,
  });
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const fieldErrors = (error: unknown) => (error as ValidationError).fieldErrors;
const pdf = async (name: string) => {
  const bytes = await samplePdf(name);
  return { name, size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer as ArrayBuffer };
};
const updatesOf = async (id: string) =>
  (await listVersions(ctx, id)).map((v) => [v.version.version, v.version.updateTypes, v.version.initiatorType]);

describe("createServiceRequest", () => {
  it("validates per type, keeps only that type's data and writes version 1 with a snapshot", async () => {
    expect(fieldErrors(await errorOf(buildServiceRequest(ctx, { type: "QUESTION" })))).toEqual([
      { path: "question", message: "Enter the question" },
    ]);
    expect(
      fieldErrors(await errorOf(buildServiceRequest(ctx, { type: "CANCEL_POLICY", cancelPolicy: { reason: " " } }))),
    ).toEqual([{ path: "cancelPolicy.reason", message: "Say why the policy should be canceled" }]);
    const request = await buildServiceRequest(ctx, {
      type: "QUESTION",
      question: { question: "Is flood covered?" },
      cancelPolicy: { reason: "ignored" },
    });
    expect(request).toMatchObject({ state: "OPEN", typeData: { question: { question: "Is flood covered?" } } });
    expect(request.typeData).not.toHaveProperty("cancelPolicy");
    const [version] = await listVersions(ctx, request.id);
    expect(version!.version).toMatchObject({
      version: 1,
      updateTypes: ["CREATE"],
      initiatorType: "AGENCY_USER",
      initiatorId: ctx.actor.agencyUserId,
    });
    expect(version!.version.snapshot).toMatchObject({ id: request.id, state: "OPEN", type: "QUESTION" });
  });

  it("refuses another agency's account, policy or assignee", async () => {
    const theirAccount = await buildAccount(theirs);
    const attempts = [
      () => buildServiceRequest(ctx, { type: "OTHER", accountId: theirAccount.id }),
      () => buildServiceRequest(ctx, { type: "OTHER", assigneeId: theirUser.id }),
    ];
    expect(fieldErrors(await errorOf(attempts[0]!()))).toEqual([
      { path: "accountId", message: "Choose an account of your agency" },
    ]);
    expect(fieldErrors(await errorOf(attempts[1]!()))).toEqual([
      { path: "assigneeId", message: "Choose a user of your agency" },
    ]);
  });
});

describe("updateServiceRequest", () => {
  it("assigns (emailing the assignee), sets and clears the due date, each with its version; left out stays", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER", clientName: "Lucia Moretti" });
    await updateServiceRequest(ctx, request.id, { assigneeId: colleague.id, dueAt: "2026-12-03T17:00:00.000Z" });
    let stored = await getServiceRequest(ctx, request.id);
    expect(stored).toMatchObject({ assigneeId: colleague.id, dueAt: new Date("2026-12-03T17:00:00.000Z") });
    const mail = (await listMailbox(runtime)).find((m) => m.to === colleague.email);
    expect(mail?.subject).toBe("Priya Shah assigned you: Other for Lucia Moretti");
    expect(mail?.text).toContain(`/app/servicing/${request.id}/overview`);

    await updateServiceRequest(ctx, request.id, { dueAt: null }); // assignee left out: unchanged
    stored = await getServiceRequest(ctx, request.id);
    expect(stored).toMatchObject({ assigneeId: colleague.id, dueAt: null });
    await updateServiceRequest(ctx, request.id, { assigneeId: "", dueAt: null }); // blank = Unassigned; due unchanged
    stored = await getServiceRequest(ctx, request.id);
    expect(stored.assigneeId).toBeNull();
    await updateServiceRequest(ctx, request.id, { assigneeId: null, dueAt: null }); // nothing changes, nothing written
    expect(await updatesOf(request.id)).toEqual([
      [1, ["CREATE"], "AGENCY_USER"],
      [2, ["ASSIGN", "UPDATE_DUE_DATE"], "AGENCY_USER"],
      [3, ["UPDATE_DUE_DATE"], "AGENCY_USER"],
      [4, ["ASSIGN"], "AGENCY_USER"],
    ]);
    expect((await listAuditEntries(ctx)).filter((e) => e.action === "servicing.request_updated")).toHaveLength(3);
  });

  it("does not email someone who assigns themselves", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    const before = (await listMailbox(runtime)).length;
    await updateServiceRequest(ctx, request.id, { assigneeId: ctx.actor.agencyUserId });
    expect((await listMailbox(runtime)).length).toBe(before);
  });

  it("refuses an unknown, disabled or other agency's assignee and a malformed date, as field errors", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    const disabled = await buildAgencyUser(runtime.system, ctx.actor.agencyId, { state: "DISABLED" });
    for (const assigneeId of [theirUser.id, disabled.id, "00000000-0000-4000-8000-000000000000", "not-a-user"]) {
      expect(fieldErrors(await errorOf(updateServiceRequest(ctx, request.id, { assigneeId })))).toEqual([
        { path: "assigneeId", message: "Choose a user of your agency" },
      ]);
    }
    expect(fieldErrors(await errorOf(updateServiceRequest(ctx, request.id, { dueAt: "next tuesday" })))).toEqual([
      { path: "dueAt", message: "Enter a valid date" },
    ]);
    expect(await updatesOf(request.id)).toEqual([[1, ["CREATE"], "AGENCY_USER"]]);
  });
});

describe("comments", () => {
  it("refuses empty or whitespace, keeps the trimmed text, oldest first, with an ADD_COMMENT version", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    for (const content of ["", "   \n "]) {
      expect(fieldErrors(await errorOf(addServiceRequestComment(ctx, request.id, { content })))).toEqual([
        { path: "content", message: "Write a comment" },
      ]);
    }
    await addServiceRequestComment(ctx, request.id, { content: "  Called the client.  " });
    runtime.clock.advance(1000);
    await addServiceRequestComment(ctx, request.id, { content: "Sent to the carrier." });
    expect((await listComments(ctx, request.id)).map((c) => [c.comment.content, c.author?.name])).toEqual([
      ["Called the client.", "Priya Shah"],
      ["Sent to the carrier.", "Priya Shah"],
    ]);
    expect((await updatesOf(request.id)).map(([, types]) => types)).toEqual([
      ["CREATE"],
      ["ADD_COMMENT"],
      ["ADD_COMMENT"],
    ]);
  });
});

describe("resolveServiceRequest", () => {
  it("closes with notes and client-visible files once; resolving again is refused", async () => {
    const request = await buildServiceRequest(ctx, {
      type: "CREATE_CERTIFICATE",
      createCertificate: {
        name: "Casco Bay PM",
        address: { line1: "200 Fore St", city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const closed = await resolveServiceRequest(ctx, request.id, {
      notes: "Issued and emailed.",
      files: [await pdf("certificate.pdf")],
    });
    expect(closed).toMatchObject({
      state: "CLOSED",
      resolutionNotes: "Issued and emailed.",
      resolvedById: ctx.actor.agencyUserId,
    });
    const files = await listRequestFiles(ctx, request.id);
    expect(files.map((f) => [f.name, f.visible, f.mimeType])).toEqual([["certificate.pdf", true, "application/pdf"]]);
    const again = await errorOf(resolveServiceRequest(ctx, request.id, { notes: "twice" }));
    expect(again).toBeInstanceOf(DomainError);
    expect(again).toMatchObject({ code: "INVALID_STATE", message: "This request is already resolved" });
    expect((await updatesOf(request.id)).map(([, types]) => types)).toEqual([["CREATE"], ["CLOSE"]]);
    // assignee and due date can still change on a CLOSED request (docs/product/servicing.md)
    await updateServiceRequest(ctx, request.id, { dueAt: "2027-01-05T00:00:00.000Z" });
    expect((await getServiceRequest(ctx, request.id)).state).toBe("CLOSED");
  });

  it("refuses an oversized or unrecognised file and stays OPEN", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    const huge = {
      name: "scan.pdf",
      size: runtime.config.maxUploadBytes + 1,
      arrayBuffer: () => Promise.reject(new Error("must not be read")),
    };
    expect(
      fieldErrors(await errorOf(resolveServiceRequest(ctx, request.id, { notes: "Scanned", files: [huge] })))[0]!.path,
    ).toBe("files");
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    const exe = { name: "notes.pdf", size: elf.byteLength, arrayBuffer: async () => elf.buffer as ArrayBuffer };
    expect(
      fieldErrors(await errorOf(resolveServiceRequest(ctx, request.id, { notes: "Scanned", files: [exe] })))[0]!.path,
    ).toBe("files");
    expect((await getServiceRequest(ctx, request.id)).state).toBe("OPEN");
    expect(await listRequestFiles(ctx, request.id)).toEqual([]);
  });
});

describe("listServiceRequests", () => {
  it("filters by state and account, searches every word across client, account, details and assignee, pages newest first", async () => {
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Old Port Coffee Roasters",
        email: "hello@oldport.example",
        phone: "2075550100",
        mailingAddress: { line1: "1 Pier", city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const a = await buildServiceRequest(ctx, {
      type: "QUESTION",
      question: { question: "Flood?" },
      accountId: account.id,
      details: "Is the roaster covered for flood?",
    });
    runtime.clock.advance(1000);
    const b = await buildServiceRequest(ctx, {
      type: "OTHER",
      clientName: "Lucia Moretti",
      details: "Address change",
      assigneeId: colleague.id,
    });
    runtime.clock.advance(1000);
    const c = await buildServiceRequest(ctx, { type: "OTHER", clientName: "Ben Carter" });
    await resolveServiceRequest(ctx, c.id, { notes: "done" });
    const ids = async (options: Parameters<typeof listServiceRequests>[1]) =>
      (await listServiceRequests(ctx, options)).nodes.map((r) => r.id);
    expect(await ids({ state: "OPEN" })).toEqual([b.id, a.id]);
    expect(await ids({ state: "CLOSED" })).toEqual([c.id]);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ search: "coffee flood" })).toEqual([a.id]);
    expect(await ids({ search: "marco" })).toEqual([b.id]);
    expect(await ids({ accountId: account.id })).toEqual([a.id]);
    const page2 = await listServiceRequests(ctx, { pageSize: 2, page: 2 });
    expect([page2.totalCount, page2.nodes.map((r) => r.id)]).toEqual([3, [a.id]]);
    expect(await listServiceRequests(ctx, { pageSize: 1, countLimit: 2 })).toMatchObject({
      totalCount: 2,
      totalCountCapped: true,
    });
    expect(await listServiceRequests(ctx, { state: "OPEN", pageSize: 1, countLimit: 2 })).toMatchObject({
      totalCount: 2,
      totalCountCapped: false,
    });
    expect(page2.nodes[0]!.loaded?.account?.name).toBe("Old Port Coffee Roasters");
  });

  it("never shows another agency's requests; their ids are not found for every read and write", async () => {
    const theirRequest = await buildServiceRequest(theirs, { type: "OTHER" });
    expect((await listServiceRequests(ctx, {})).nodes.map((r) => r.id)).not.toContain(theirRequest.id);
    const attempts = [
      () => getServiceRequest(ctx, theirRequest.id),
      () => updateServiceRequest(ctx, theirRequest.id, { dueAt: null }),
      () => addServiceRequestComment(ctx, theirRequest.id, { content: "hi" }),
      () => resolveServiceRequest(ctx, theirRequest.id, { notes: "x" }),
      () => getServiceRequest(ctx, "not-a-uuid"),
    ];
    for (const attempt of attempts)
      expect(await errorOf(attempt())).toMatchObject({ code: "NOT_FOUND", message: "Service request not found" });
    expect((await getServiceRequest(theirs, theirRequest.id)).state).toBe("OPEN");
  });
});

describe("due-today mail", () => {
  afterEach(() => runtime.clock.reset());
  const dueMailsTo = async (email: string) =>
    (await listMailbox(runtime)).filter((m) => m.to === email && m.subject.startsWith("Due today"));

  it("emails each assignee their open requests due today, once, and again after the due date moves", async () => {
    runtime.clock.set("2026-11-24T15:00:00Z"); // 9 AM in Springfield, IL (the test agency's zone)
    const laterToday = new Date("2026-11-24T00:00:00Z"); // due dates are calendar days
    const request = await buildServiceRequest(ctx, {
      type: "OTHER",
      clientName: "Ava Thompson",
      assigneeId: colleague.id,
      dueAt: laterToday.toISOString(),
    });
    await buildServiceRequest(ctx, {
      type: "OTHER",
      assigneeId: colleague.id,
      dueAt: new Date(laterToday.getTime() + 3 * 86_400_000).toISOString(),
    });
    const closed = await buildServiceRequest(ctx, {
      type: "OTHER",
      assigneeId: colleague.id,
      dueAt: laterToday.toISOString(),
    });
    await resolveServiceRequest(ctx, closed.id, { notes: "Done" });
    const dueMails = async () =>
      (await listMailbox(runtime)).filter((m) => m.to === colleague.email && m.subject.startsWith("Due today"));
    await sendDueTodayMails(runtime.system);
    expect((await dueMails()).map((m) => m.subject)).toEqual(["Due today: Other for Ava Thompson"]);
    await sendDueTodayMails(runtime.system);
    expect(await dueMails()).toHaveLength(1);
    await updateServiceRequest(ctx, request.id, { dueAt: "2026-11-24T12:00:00Z" });
    await sendDueTodayMails(runtime.system);
    expect(await dueMails()).toHaveLength(2);
  });

  it("goes by each agency's day in its time zone, from its 7 AM on", async () => {
    const agencyIn = async (zone: string, name: string) => {
      const agency = await buildAgency(runtime.system, {
        mailingAddress: { line1: "1 Main Street", city: "Town", zone, postalCode: "04101" },
      });
      const user = await buildAgencyUser(runtime.system, agency.id, { name: "Assignee" });
      const requests = async (dueAt: string) =>
        buildServiceRequest(agencyCtxFor(runtime, user), {
          type: "OTHER",
          clientName: name,
          assigneeId: user.id,
          dueAt,
        });
      return { user, requests };
    };
    runtime.clock.set("2026-11-24T12:00:00Z");
    const maine = await agencyIn("ME", "Maine client"); // America/New_York
    const oregon = await agencyIn("OR", "Oregon client"); // America/Los_Angeles
    await maine.requests("2026-11-25");
    await oregon.requests("2026-11-25");
    await oregon.requests("2026-11-24");

    // 04:30 UTC on the 25th: 11:30 PM on the 24th in Maine, 8:30 PM in Oregon. The UTC day is the
    // 25th, but neither agency's is: only Oregon's request due on its 24th goes out.
    runtime.clock.set("2026-11-25T04:30:00Z");
    await sendDueTodayMails(runtime.system);
    expect(await dueMailsTo(maine.user.email)).toHaveLength(0);
    expect((await dueMailsTo(oregon.user.email)).map((m) => m.text)).toEqual([expect.stringContaining("Nov 24")]);

    // 7:30 AM on the 25th in Maine (4:30 AM in Oregon): Maine's mail, Oregon's still waits for its morning
    runtime.clock.set("2026-11-25T12:30:00Z");
    await sendDueTodayMails(runtime.system);
    expect(await dueMailsTo(maine.user.email)).toHaveLength(1);
    expect(await dueMailsTo(oregon.user.email)).toHaveLength(1);

    runtime.clock.set("2026-11-25T15:10:00Z"); // 7:10 AM in Oregon
    await sendDueTodayMails(runtime.system);
    expect(await dueMailsTo(oregon.user.email)).toHaveLength(2);
  });
});
