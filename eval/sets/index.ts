import { classificationSet } from "./classification.ts";
import { comparisonSet } from "./comparison.ts";
import { exploreSet } from "./explore.ts";
import { underwritingSet } from "./underwriting.ts";
import { contractsEvalSet } from "./contracts.ts";
import { contractAgreementsSet } from "./contracts-agreements.ts";
import { emailTriageSet } from "./email-triage.ts";

/**
 * The analysis skills' evaluation sets (issue 14, ADR 040), one file each under eval/sets/.
 * Each set builds its own cases (generated documents, business descriptions written for the
 * project), keeps a held-out part it is never tuned on (its failures are never printed), and
 * returns one row per metric and split; `npm run eval` prints them all in one table at the end.
 */
export interface SkillEvalRow {
  skill: string;
  /** e.g. "top-1", "top-3", "requirement recall", "cell accuracy", "verdict accuracy". */
  metric: string;
  split: "dev" | "held-out";
  /** 0..1 */
  value: number;
  /** How many cases (or cells, requirements) the figure is over. */
  n: number;
  /** The target for the offline engine on held-out cases, when it sets one (0..1). */
  target?: number;
}

export interface SkillEvalOptions {
  failures: string | null;
  splits?: ReadonlyArray<SkillEvalRow["split"]>;
  quiet?: boolean;
}

export interface SkillEvalSet {
  /** The set's name: `npm run eval -- --only <name>` runs it alone, `--no-<name>` skips it. */
  name: string;
  /**
   * `failures` is "dev" when `--failures dev` was given: print the dev failures (never held-out's).
   * `splits` (default both) limits the run to those splits; `quiet` prints nothing (the CI mode).
   */
  run(options: SkillEvalOptions): Promise<SkillEvalRow[]>;
}

export const SKILL_EVAL_SETS: SkillEvalSet[] = [
  classificationSet,
  exploreSet,
  underwritingSet,
  contractsEvalSet,
  contractAgreementsSet,
  comparisonSet,
  emailTriageSet,
];
