import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { CurrencyInput } from "#app/components/currency-input.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  POLICY_LIMIT_FIELDS,
  POLICY_LIMIT_GROUP_NAMES,
  type PolicyDetails,
  type PolicyLimitGroup,
} from "#domain/policy/vocabulary.ts";
import { PolicyFactsFields } from "./policy-facts-fields.tsx";
import { fieldState, Section, Textarea, type FieldErrors } from "./policy-form-controls.tsx";

/** The limit groups a line of business shows (others keep extra limits). */
const GROUPS_BY_LINE: Record<string, PolicyLimitGroup[]> = {
  GENERAL_LIABILITY: ["generalLiability"],
  BUSINESS_OWNERS: ["generalLiability", "property"],
  PACKAGE: ["generalLiability", "property"],
  PRODUCT_LIABILITY: ["generalLiability"],
  COMMERCIAL_AUTO: ["auto"],
  PROPERTY: ["property"],
  RENTAL: ["property"],
  CYBER: ["cyber"],
  UMBRELLA: ["umbrellaExcess"],
  EXCESS: ["umbrellaExcess"],
  WORKERS_COMPENSATION: ["workersCompensation"],
};

type Row = Record<string, string | null | undefined>;

/** A list of rows the user adds and removes (additional insureds, locations, extra limits). */
function RowList({
  formId,
  errors,
  name,
  columns,
  initial,
  addLabel,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  name: string;
  columns: Array<{ key: string; label: string; money?: boolean }>;
  initial: Row[];
  addLabel: string;
}) {
  const [rows, setRows] = useState(() => initial.map((row, index) => ({ key: index, row })));
  const [nextKey, setNextKey] = useState(initial.length);
  return (
    <div className="flex flex-col gap-2">
      {rows.map(({ key, row }, index) => (
        <div
          key={key}
          className="grid grid-cols-1 items-end gap-2 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))_auto]"
          style={{ "--cols": columns.length } as React.CSSProperties}
        >
          {columns.map((column) => (
            <FormField
              key={column.key}
              field={fieldState(formId, errors, `${name}[${index}].${column.key}`)}
              label={column.label}
            >
              {(props) =>
                column.money ? (
                  <CurrencyInput {...props} defaultValue={row[column.key] ?? ""} />
                ) : (
                  <Input {...props} defaultValue={row[column.key] ?? ""} />
                )
              }
            </FormField>
          ))}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${addLabel.replace(/^Add /, "").toLowerCase()} ${index + 1}`}
            onClick={() => setRows(rows.filter((r) => r.key !== key))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            setRows([...rows, { key: nextKey, row: {} }]);
            setNextKey(nextKey + 1);
          }}
        >
          <Plus aria-hidden />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * Details (docs/product/policies.md): insured, limits for the line, deductible, additional
 * insureds, descriptions, per-location limits.
 */
export function DetailsFields({
  formId,
  errors,
  lineType,
  details,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  lineType: string;
  details: PolicyDetails;
}) {
  const field = (name: string) => fieldState(formId, errors, name);
  const limits = (details.limits ?? {}) as Record<string, Row | undefined>;
  const groups = (Object.keys(POLICY_LIMIT_FIELDS) as PolicyLimitGroup[]).filter(
    (group) => GROUPS_BY_LINE[lineType]?.includes(group) || Object.values(limits[group] ?? {}).some(Boolean),
  );
  return (
    <>
      <Section title="Insured">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField field={field("details.insured.name")} label="Named insured">
            {(props) => <Input {...props} defaultValue={details.insured?.name ?? ""} />}
          </FormField>
          <FormField field={field("details.insured.address")} label="Insured address">
            {(props) => <Input {...props} defaultValue={details.insured?.address ?? ""} />}
          </FormField>
        </div>
      </Section>
      <Section title="Limits" description="Per occurrence and aggregate limits for this line, in US dollars.">
        {groups.map((group) => (
          <div key={group} className="flex flex-col gap-2">
            <h3 className="text-xs font-medium tracking-wide text-neutral-500 uppercase">
              {POLICY_LIMIT_GROUP_NAMES[group]}
            </h3>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {Object.entries(POLICY_LIMIT_FIELDS[group]).map(([key, label]) => (
                <FormField key={key} field={field(`details.limits.${group}.${key}`)} label={label}>
                  {(props) => <CurrencyInput {...props} defaultValue={limits[group]?.[key] ?? ""} />}
                </FormField>
              ))}
            </div>
          </div>
        ))}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <FormField field={field("details.deductible")} label="Deductible">
            {(props) => <CurrencyInput {...props} defaultValue={details.deductible ?? ""} />}
          </FormField>
        </div>
        <RowList
          formId={formId}
          errors={errors}
          name="details.extraLimits"
          addLabel="Add limit"
          columns={[
            { key: "name", label: "Limit" },
            { key: "amount", label: "Amount", money: true },
          ]}
          initial={(details.extraLimits ?? []) as Row[]}
        />
      </Section>
      <PolicyFactsFields formId={formId} errors={errors} lineType={lineType} facts={details.facts ?? {}} />
      <Section title="Per-location limits">
        <RowList
          formId={formId}
          errors={errors}
          name="details.locationLimits"
          addLabel="Add location"
          columns={[
            { key: "location", label: "Location" },
            { key: "limit", label: "Limit", money: true },
          ]}
          initial={(details.locationLimits ?? []) as Row[]}
        />
      </Section>
      <Section title="Additional insureds">
        <RowList
          formId={formId}
          errors={errors}
          name="details.additionalInsureds"
          addLabel="Add additional insured"
          columns={[
            { key: "name", label: "Name" },
            { key: "address", label: "Address" },
            { key: "relationship", label: "Relationship" },
          ]}
          initial={(details.additionalInsureds ?? []) as Row[]}
        />
      </Section>
      <Section title="Coverage">
        <FormField field={field("details.coverageDescription")} label="Coverage description">
          {(props) => <Textarea {...props} defaultValue={details.coverageDescription ?? ""} rows={3} />}
        </FormField>
        <FormField field={field("details.exclusionDescription")} label="Exclusions">
          {(props) => <Textarea {...props} defaultValue={details.exclusionDescription ?? ""} rows={3} />}
        </FormField>
      </Section>
    </>
  );
}
