import { createSession } from "#server/modules/identity/session.service.ts";
import type { AgencyUser } from "#server/modules/identity/agency.service.ts";
import { createTextDocument } from "#server/modules/knowledge/knowledge-create.service.ts";
import { createCustomPreset } from "#server/modules/presets/presets-write.service.ts";
import { createStyle } from "#server/modules/styles/styles-write.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCertificate, buildPolicyFile } from "#server/seed/document.factory.ts";
import { buildPolicy } from "#server/seed/policy.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { systemCtx, type Runtime } from "#server/lib/context.ts";
import { agencyCtxFor } from "./agency-ctx.ts";

/** The records of a fuzzed agency, by kind: fuzz cases use their ids so the rest of an input gets read. */
export interface FuzzRecords {
  account: string;
  policy: string;
  file: string;
  certificate: string;
  serviceRequest: string;
  workspace: string;
  preset: string;
  style: string;
  knowledgeBase: string;
  knowledgeDocument: string;
  /** A colleague of the signed-in user (never the user: disabling them would end the session). */
  colleague: string;
}

export interface FuzzAgency {
  user: AgencyUser;
  records: FuzzRecords;
  /** A new session of the user, as the `cara_session` cookie. */
  sessionCookie(): Promise<string>;
}

/** An agency with one record of each kind the API and the pages take an id of, and a signed-in user. */
export async function buildFuzzAgency(runtime: Runtime): Promise<FuzzAgency> {
  const agency = await buildAgency(systemCtx(runtime));
  const user = await buildAgencyUser(systemCtx(runtime), agency.id);
  const colleague = await buildAgencyUser(systemCtx(runtime), agency.id);
  const ctx = agencyCtxFor(runtime, user);
  const account = await buildAccount(ctx, "BUSINESS");
  const policy = await buildPolicy(ctx, account.id);
  const file = await buildPolicyFile(ctx, policy.id);
  const certificate = await buildCertificate(ctx, account.id);
  const serviceRequest = await buildServiceRequest(ctx, { type: "OTHER", accountId: account.id });
  const workspace = await createWorkspace(ctx, { message: "What is the each occurrence limit?" }, []);
  const preset = await createCustomPreset(ctx, { title: "Fuzz preset", basePrompt: "Summarize the policy." }, []);
  const style = await createStyle(ctx, { title: "Fuzz style" });
  const document = await createTextDocument(ctx, { title: "Office hours", content: "We open at nine." });
  return {
    user,
    records: {
      account: account.id,
      policy: policy.id,
      file: file.id,
      certificate: certificate.id,
      serviceRequest: serviceRequest.id,
      workspace: workspace.id,
      preset: preset.id,
      style: style.id,
      knowledgeBase: document.knowledgeBaseId,
      knowledgeDocument: document.id,
      colleague: colleague.id,
    },
    async sessionCookie() {
      const session = await createSession(systemCtx(runtime), user);
      return `cara_session=${session.token}`;
    },
  };
}

/**
 * The seeded record whose id fits an `ID` argument: by the argument's own name (`accountId`,
 * `policyIds`), else, for a plain `id`, by the operation's name (`updateAccount`'s id is an account's).
 */
export function recordIdFor(records: FuzzRecords, operation: string, argument: string): string | undefined {
  const name =
    argument
      .split(".")
      .filter((step) => !/^\d+$/.test(step))
      .pop() ?? "";
  const byName: Array<[RegExp, keyof FuzzRecords]> = [
    [/^(account)Ids?$/i, "account"],
    [/^(businessPolicy|policy)Ids?$/i, "policy"],
    [/^(file|prefixFile|suffixFile)Ids?$/i, "file"],
    [/^(workspace)Ids?$/i, "workspace"],
    [/^(serviceRequest)Ids?$/i, "serviceRequest"],
    [/^(customPreset)Ids?$/i, "preset"],
    [/^knowledgeBaseId$/i, "knowledgeBase"],
    [/^documentIds?$/i, "knowledgeDocument"],
    [/^(agencyUser|assignee|user)Ids?$/i, "colleague"],
  ];
  for (const [pattern, kind] of byName) if (pattern.test(name)) return records[kind];
  if (name !== "id") return undefined;
  const byOperation: Array<[RegExp, keyof FuzzRecords]> = [
    [/KnowledgeBaseDocument/i, "knowledgeDocument"],
    [/KnowledgeBase/i, "knowledgeBase"],
    [/Workspace/i, "workspace"],
    [/ServiceRequest/i, "serviceRequest"],
    [/Polic/i, "policy"],
    [/Account/i, "account"],
    [/CustomPreset/i, "preset"],
    [/HtmlDocumentTemplate/i, "style"],
    [/Certificate/i, "certificate"],
    [/AgencyUser/i, "colleague"],
  ];
  for (const [pattern, kind] of byOperation) if (pattern.test(operation)) return records[kind];
  return undefined;
}
