import { FormField } from "#app/components/form-field.tsx";
import {
  AGGREGATE_APPLIES_PER_NAMES,
  COVERAGE_FORM_NAMES,
  COVERED_AUTO_NAMES,
  COVERED_AUTOS,
  RETENTION_KIND_NAMES,
  UMBRELLA_FORM_NAMES,
  WORKERS_COMPENSATION_LIMITS_NAMES,
  type PolicyFacts,
} from "#domain/policy/vocabulary.ts";
import { fieldState, Section, Select, type FieldErrors } from "./policy-form-controls.tsx";

const yesNo = { yes: "Yes", no: "No" } as const;
const asYesNo = (value: boolean | null | undefined) => (value === true ? "yes" : value === false ? "no" : "");

/**
 * The facts of the policy form a certificate prints (docs/product/certificates.md "Only recorded
 * facts"): each is optional, and "Unknown" leaves the certificate's box empty.
 */
export function PolicyFactsFields({
  formId,
  errors,
  lineType,
  facts,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  lineType: string;
  facts: PolicyFacts;
}) {
  const field = (name: string) => fieldState(formId, errors, `details.facts.${name}`);
  const choice = (name: keyof PolicyFacts, label: string, options: Record<string, string>, value: string) => (
    <FormField field={field(name)} label={label}>
      {(props) => (
        <Select {...props} defaultValue={value}>
          <option value="">Unknown</option>
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
  const liability = ["GENERAL_LIABILITY", "BUSINESS_OWNERS", "PACKAGE", "PRODUCT_LIABILITY"].includes(lineType);
  const umbrella = lineType === "UMBRELLA" || lineType === "EXCESS";
  return (
    <Section
      title="Certificate facts"
      description="What the policy form and its endorsements say. Certificates mark a box only when it is recorded here."
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(liability || umbrella) &&
          choice("coverageForm", "Coverage form", COVERAGE_FORM_NAMES, facts.coverageForm ?? "")}
        {liability &&
          choice(
            "aggregateAppliesPer",
            "Aggregate applies",
            AGGREGATE_APPLIES_PER_NAMES,
            facts.aggregateAppliesPer ?? "",
          )}
        {umbrella && choice("umbrellaForm", "Umbrella or excess", UMBRELLA_FORM_NAMES, facts.umbrellaForm ?? "")}
        {umbrella &&
          choice("retentionKind", "Retention or deductible", RETENTION_KIND_NAMES, facts.retentionKind ?? "")}
        {lineType === "WORKERS_COMPENSATION" &&
          choice(
            "workersCompensationLimits",
            "WC limits",
            WORKERS_COMPENSATION_LIMITS_NAMES,
            facts.workersCompensationLimits ?? "",
          )}
        {lineType === "WORKERS_COMPENSATION" &&
          choice("officersExcluded", "Officers excluded", yesNo, asYesNo(facts.officersExcluded))}
        {lineType !== "WORKERS_COMPENSATION" &&
          choice(
            "additionalInsuredEndorsement",
            "Additional insured endorsement",
            yesNo,
            asYesNo(facts.additionalInsuredEndorsement),
          )}
        {choice(
          "waiverOfSubrogationEndorsement",
          "Waiver of subrogation endorsement",
          yesNo,
          asYesNo(facts.waiverOfSubrogationEndorsement),
        )}
        {lineType !== "WORKERS_COMPENSATION" &&
          choice(
            "primaryNonContributoryEndorsement",
            "Primary & non-contributory",
            yesNo,
            asYesNo(facts.primaryNonContributoryEndorsement),
          )}
      </div>
      {lineType === "COMMERCIAL_AUTO" && (
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-neutral-800">
            Covered autos (leave all unticked if unknown)
          </legend>
          {COVERED_AUTOS.map((auto) => (
            <label key={auto} className="flex items-center gap-2 text-sm text-neutral-800">
              <input
                type="checkbox"
                name="details.facts.coveredAutos"
                value={auto}
                defaultChecked={facts.coveredAutos?.includes(auto) ?? false}
                className="size-4 rounded border-neutral-300 accent-accent-600"
              />
              {COVERED_AUTO_NAMES[auto]}
            </label>
          ))}
        </fieldset>
      )}
    </Section>
  );
}
