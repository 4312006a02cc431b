import { POLICY_LIMIT_FIELDS, type PolicyDetails, type PolicyLimitGroup } from "#domain/policy/vocabulary.ts";
import { builder } from "../../graphql/builder.ts";

/**
 * Policy details (docs/product/policies.md): limits by line, insureds, descriptions, per-location
 * limits. Amounts are Money.
 */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type Limits = Record<string, string | null | undefined>;

function limitGroupRef(group: PolicyLimitGroup) {
  const name = `${pascal(group)}Limits`;
  return builder.objectRef<Limits>(name).implement({
    fields: (t) =>
      Object.fromEntries(
        Object.entries(POLICY_LIMIT_FIELDS[group]).map(([key, label]) => [
          key,
          t.field({ type: "Money", nullable: true, description: label, resolve: (limits) => limits[key] ?? null }),
        ]),
      ),
  });
}

function limitGroupInput(group: PolicyLimitGroup) {
  return builder.inputType(`${pascal(group)}LimitsInput`, {
    fields: (t) =>
      Object.fromEntries(Object.keys(POLICY_LIMIT_FIELDS[group]).map((key) => [key, t.field({ type: "Money" })])),
  });
}

const groups = Object.keys(POLICY_LIMIT_FIELDS) as PolicyLimitGroup[];
const groupRefs = Object.fromEntries(groups.map((group) => [group, limitGroupRef(group)])) as Record<
  PolicyLimitGroup,
  ReturnType<typeof limitGroupRef>
>;
const groupInputs = Object.fromEntries(groups.map((group) => [group, limitGroupInput(group)])) as Record<
  PolicyLimitGroup,
  ReturnType<typeof limitGroupInput>
>;

const PolicyLimitsRef = builder.objectRef<NonNullable<PolicyDetails["limits"]>>("PolicyLimits").implement({
  fields: (t) =>
    Object.fromEntries(
      groups.map((group) => [
        group,
        t.field({
          type: groupRefs[group],
          nullable: true,
          resolve: (limits) => (limits as Record<string, Limits | undefined>)[group] ?? null,
        }),
      ]),
    ),
});

const InsuredRef = builder.objectRef<NonNullable<PolicyDetails["insured"]>>("PolicyInsured").implement({
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    address: t.exposeString("address", { nullable: true }),
  }),
});
type AdditionalInsured = NonNullable<PolicyDetails["additionalInsureds"]>[number];
const AdditionalInsuredRef = builder.objectRef<AdditionalInsured>("AdditionalInsured").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    address: t.exposeString("address", { nullable: true }),
    relationship: t.exposeString("relationship", { nullable: true }),
  }),
});
const ExtraLimitRef = builder.objectRef<{ name: string; amount: string }>("ExtraLimit").implement({
  fields: (t) => ({ name: t.exposeString("name"), amount: t.field({ type: "Money", resolve: (l) => l.amount }) }),
});
const LocationLimitRef = builder.objectRef<{ location: string; limit: string }>("LocationLimit").implement({
  fields: (t) => ({ location: t.exposeString("location"), limit: t.field({ type: "Money", resolve: (l) => l.limit }) }),
});

type Facts = NonNullable<PolicyDetails["facts"]>;
const FACT_CHOICES = [
  "coverageForm",
  "aggregateAppliesPer",
  "umbrellaForm",
  "retentionKind",
  "workersCompensationLimits",
] as const;
const FACT_FLAGS = [
  "officersExcluded",
  "additionalInsuredEndorsement",
  "waiverOfSubrogationEndorsement",
  "primaryNonContributoryEndorsement",
] as const;
/** Recorded facts of the policy form (docs/product/certificates.md); null = unknown. */
const PolicyFactsRef = builder.objectRef<Facts>("PolicyFacts").implement({
  fields: (t) => ({
    ...Object.fromEntries(
      FACT_CHOICES.map((key) => [key, t.string({ nullable: true, resolve: (f) => (f[key] as string | null) ?? null })]),
    ),
    ...Object.fromEntries(
      FACT_FLAGS.map((key) => [key, t.boolean({ nullable: true, resolve: (f) => f[key] ?? null })]),
    ),
    coveredAutos: t.stringList({ nullable: true, resolve: (f) => f.coveredAutos ?? null }),
  }),
});
const PolicyFactsInputRef = builder.inputType("PolicyFactsInput", {
  fields: (t) => ({
    ...Object.fromEntries(FACT_CHOICES.map((key) => [key, t.string()])),
    ...Object.fromEntries(FACT_FLAGS.map((key) => [key, t.boolean()])),
    coveredAutos: t.stringList(),
  }),
});

export const PolicyDetailsRef = builder.objectRef<PolicyDetails>("PolicyDetails").implement({
  fields: (t) => ({
    summary: t.exposeString("summary", { nullable: true }),
    insured: t.field({ type: InsuredRef, nullable: true, resolve: (d) => d.insured ?? null }),
    carrierAddress: t.exposeString("carrierAddress", { nullable: true }),
    additionalInsureds: t.field({ type: [AdditionalInsuredRef], resolve: (d) => d.additionalInsureds ?? [] }),
    coverageDescription: t.exposeString("coverageDescription", { nullable: true }),
    exclusionDescription: t.exposeString("exclusionDescription", { nullable: true }),
    deductible: t.field({ type: "Money", nullable: true, resolve: (d) => d.deductible ?? null }),
    extraLimits: t.field({ type: [ExtraLimitRef], resolve: (d) => d.extraLimits ?? [] }),
    limits: t.field({ type: PolicyLimitsRef, resolve: (d) => d.limits ?? {} }),
    locationLimits: t.field({ type: [LocationLimitRef], resolve: (d) => d.locationLimits ?? [] }),
    facts: t.field({ type: PolicyFactsRef, nullable: true, resolve: (d) => d.facts ?? null }),
  }),
});

const InsuredInputRef = builder.inputType("PolicyInsuredInput", {
  fields: (t) => ({ name: t.string(), address: t.string() }),
});
const AdditionalInsuredInputRef = builder.inputType("AdditionalInsuredInput", {
  fields: (t) => ({ name: t.string({ required: true }), address: t.string(), relationship: t.string() }),
});
const ExtraLimitInputRef = builder.inputType("ExtraLimitInput", {
  fields: (t) => ({ name: t.string({ required: true }), amount: t.field({ type: "Money", required: true }) }),
});
const LocationLimitInputRef = builder.inputType("LocationLimitInput", {
  fields: (t) => ({ location: t.string({ required: true }), limit: t.field({ type: "Money", required: true }) }),
});
const PolicyLimitsInputRef = builder.inputType("PolicyLimitsInput", {
  fields: (t) => Object.fromEntries(groups.map((group) => [group, t.field({ type: groupInputs[group] })])),
});

export const PolicyDetailsInputRef = builder.inputType("PolicyDetailsInput", {
  fields: (t) => ({
    summary: t.string(),
    insured: t.field({ type: InsuredInputRef }),
    carrierAddress: t.string(),
    additionalInsureds: t.field({ type: [AdditionalInsuredInputRef] }),
    coverageDescription: t.string(),
    exclusionDescription: t.string(),
    deductible: t.field({ type: "Money" }),
    extraLimits: t.field({ type: [ExtraLimitInputRef] }),
    limits: t.field({ type: PolicyLimitsInputRef }),
    locationLimits: t.field({ type: [LocationLimitInputRef] }),
    facts: t.field({ type: PolicyFactsInputRef }),
  }),
});
