import { contractParties } from "../../modules/contracts/parties.ts";
import { extractRequirements } from "../../modules/contracts/requirements.ts";
import type { PeekView } from "./types.ts";

export const NO_INSURANCE_CLAUSE = "No insurance requirements found: this document has no insurance clause I can read.";

/**
 * REQUIREMENTS: a contract's insurance requirements (lines and minimum limits, additional
 * insured and its forms, waiver of subrogation, primary and non-contributory, notice of
 * cancellation, follow form, completed operations duration, insurer rating, indemnity tied to
 * insurance), each once with its section and the quoted passage; the parties it defines.
 */
export const requirementsView: PeekView = ({ pages }) => {
  const requirements = extractRequirements(pages);
  return {
    parties: contractParties(pages),
    requirements,
    ...(requirements.length === 0 ? { note: NO_INSURANCE_CLAUSE } : {}),
  };
};
