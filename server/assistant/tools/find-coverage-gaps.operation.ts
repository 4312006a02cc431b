import { z } from "zod";
import { assessGaps, type Evidence } from "../../ai/offline/skills/explore/coverage-gaps.ts";
import { defineOperation } from "../../lib/operation.ts";
import { fileIdsInput } from "../../modules/documents/documents.operations.ts";
import { listExclusions } from "../../modules/documents/reading/exclusion-list.ts";
import { summarizePolicy } from "../../modules/documents/reading/index.ts";
import { listBusinessPolicies } from "../../modules/policies/policies.service.ts";
import { getWorkspace } from "../../modules/workspaces/workspaces.service.ts";
import type { PlainCitation } from "../citations.ts";
import { namedFiles } from "./named-file-pages.ts";

const RECORDS = 50;

/**
 * FIND_COVERAGE_GAPS (ADR 063): the exposures a business's description shows, each weighed by
 * the rules of coverage-gaps.ts against what its policy files show (their cited summary lines
 * and exclusions: "policy-confirmed") and the policies the agency's records list for the
 * workspace's account ("exposure-inferred" until their document is read) — the judgement the
 * offline Coverage Gap Analysis made on its own. `fileIds` and `workspaceId` are bound by the run.
 */
export const findCoverageGapsOperation = defineOperation({
  name: "findCoverageGaps",
  description:
    "Weighs the exposures a business's description shows (description: what it does, its employees, vehicles, locations, data, advice, alcohol, contracts) against the policy files (policyFileNames; default every file) and the policies in force the agency's records list for the workspace's client. " +
    "Answers one row per exposure: why it applies, Red, Amber or Green, the basis (policy-confirmed: a cited policy passage shows it covered or excluded; exposure-inferred: from the description or a policy on record whose document was not read), what the policies show with its citation or the record, and what to confirm.",
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    workspaceId: z.uuid(),
    description: z.string().trim().min(3).max(5000),
    policyFileNames: z.array(z.string().trim().min(1).max(500)).max(20).nullish(),
  }),
  run: async (ctx, { fileIds, workspaceId, description, policyFileNames }) => {
    const { pagesOf, names } = await namedFiles(ctx, fileIds);
    const read = await Promise.all((policyFileNames ?? names).map((name) => pagesOf(name)));
    const workspace = await getWorkspace(ctx, workspaceId);
    const policies = workspace.accountId
      ? (await listBusinessPolicies(ctx, { accountId: workspace.accountId, pageSize: RECORDS })).nodes
      : [];
    const evidence: Evidence = {
      lines: read.flatMap((file) => summarizePolicy(file.pages).lines) as unknown as Evidence["lines"],
      exclusions: read.flatMap((file) => listExclusions(file.pages)) as unknown as Evidence["exclusions"],
      records: policies
        .filter((p) => !["CANCELED", "EXPIRED"].includes(p.state ?? ""))
        .map((p) => ({ name: `${p.type} ${p.policyNumber ?? p.quoteNumber ?? ""}`.trim(), state: p.state ?? null })),
    };
    return {
      files: read.map((file) => file.fileName),
      records: evidence.records,
      rows: assessGaps(description, evidence).map(({ cite, ...row }) => ({
        ...row,
        citation: cite && "quote" in cite ? (cite as PlainCitation) : null,
        record: cite && "record" in cite ? cite.record : null,
      })),
    };
  },
});
