import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import { contractParties } from "../../modules/contracts/parties.ts";
import { judgeAgainstPolicy } from "../../modules/contracts/policy-compliance.ts";
import { extractRequirements } from "../../modules/contracts/requirements.ts";
import { fileIdsInput } from "../../modules/documents/documents.operations.ts";
import { summarizePolicy } from "../../modules/documents/reading/index.ts";
import { NO_INSURANCE_CLAUSE } from "../peek-views/requirements.ts";
import { namedFiles } from "./named-file-pages.ts";

/**
 * CHECK_CONTRACT (ADR 063): a contract's insurance requirements — the REQUIREMENTS reader, each
 * with its section and quoted passage — and, given the client's quote or policy, each one judged
 * against the policy's cited summary by the same rules the offline Contract Review used on its
 * own: Met, Not met, Partly met or Not found, with the evidence and its citation. `fileIds` are
 * bound by the run; a name that is not one of the workspace's files is not found, never read.
 */
export const checkContractOperation = defineOperation({
  name: "checkContract",
  description:
    "Reads a contract's insurance requirements (contractFileName): the parties, and each requirement (coverage and minimum limit, additional insured and its forms, waiver of subrogation, primary and non-contributory, notice days, follow form, completed operations years, insurer rating, indemnity) with its section and quoted passage, cited; " +
    "a note when the contract has no insurance clause. With policyFileName (the client's quote or policy), each requirement also gets a verdict: Met, Not met, Partly met or Not found, the evidence and its citation in the policy.",
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    contractFileName: z.string().trim().min(1).max(500),
    policyFileName: z.string().trim().min(1).max(500).nullish(),
  }),
  run: async (ctx, { fileIds, contractFileName, policyFileName }) => {
    const { pagesOf } = await namedFiles(ctx, fileIds);
    const contract = await pagesOf(contractFileName);
    const requirements = extractRequirements(contract.pages);
    const policy = policyFileName ? await pagesOf(policyFileName) : null;
    const summary = policy ? summarizePolicy(policy.pages) : null;
    return {
      contract: {
        fileName: contract.fileName,
        parties: contractParties(contract.pages),
        ...(requirements.length ? {} : { note: NO_INSURANCE_CLAUSE }),
      },
      policy: policy && summary ? { fileName: policy.fileName, summary } : null,
      requirements: requirements.map((requirement) => ({
        ...requirement,
        verdict: summary ? judgeAgainstPolicy(requirement, summary.lines) : null,
      })),
    };
  },
});
