import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { insertTestPolicy } from "#server/seed/document.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencyCtx, type AgencyCtx } from "../lib/context.ts";
import { runOperation } from "../lib/operation.ts";
import { readAll } from "../modules/files/file-store.ts";
import { newStorageKey, storeFile } from "../modules/files/files-upload.service.ts";
import { openFile } from "../modules/files/files.service.ts";
import { CERTIFICATE_FILLERS } from "../modules/forms/certificate-fillers.ts";
import { saveArtifact } from "../modules/workspaces/workspace-artifacts.service.ts";
import { ATTACHMENT_NOT_FOUND, draftEmailOperation } from "../modules/workspaces/workspace-tools.operations.ts";
import { createWorkspace } from "../modules/workspaces/workspace-create.service.ts";
import { loadWorkspaceDetail } from "../modules/workspaces/workspaces.service.ts";

/**
 * The reply to a certificate request carries the certificate: the ACORD 25 issued by the filler,
 * kept as the workspace's PDF artifact (as FILL_TEMPLATE keeps it), attached to the email draft.
 */
let runtime: TestRuntime;
let cara: AgencyCtx;
let theirCara: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system, {
    mailingAddress: { line1: "48 Commercial Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  });
  const user = await buildAgencyUser(runtime.system, agency.id);
  const other = await buildAgency(runtime.system);
  cara = agencyCtx(runtime, { type: "CARA", agencyId: agency.id, channel: "COPILOT", onBehalfOfUserId: user.id });
  theirCara = agencyCtx(runtime, { type: "CARA", agencyId: other.id, channel: "COPILOT", onBehalfOfUserId: null });
});
afterAll(() => runtime.close());

async function certificateArtifact(workspaceId: string) {
  const account = await buildAccount(cara, "BUSINESS");
  await insertTestPolicy(runtime.system, cara.actor.agencyId, account.id, { policyNumber: "GL-77" });
  const result = await CERTIFICATE_FILLERS["ACORD 25"]!(cara, {
    template: "ACORD 25",
    workspaceId,
    accountId: account.id,
    fileIds: [],
    certificateHolder: "Casco Bay Property Management, 200 Fore Street, Portland, ME 04101",
    additionalInsured: true,
  });
  const file = await storeFile(cara, {
    agencyId: cara.actor.agencyId,
    storageKey: newStorageKey(cara.actor.agencyId),
    name: result.fileName,
    bytes: result.pdf,
    type: { mimeType: "application/pdf" },
  });
  const saved = await saveArtifact(cara, workspaceId, {
    type: "PDF_FILE",
    title: result.title,
    pdfFileId: file.id,
    formFields: { template: "ACORD 25", filled: result.filled, missing: result.missing },
  });
  return { ...saved, result };
}

describe("the certificate attached to the reply", () => {
  it("attaches the workspace's certificate PDF to the email draft", async () => {
    const workspaceId = (await createWorkspace(cara, { message: "Issue the certificate" }, [])).id;
    const { artifactId, result } = await certificateArtifact(workspaceId);
    const drafted = await runOperation(cara, draftEmailOperation, {
      workspaceId,
      subject: "Certificate of liability insurance for Casco Bay Property Management",
      toEmail: "dana@cascobay.test",
      body: "Hi Dana,\n\nAttached is the certificate.",
      attachArtifacts: [artifactId],
    });
    expect(drafted).toEqual({
      ok: true,
      value: { artifactId: expect.any(String), version: 1, attachments: [result.fileName] },
    });
    const email = (await loadWorkspaceDetail(cara, workspaceId)).artifactVersions.find((a) => a.type === "EMAIL")!;
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]!.name).toMatch(/^Certificate \d+ - Casco Bay Property Management\.pdf$/);
    const { stream } = await openFile(cara, email.attachments[0]!.fileId);
    expect(Buffer.from(await readAll(stream)).equals(Buffer.from(result.pdf))).toBe(true);
  });

  it("refuses to attach another workspace's artifact or an unknown one", async () => {
    const mine = (await createWorkspace(cara, { message: "One" }, [])).id;
    const other = (await createWorkspace(cara, { message: "Two" }, [])).id;
    const { artifactId } = await certificateArtifact(other);
    const email = { workspaceId: mine, subject: "Certificate", body: "Attached." };
    for (const id of [artifactId, crypto.randomUUID()]) {
      const refused = await runOperation(cara, draftEmailOperation, { ...email, attachArtifacts: [id] });
      expect(refused).toMatchObject({ ok: false, error: { message: ATTACHMENT_NOT_FOUND } });
    }
    const theirs = await runOperation(theirCara, draftEmailOperation, {
      ...email,
      workspaceId: other,
      attachArtifacts: [artifactId],
    });
    expect(theirs.ok).toBe(false);
  });
});
