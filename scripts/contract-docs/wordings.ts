// How contracts written for this project state each insurance requirement: several wordings per
// group. Wordings 0–1 are the development set's; 2–3 are held out (the evaluation never tunes on
// them). {P} is the party that insures, {O} the party protected.
import { dollars } from "../../server/modules/contracts/amounts.ts";

export interface RequirementValues {
  occ: number;
  agg: number;
  prod: number | null;
  auto: number | null;
  umb: number | null;
  el: [number, number, number] | null;
  prof: number | null;
  poll: number | null;
  property: boolean;
  forms: string[] | null;
  waiver: boolean;
  pnc: boolean;
  days: number | null;
  years: number | null;
  rating: string | null;
  indemnity: boolean;
}

const m = (v: number) => (v % 1_000_000 === 0 ? `$${v / 1_000_000}M` : dollars(v));
const WORDS: Record<number, string> = {
  10: "ten",
  15: "fifteen",
  30: "thirty",
  45: "forty-five",
  60: "sixty",
  2: "two",
  3: "three",
  5: "five",
};
const spelled = (n: number) => `${WORDS[n] ?? n} (${n})`;

type Clause = (v: RequirementValues) => string | null | 0 | false;

export const PROSE: Record<string, Clause[]> = {
  gl: [
    (v) =>
      `{P} shall maintain Commercial General Liability insurance with limits of not less than ${dollars(v.occ)} each occurrence and ${dollars(v.agg)} general aggregate${v.prod ? `, and ${dollars(v.prod)} products-completed operations aggregate` : ""}.`,
    (v) =>
      `{P} shall carry commercial general liability coverage written on an occurrence basis: Each Occurrence ${dollars(v.occ)}; General Aggregate ${dollars(v.agg)}${v.prod ? `; Products/Completed Operations Aggregate ${dollars(v.prod)}` : ""}.`,
    (v) =>
      `{P} must keep in force a CGL policy providing no less than ${dollars(v.occ)} per occurrence and ${dollars(v.agg)} in the aggregate${v.prod ? `, with a products and completed operations aggregate of ${dollars(v.prod)}` : ""}.`,
    (v) =>
      `General Liability: minimum limits of ${m(v.occ)} per occurrence / ${m(v.agg)} aggregate${v.prod ? ` (products-completed operations: ${m(v.prod)})` : ""}.`,
  ],
  auto: [
    (v) =>
      v.auto &&
      `Business Automobile Liability covering owned, hired and non-owned autos with a combined single limit of not less than ${dollars(v.auto)} each accident.`,
    (v) =>
      v.auto &&
      `Automobile liability insurance: ${dollars(v.auto)} combined single limit per accident for bodily injury and property damage.`,
    (v) => v.auto && `Auto Liability for any auto used in the work, ${dollars(v.auto)} CSL.`,
    (v) =>
      v.auto &&
      `{P} shall also insure all vehicles used in the Work for liability of at least ${dollars(v.auto)} per accident, combined single limit.`,
  ],
  wc: [
    (v) =>
      v.el &&
      `Workers' Compensation insurance as required by statute and Employer's Liability insurance with limits of ${dollars(v.el[0])} each accident, ${dollars(v.el[1])} disease - each employee and ${dollars(v.el[2])} disease - policy limit.`,
    (v) =>
      v.el &&
      `Workers Compensation: Statutory limits. Employers Liability: ${dollars(v.el[0])} / ${dollars(v.el[1])} / ${dollars(v.el[2])}.`,
    (v) =>
      v.el &&
      `Statutory workers' compensation coverage in every state where work is performed, together with employer's liability of not less than ${dollars(v.el[0])} each accident, ${dollars(v.el[1])} each employee by disease and ${dollars(v.el[2])} policy limit by disease.`,
    (v) =>
      v.el &&
      `Workers comp (statutory) and E.L. limits of ${m(v.el[0])} each accident, ${m(v.el[1])} disease each employee, ${m(v.el[2])} disease policy limit.`,
  ],
  umb: [
    (v) =>
      v.umb &&
      `Umbrella Liability insurance with limits of not less than ${dollars(v.umb)} each occurrence, following the form of the primary policies.`,
    (v) =>
      v.umb &&
      `Excess/Umbrella: ${dollars(v.umb)} per occurrence and aggregate, follow form over the general liability, auto and employer's liability policies.`,
    (v) =>
      v.umb &&
      `An umbrella or excess liability policy of at least ${dollars(v.umb)} shall sit over the primary liability policies on a follow-form basis.`,
    (v) => v.umb && `Umbrella: ${m(v.umb)} occurrence/aggregate; follows form.`,
  ],
  prof: [
    (v) =>
      v.prof &&
      `Professional Liability (Errors and Omissions) insurance of ${dollars(v.prof)} per claim and in the aggregate.`,
    (v) => v.prof && `Professional liability coverage with a limit of ${dollars(v.prof)} each claim.`,
    (v) => v.prof && `{P} shall maintain errors and omissions insurance of not less than ${dollars(v.prof)} per claim.`,
    (v) => v.prof && `E&O / professional liability: ${m(v.prof)} per claim.`,
  ],
  poll: [
    (v) => v.poll && `Contractor's Pollution Liability insurance with limits of ${dollars(v.poll)} per occurrence.`,
    (v) => v.poll && `Pollution liability of not less than ${dollars(v.poll)} each claim.`,
    (v) => v.poll && `{P} shall carry environmental impairment liability of at least ${dollars(v.poll)} per claim.`,
    (v) => v.poll && `Pollution legal liability: ${m(v.poll)}.`,
  ],
  property: [
    (v) =>
      v.property
        ? `Builder's Risk insurance on a completed value form for the full replacement cost of the Work.`
        : null,
    (v) =>
      v.property
        ? `{P} shall keep its personal property and improvements insured under a property insurance policy for their full replacement cost.`
        : null,
    (v) =>
      v.property
        ? `Property insurance covering the improvements at full replacement cost shall be maintained by {P}.`
        : null,
    (v) => (v.property ? `Builders risk: completed value, all risk.` : null),
  ],
  ai: [
    (v) =>
      v.forms &&
      `{O} and its officers and employees shall be included as additional insureds under the general liability policy on ISO forms ${v.forms.join(" and ")} or their equivalent.`,
    (v) =>
      v.forms &&
      `The CGL and auto policies shall name {O} as additional insured. Endorsements ${v.forms.join(" and ")}, or forms providing equal coverage, shall be attached to the certificate.`,
    (v) =>
      v.forms &&
      `Additional insured status for {O} shall be provided by endorsement ${v.forms.join(", ")} for ongoing and completed operations.`,
    (v) => v.forms && `{O} is to be an additional insured (${v.forms.join(" / ")}).`,
  ],
  waiver: [
    (v) => (v.waiver ? `All policies shall include a waiver of subrogation in favor of {O}.` : null),
    (v) =>
      v.waiver ? `{P} waives, and shall cause its insurers to waive, all rights of subrogation against {O}.` : null,
    (v) => (v.waiver ? `The insurers shall waive their rights of recovery against {O} by way of subrogation.` : null),
    (v) =>
      v.waiver ? `Waiver of subrogation applies to the GL, auto, umbrella and workers compensation policies.` : null,
  ],
  pnc: [
    (v) =>
      v.pnc
        ? `The general liability and umbrella coverage shall be primary and non-contributory with any insurance carried by {O}.`
        : null,
    (v) => (v.pnc ? `Coverage for the additional insureds is to be on a primary and noncontributory basis.` : null),
    (v) =>
      v.pnc
        ? `Such insurance shall apply as primary insurance, and any insurance of {O} shall be excess and non-contributory.`
        : null,
    (v) => (v.pnc ? `Primary & non-contributory wording is required on the GL policy.` : null),
  ],
  notice: [
    (v) =>
      v.days &&
      `Each policy shall provide that it will not be cancelled without ${spelled(v.days)} days' prior written notice to {O}.`,
    (v) =>
      v.days &&
      `{P} shall give {O} at least ${v.days} days written notice before any policy is canceled, non-renewed or materially changed.`,
    (v) =>
      v.days &&
      `Notice of cancellation of any insurance required here: ${v.days} days (10 days for non-payment of premium).`,
    (v) => v.days && `{O} must receive ${spelled(v.days)} days' notice if a required policy is cancelled.`,
  ],
  duration: [
    (v) =>
      v.years &&
      `Products-completed operations coverage shall be maintained for ${spelled(v.years)} years after final completion of the Work.`,
    (v) =>
      v.years &&
      `{P} shall continue to carry completed operations coverage for a period of ${v.years} years following completion.`,
    (v) =>
      v.years &&
      `Completed operations coverage must stay in force for ${spelled(v.years)} years after the Work is accepted, and {P} shall furnish certificates each year.`,
    (v) => v.years && `Keep completed ops in force ${v.years} years after completion.`,
  ],
  rating: [
    (v) => v.rating && `All insurers shall be rated ${v.rating} or better by A.M. Best.`,
    (v) =>
      v.rating &&
      `Insurance shall be placed with carriers having an A.M. Best rating of no less than ${v.rating.replace(" ", ", Class ")}.`,
    (v) =>
      v.rating &&
      `Carriers must be admitted in the state and hold a Best's rating of ${v.rating.replace(" ", ":")} or higher.`,
    (v) => v.rating && `Insurer rating: ${v.rating} minimum (A.M. Best).`,
  ],
  indemnity: [
    (v) =>
      v.indemnity
        ? `{P}'s indemnity obligations under this Agreement shall be supported by contractual liability coverage under its general liability policy.`
        : null,
    (v) =>
      v.indemnity
        ? `The insurance required here does not limit {P}'s obligation to indemnify {O}, and shall insure that obligation.`
        : null,
    (v) =>
      v.indemnity ? `Contractual liability coverage insuring the indemnity in this Agreement is required.` : null,
    (v) => (v.indemnity ? `{P} shall insure its indemnity obligations to {O}.` : null),
  ],
};

/** An exhibit table's rows: coverage and minimum limits, in two columns. */
export function exhibitRows(v: RequirementValues, wording: number): Array<[string, string]> {
  const slash = wording % 2 === 0 ? " / " : "; ";
  const rows: Array<[string, string]> = [
    ["Commercial General Liability", `${dollars(v.occ)} each occurrence${slash}${dollars(v.agg)} general aggregate`],
  ];
  if (v.prod) rows.push(["Products-Completed Operations", `${dollars(v.prod)} aggregate`]);
  if (v.auto) rows.push(["Automobile Liability (any auto)", `${dollars(v.auto)} combined single limit`]);
  if (v.el) {
    rows.push(["Workers' Compensation", "Statutory"]);
    rows.push([
      "Employer's Liability",
      `${dollars(v.el[0])} each accident${slash}${dollars(v.el[1])} disease-each employee${slash}${dollars(v.el[2])} disease-policy limit`,
    ]);
  }
  if (v.umb) rows.push(["Umbrella / Excess Liability", `${dollars(v.umb)} each occurrence, follow form`]);
  if (v.prof) rows.push(["Professional Liability", `${dollars(v.prof)} per claim`]);
  if (v.poll) rows.push(["Pollution Liability", `${dollars(v.poll)} per occurrence`]);
  if (v.property) rows.push(["Builder's Risk", "Full replacement cost, completed value"]);
  return rows;
}

/** The groups an exhibit table states; the other requirements follow it as sentences. */
export const TABLE_GROUPS = new Set(["gl", "auto", "wc", "umb", "prof", "poll", "property"]);
