import { z } from "zod";
import { UNDERWRITING_LINES, type UnderwritingLine } from "../../../domain/preset-options.ts";
import type { ReadDoc } from "../../ai/offline/skills/underwriting/underwriting-read.ts";
import type { GraphPolicy } from "../../ai/offline/skills/underwriting/underwriting-verify.ts";
import { DomainError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";
import { getAccount } from "../../modules/accounts/accounts.query.ts";
import { fileIdsInput, MAX_PAGES_READ } from "../../modules/documents/documents.operations.ts";
import type { ApplicationReading } from "../../modules/underwriting/application.ts";
import { listBusinessPolicies } from "../../modules/policies/policies.service.ts";
import { getWorkspace } from "../../modules/workspaces/workspaces.service.ts";
import { applicationView } from "../peek-views/application.ts";
import { analyzeUnderwriting } from "./analyze-underwriting.ts";
import { namedFiles } from "./named-file-pages.ts";

const RECORDS = 50;

/**
 * ANALYZE_UNDERWRITING (ADR 063, ADR 072): the application, its supplementals and the loss runs
 * (fileNames; default every file), each read by the APPLICATION reader, judged per line (lines;
 * Business Operations always) by the underwriting rules — checklist, inconsistencies, red flags —
 * and verified field by field against the workspace's account and its policies in the agency's
 * records. `fileIds` and `workspaceId` are bound by the run; a name that is not one of the
 * workspace's files is reported unread, never read.
 */
export const analyzeUnderwritingOperation = defineOperation({
  name: "analyzeUnderwriting",
  description:
    "Analyses an application for the underwriter (fileNames: the application, its supplementals and the loss runs; default every file; lines: BUSINESS_OPERATIONS, WORKERS_COMPENSATION, PROPERTY, AUTO, Business Operations always). " +
    "Answers the documents read and their kind (files that are not an application or a loss run are listed as skipped); per line each item an underwriter needs with its cited value, Differs or Not found, and the missing items; " +
    "the inconsistencies between documents (both values cited: revenue, payroll, employees, years in business against the start date, no losses against a loss run's claims, claims the application leaves out); the red flags (loss frequency and severity, open claims with large reserves, hazardous operations, a lapse, a new venture, an experience mod above 1.00), Red or Amber, cited; " +
    "and the application verified field by field against the client's account record, its policies on record and the other documents: Verified, Differs, Filled, Not found or Application only, each value cited or naming its record.",
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    workspaceId: z.uuid(),
    fileNames: z.array(z.string().trim().min(1).max(500)).max(20).nullish(),
    lines: z.array(z.enum(UNDERWRITING_LINES)).max(UNDERWRITING_LINES.length).nullish(),
  }),
  run: async (ctx, { fileIds, workspaceId, fileNames, lines }) => {
    const { pagesOf, names } = await namedFiles(ctx, fileIds);
    const docs: ReadDoc[] = [];
    const skipped: string[] = [];
    const unread: string[] = [];
    for (const name of fileNames ?? names) {
      let read;
      try {
        read = await pagesOf(name);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        unread.push(name);
        continue;
      }
      const { application } = (await applicationView({ ctx, ...read, fromPage: 1, toPage: MAX_PAGES_READ })) as {
        application: ApplicationReading;
      };
      if (application.kind === "not an application") skipped.push(read.fileName);
      // the readings' citations are plain passages here; the judgement only passes them on
      else docs.push({ ...(application as unknown as Omit<ReadDoc, "fileName">), fileName: read.fileName });
    }
    const workspace = await getWorkspace(ctx, workspaceId);
    const account = workspace.accountId ? await getAccount(ctx, workspace.accountId).catch(() => null) : null;
    const policies: GraphPolicy[] = account
      ? (await listBusinessPolicies(ctx, { accountId: account.id, pageSize: RECORDS })).nodes.map((p) => ({
          type: p.type,
          number: p.policyNumber ?? p.quoteNumber ?? null,
          carrier: p.loaded?.carrier?.name ?? null,
        }))
      : [];
    return analyzeUnderwriting({
      docs,
      skipped,
      unread,
      account: account
        ? {
            id: account.id,
            name: account.name,
            dba: account.dba,
            email: account.email,
            phone: account.phone,
            website: account.website,
            mailingAddress: account.mailingAddress,
          }
        : null,
      policies,
      lines: [...new Set<UnderwritingLine>(["BUSINESS_OPERATIONS", ...(lines ?? [])])],
    });
  },
});
