import type { Turn } from "../conversation.ts";
import type { Step } from "../step.ts";
import { planCertificateReview } from "./review/certificate-review.ts";
import { planCertificate } from "./forms/certificate.ts";
import { planClassification } from "./classification.ts";
import { planCoverageComparison } from "./comparison/coverage-comparison.ts";
import { planQuoteProposal } from "./comparison/quote-proposal.ts";
import { planExplorePolicy } from "./explore/explore-policy.ts";
import { planContractReview } from "./review/contract-review.ts";
import { planFillTemplate } from "./forms/fill-template.ts";
import { planPdfEditor } from "./forms/pdf-editor.ts";
import { planUnderwriting } from "./underwriting/underwriting.ts";

/**
 * The offline engine's skills, one folder per family (forms/, comparison/, explore/, review/,
 * underwriting/; classification and the shared report writer at this level): a skill reads the turn — preset, preset
 * options, the ask, the tool answers so far — and returns its next step, or null when the
 * turn is not its work. The first skill that answers plans the turn; the generic intents
 * (questions, summaries, emails) plan the rest.
 */
const SKILLS: Array<(turn: Turn) => Step | null> = [
  planClassification,
  planCertificate,
  planFillTemplate,
  planPdfEditor,
  planCoverageComparison,
  planQuoteProposal,
  planExplorePolicy,
  planUnderwriting,
  planContractReview,
  planCertificateReview,
];

export function planSkill(turn: Turn): Step | null {
  for (const skill of SKILLS) {
    const step = skill(turn);
    if (step) return step;
  }
  return null;
}
