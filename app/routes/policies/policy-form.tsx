import { useState } from "react";
import { Combobox } from "#app/components/combobox.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { POLICY_FORM_MAX_OPTIONS } from "#app/lib/combobox-filter.ts";
import {
  MARKET_NAMES,
  MARKETS,
  POLICY_TYPE_NAMES,
  POLICY_TYPES,
  type PolicyDetails,
} from "#domain/policy/vocabulary.ts";
import { DetailsFields } from "./policy-details-fields.tsx";
import { DateField, dateInputValue, fieldState, Section, Select, type FieldErrors } from "./policy-form-controls.tsx";
import { carrierOptions, type CarrierRow } from "./policy-form-data.ts";
import { PricingFields, type PricingDefaults } from "./policy-pricing-fields.tsx";

export interface PolicyFormDefaults extends PricingDefaults {
  type: string;
  market: string | null;
  policyNumber: string | null;
  quoteNumber: string | null;
  issuedAt: string | null;
  inforceAt: string | null;
  expiresAt: string | null;
  carrier: { id: string; name: string } | null;
  broker: { id: string; name: string } | null;
  details: PolicyDetails;
}

/**
 * The policy sections shared by Create a new policy and Edit policy: line of business,
 * carrier and wholesale broker, market, numbers, dates, pricing and details. On edit a
 * blanked policy or quote number goes back to the stored one.
 */
export function PolicyFormSections({
  formId,
  errors,
  carriers,
  defaults,
  mode,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  carriers: CarrierRow[];
  defaults: PolicyFormDefaults;
  mode: "create" | "edit";
}) {
  const field = (name: string) => fieldState(formId, errors, name);
  const [lineType, setLineType] = useState(defaults.type);
  const options = carrierOptions(carriers);
  const restoreOnBlank = (stored: string | null) => (event: React.FocusEvent<HTMLInputElement>) => {
    if (mode === "edit" && !event.currentTarget.value.trim() && stored) event.currentTarget.value = stored;
  };
  return (
    <>
      <Section title="Policy">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField field={field("type")} label="Line of business">
            {(props) => (
              <Select {...props} value={lineType} onChange={(event) => setLineType(event.target.value)}>
                {lineType === "" ? <option value="">Choose a line of business</option> : null}
                {POLICY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {POLICY_TYPE_NAMES[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField field={field("market")} label="Market">
            {(props) => (
              <Select {...props} defaultValue={defaults.market ?? ""}>
                <option value="">Not set</option>
                {MARKETS.map((market) => (
                  <option key={market} value={market}>
                    {MARKET_NAMES[market]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField field={field("carrierId")} label="Carrier" description="Type 3 letters of the name or NAIC code.">
            {(props) => (
              <Combobox
                {...props}
                label="Carriers"
                options={options.carriers}
                maxOptions={POLICY_FORM_MAX_OPTIONS}
                defaultValue={defaults.carrier?.id}
                defaultLabel={defaults.carrier?.name}
                placeholder="Search carriers"
              />
            )}
          </FormField>
          <FormField field={field("brokerId")} label="Wholesale broker">
            {(props) => (
              <Combobox
                {...props}
                label="Wholesale brokers"
                options={options.brokers}
                maxOptions={POLICY_FORM_MAX_OPTIONS}
                defaultValue={defaults.broker?.id}
                defaultLabel={defaults.broker?.name}
                placeholder="None (placed direct)"
              />
            )}
          </FormField>
          <FormField field={field("quoteNumber")} label="Quote number">
            {(props) => (
              <Input
                {...props}
                defaultValue={defaults.quoteNumber ?? ""}
                onBlur={restoreOnBlank(defaults.quoteNumber)}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField field={field("policyNumber")} label="Policy number">
            {(props) => (
              <Input
                {...props}
                defaultValue={defaults.policyNumber ?? ""}
                onBlur={restoreOnBlank(defaults.policyNumber)}
                autoComplete="off"
              />
            )}
          </FormField>
        </div>
      </Section>
      <Section title="Dates">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <DateField field={field("issuedAt")} label="Issued" defaultValue={dateInputValue(defaults.issuedAt)} />
          <DateField field={field("inforceAt")} label="In force" defaultValue={dateInputValue(defaults.inforceAt)} />
          <DateField field={field("expiresAt")} label="Expires" defaultValue={dateInputValue(defaults.expiresAt)} />
        </div>
      </Section>
      <PricingFields formId={formId} errors={errors} defaults={defaults} commissionEditable={mode === "create"} />
      <DetailsFields formId={formId} errors={errors} lineType={lineType} details={defaults.details} />
    </>
  );
}
