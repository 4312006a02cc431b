import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { indexFile } from "#server/modules/documents/documents.service.ts";
import { uploadPolicyFile } from "#server/modules/files/files-upload.service.ts";
import { agencyCtxFor } from "./agency-ctx.ts";
import type { TestRuntime } from "./test-runtime.ts";

/**
 * A new agency's user and an indexed eight-page policy file "umb.pdf" of theirs whose page 7
 * reads "Umbrella Each Occurrence $5,000,000" (the document tools' tests read it).
 */
export async function indexedUmbrellaFile(runtime: TestRuntime): Promise<{ ctx: AgencyUserCtx; fileId: string }> {
  const agency = await buildAgency(runtime.system);
  const ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const policy = await insertTestPolicy(runtime.system, agency.id, (await buildAccount(ctx)).id);
  const pages = Array.from({ length: 8 }, (_, i) => ({
    title: `Form page ${i + 1}`,
    rows: i === 6 ? ([["Umbrella Each Occurrence", "$5,000,000"]] as Array<[string, string]>) : [],
  }));
  const bytes = await declarationsPdf(pages);
  const file = await uploadPolicyFile(ctx, {
    policyId: policy.id,
    type: "POLICY_DOCUMENT",
    file: fileOf(bytes, "umb.pdf"),
  });
  await indexFile(ctx, file.id);
  return { ctx, fileId: file.id };
}
