import { listExclusions } from "../../modules/documents/reading/exclusion-list.ts";
import type { PeekView } from "./types.ts";

/**
 * EXCLUSIONS: every exclusion in a policy file — its title, the form or endorsement it belongs to
 * with its edition ("CG 00 01 04 13"), its page and its wording quoted (cited). An exclusion
 * endorsement the forms schedule lists but the file does not print is listed with
 * `wordingInFile: false` (its schedule line is the citation).
 */
export const exclusionsView: PeekView = ({ pages }) => {
  const exclusions = listExclusions(pages);
  return {
    exclusions,
    ...(exclusions.length
      ? {}
      : { missing: ["No exclusions section or exclusion endorsement was found in this file"] }),
  };
};
