import { formatMoneyExact } from "#app/lib/format.ts";
import { POLICY_LIMIT_FIELDS, POLICY_LIMIT_GROUP_NAMES, type PolicyLimitGroup } from "#domain/policy/vocabulary.ts";
import type { PolicyDetailData } from "./policy.server.ts";

/** The policy's details on the overview: limits by line, deductible, insureds and descriptions. */
export function PolicyCoverage({ details }: { details: PolicyDetailData["details"] }) {
  const limits = details.limits as Record<string, Record<string, string | null> | null>;
  const groups = (Object.keys(POLICY_LIMIT_FIELDS) as PolicyLimitGroup[])
    .map((group) => ({
      group,
      rows: Object.entries(POLICY_LIMIT_FIELDS[group]).flatMap(([key, label]) =>
        limits[group]?.[key] ? [{ label, amount: limits[group]![key]! }] : [],
      ),
    }))
    .filter((entry) => entry.rows.length > 0);
  const extra = [
    ...details.extraLimits.map((l) => ({ label: l.name, amount: l.amount })),
    ...details.locationLimits.map((l) => ({ label: l.location, amount: l.limit })),
  ];
  const empty =
    groups.length === 0 &&
    extra.length === 0 &&
    !details.deductible &&
    details.additionalInsureds.length === 0 &&
    !details.coverageDescription;
  return (
    <section aria-label="Coverage" className="rounded-lg border border-neutral-200 bg-white p-5">
      <h2 className="mb-4 text-sm font-semibold text-neutral-900">Coverage</h2>
      {empty ? <p className="text-sm text-neutral-500">No limits recorded. Edit the policy to add them.</p> : null}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {groups.map(({ group, rows }) => (
          <LimitTable key={group} title={POLICY_LIMIT_GROUP_NAMES[group]} rows={rows} />
        ))}
        {extra.length > 0 ? <LimitTable title="Other and per-location limits" rows={extra} /> : null}
        {details.deductible ? (
          <LimitTable title="Deductible" rows={[{ label: "Deductible", amount: details.deductible }]} />
        ) : null}
      </div>
      {details.insured?.name ||
      details.additionalInsureds.length > 0 ||
      details.coverageDescription ||
      details.exclusionDescription ? (
        <dl className="mt-6 grid grid-cols-1 gap-4 text-sm md:grid-cols-2">
          {details.insured?.name ? (
            <Text
              label="Named insured"
              text={[details.insured.name, details.insured.address].filter(Boolean).join(", ")}
            />
          ) : null}
          {details.additionalInsureds.length > 0 ? (
            <Text
              label="Additional insureds"
              text={details.additionalInsureds
                .map((a) => (a.relationship ? `${a.name} (${a.relationship})` : a.name))
                .join("; ")}
            />
          ) : null}
          {details.coverageDescription ? (
            <Text label="Coverage description" text={details.coverageDescription} />
          ) : null}
          {details.exclusionDescription ? <Text label="Exclusions" text={details.exclusionDescription} /> : null}
        </dl>
      ) : null}
    </section>
  );
}

function LimitTable({ title, rows }: { title: string; rows: Array<{ label: string; amount: string }> }) {
  return (
    <div>
      <h3 className="mb-2 text-xs font-medium tracking-wide text-neutral-500 uppercase">{title}</h3>
      <dl className="divide-y divide-neutral-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-neutral-600">{row.label}</dt>
            <dd className="text-right font-medium text-neutral-900 tabular-nums">{formatMoneyExact(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Text({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-neutral-500">{label}</dt>
      <dd className="mt-1 whitespace-pre-line text-neutral-900">{text}</dd>
    </div>
  );
}
