import type { AgencyCtx } from "../lib/context.ts";
import { indexStatus } from "../modules/documents/documents.service.ts";
import { listPolicyFiles } from "../modules/files/files.service.ts";
import { policiesOfAccount } from "../modules/policies/policies.service.ts";

/** At most this many documents one knowledge-base search covers (the tool's input bound). */
const MAX_KNOWLEDGE_FILES = 100;

/**
 * What SEARCH_KNOWLEDGE_BASE searches until the knowledge base exists: the workspace's read
 * files and the read documents of the client's policies (the account linked to the workspace
 * or to its service request), all of the acting agency.
 */
export async function knowledgeFilesOf(ctx: AgencyCtx, accountId: string | null, fileIds: string[]): Promise<string[]> {
  if (!accountId) return fileIds;
  const policies = await policiesOfAccount(ctx, accountId);
  const files = (await Promise.all(policies.map((policy) => listPolicyFiles(ctx, policy.id)))).flat();
  const read = (
    await indexStatus(
      ctx,
      files.map((file) => file.id),
    )
  )
    .filter((state) => state.status === "READY")
    .map((state) => state.fileId);
  return [...new Set([...fileIds, ...read])].slice(0, MAX_KNOWLEDGE_FILES);
}
