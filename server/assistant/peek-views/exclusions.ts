import { kindOf, scenarioOf } from "../../ai/offline/skills/explore/exclusion-kinds.ts";
import { listExclusions } from "../../modules/documents/reading/exclusion-list.ts";
import type { PeekView } from "./types.ts";

/**
 * EXCLUSIONS: every exclusion in a policy file — its title, the form or endorsement it belongs to
 * with its edition ("CG 00 01 04 13"), its page and its wording quoted (cited). An exclusion
 * endorsement the forms schedule lists but the file does not print is listed with
 * `wordingInFile: false` (its schedule line is the citation). Each exclusion carries its kind,
 * what it removes and a claim it would deny in plain words (exclusion-kinds.ts; null and "No
 * illustration" for a kind not recognised): what the offline engine tables, a model gets too (ADR 063).
 */
export const exclusionsView: PeekView = ({ pages }) => {
  const exclusions = listExclusions(pages).map((exclusion) => {
    const kind = kindOf(exclusion.title, exclusion.citation.quote);
    return { ...exclusion, kind: kind?.kind ?? null, removes: kind?.removes ?? null, illustration: scenarioOf(kind) };
  });
  return {
    exclusions,
    ...(exclusions.length
      ? {}
      : { missing: ["No exclusions section or exclusion endorsement was found in this file"] }),
  };
};
