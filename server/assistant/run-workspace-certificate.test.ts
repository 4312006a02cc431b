import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { listAccountCertificates } from "#server/modules/certificates/certificates.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCarrier, insertTestPolicy } from "#server/seed/document.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/**
 * A certificate request opened in Copilot, run by the offline engine with the real tools: the
 * certificate is issued through the certificates module and the reply is drafted with it attached.
 */
const DAY = 24 * 60 * 60 * 1000;
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  const agency = await buildAgency(runtime.system, {
    mailingAddress: { line1: "48 Commercial Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  });
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});
afterAll(() => runtime.close());

describe("a certificate request in Copilot", () => {
  it("issues the certificate the request asks for and drafts the reply with it attached", async () => {
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Casco Bay Landscaping LLC",
        email: "office@cascobay.test",
        phone: "(207) 555-0199",
        mailingAddress: { line1: "12 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const carrier = await buildCarrier(runtime.system, ctx.actor.agencyId, {
      name: "Acadia Mutual",
      naicCode: "31325",
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      type: "GENERAL_LIABILITY",
      carrierId: carrier.id,
      policyNumber: "GL-4471-26",
      inforceAt: new Date(Date.now() - 60 * DAY),
      expiresAt: new Date(Date.now() + 300 * DAY),
      details: { limits: { generalLiability: { eachOccurrence: "1000000", generalAggregate: "2000000" } } },
    });
    const request = await buildServiceRequest(ctx, {
      type: "CREATE_CERTIFICATE",
      accountId: account.id,
      clientName: "Dana Client",
      clientEmail: "dana@cascobay.test",
      details: "The property manager needs a certificate naming them as additional insured.",
      createCertificate: {
        name: "Harbor Realty Trust",
        address: { line1: "15 Exchange Street", line2: "Floor 2", city: "Portland", zone: "ME", postalCode: "04101" },
        additionalInsured: true,
      },
    });
    const workspace = await createWorkspace(
      ctx,
      {
        message: "Issue the certificate this request asks for and draft the reply",
        serviceRequestId: request.id,
        preset: "GenerateTemplate",
        presetOptions: { template: "ACORD 25" },
      },
      [],
    );
    const detail = await settledRun(ctx, workspace.id);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state])).toEqual([
      ["FILL_TEMPLATE", "SUCCESS"],
      ["DRAFT_EMAIL", "SUCCESS"],
    ]);
    const [certificate] = await listAccountCertificates(ctx, account.id);
    expect(certificate).toBeDefined();
    const email = detail.artifactVersions.find((row) => row.type === "EMAIL")!;
    expect(email.emailTo).toBe("dana@cascobay.test");
    expect(email.attachments).toHaveLength(1);
    const pdf = detail.artifactVersions.find((row) => row.type === "PDF_FILE")!;
    expect(email.attachments[0]!.fileId).toBe(pdf.pdfFileId);
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!.content;
    expect(answer).toContain("Harbor Realty Trust");
    expect(answer).toContain("nothing was sent");
  });

  it("runs a preset's form sent without a message: the form's choices are the ask", async () => {
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Back Cove Kayaks LLC",
        email: "office@backcove.test",
        phone: "(207) 555-0123",
        mailingAddress: { line1: "5 Preble Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const workspace = await createWorkspace(
      ctx,
      { message: "", accountId: account.id, preset: "GenerateTemplate", presetOptions: { template: "ACORD 125" } },
      [],
    );
    const detail = await settledRun(ctx, workspace.id);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state])).toEqual([
      ["FILL_TEMPLATE", "SUCCESS"],
    ]);
    expect(detail.messages.findLast((m) => m.role === "AGENT")!.content).toContain("I filled ACORD 125");
  });
});
