import { and, eq, isNull } from "drizzle-orm";
import { businessPolicyInput } from "#domain/policy/inputs.ts";
import { addDays, startOfUtcDay, stateByDates } from "#domain/policy/lifecycle.ts";
import { policyTotal, resolveCommission } from "#domain/policy/pricing.ts";
import {
  POLICY_TYPES,
  type PolicyDetails,
  type PolicyFacts,
  type PolicyState,
  type PolicyType,
} from "#domain/policy/vocabulary.ts";
import { parseInput } from "#server/lib/errors.ts";
import { centsToMoney } from "#domain/money.ts";
import { inTransaction, noClient, type AgencyCtx, type Ctx } from "#server/lib/context.ts";
import { ensureCarrierCatalog } from "#server/modules/carriers/carriers.service.ts";
import { carriers } from "#server/modules/carriers/carriers.table.ts";
import { applyPolicyDateMoves } from "#server/modules/policies/policy-date-moves.service.ts";
import { cancelBusinessPolicy, renewBusinessPolicy } from "#server/modules/policies/policy-lifecycle.service.ts";
import type { BusinessPolicy } from "#server/modules/policies/policies.service.ts";
import { businessPolicies } from "#server/modules/policies/policies.table.ts";
import { insertBusinessPolicy } from "#server/modules/policies/policy-writes.service.ts";
import { policySearchText, refreshPolicySearchText } from "#server/modules/policies/policy-search.ts";

/** Policies for tests, the demo agency and the benchmark seed. */

let sequence = 0;

export interface PolicyOverrides extends Record<string, unknown> {
  type?: PolicyType;
  pricing?: Record<string, unknown>;
}

/** A policy created through the service (new-policy defaults; premium $1,200 unless given). */
export async function buildPolicy(
  ctx: AgencyCtx,
  accountId: string,
  overrides: PolicyOverrides = {},
): Promise<BusinessPolicy> {
  const n = ++sequence;
  const value = parseInput(businessPolicyInput, {
    type: "GENERAL_LIABILITY",
    policyNumber: `POL-${String(n).padStart(5, "0")}`,
    ...overrides,
    pricing: { premium: "1200.00", ...overrides.pricing },
  });
  return inTransaction(ctx, (tx) => insertBusinessPolicy(tx, accountId, value));
}

const SEARCHED_COLUMNS = ["accountId", "policyNumber", "quoteNumber", "carrierId", "brokerId"] as const;

/** Sets columns straight in the table (states and dates a test needs, bypassing the rules). */
export async function setPolicyColumns(ctx: Ctx, id: string, set: Partial<typeof businessPolicies.$inferInsert>) {
  const [row] = await ctx.db.update(businessPolicies).set(set).where(eq(businessPolicies.id, id)).returning();
  // a changed policy number, carrier, … changes what the list search finds
  if (!SEARCHED_COLUMNS.some((column) => column in set)) return row!;
  await refreshPolicySearchText(ctx, { policyId: id });
  const [refreshed] = await ctx.db.select().from(businessPolicies).where(eq(businessPolicies.id, id));
  return refreshed!;
}

// ---- Demo data ------------------------------------------------------------------------------------

const CARRIER_BY_LINE: Partial<Record<PolicyType, string[]>> = {
  GENERAL_LIABILITY: [
    "Hartford Fire Insurance Company",
    "The Travelers Indemnity Company",
    "Liberty Mutual Insurance Company",
  ],
  BUSINESS_OWNERS: [
    "Sentinel Insurance Company, Ltd.",
    "The Cincinnati Insurance Company",
    "Auto-Owners Insurance Company",
  ],
  COMMERCIAL_AUTO: [
    "Progressive Casualty Insurance Company",
    "National Indemnity Company",
    "Travelers Property Casualty Company of America",
  ],
  WORKERS_COMPENSATION: [
    "Twin City Fire Insurance Company",
    "Employers Insurance Company of Wausau",
    "Amerisure Insurance Company",
  ],
  UMBRELLA: ["Federal Insurance Company", "Great American Insurance Company"],
  EXCESS: ["Lexington Insurance Company", "Westchester Fire Insurance Company"],
  CYBER: ["Hiscox Insurance Company Inc.", "Berkshire Hathaway Specialty Insurance Company"],
  PROPERTY: ["Zurich American Insurance Company", "The Hanover Insurance Company"],
  PROFESSIONAL_LIABILITY: ["Continental Casualty Company", "Evanston Insurance Company"],
  ERRORS_AND_OMISSION: ["Continental Casualty Company", "Markel American Insurance Company"],
  DIRECTORS_AND_OFFICERS: ["National Union Fire Insurance Company of Pittsburgh, Pa.", "Federal Insurance Company"],
};
const BROKERS = ["AmWINS Group", "CRC Group", "RT Specialty", "Burns & Wilcox"];
const PREFIX: Partial<Record<PolicyType, string>> = {
  GENERAL_LIABILITY: "GL",
  BUSINESS_OWNERS: "BOP",
  COMMERCIAL_AUTO: "CA",
  WORKERS_COMPENSATION: "WC",
  UMBRELLA: "UMB",
  EXCESS: "XS",
  CYBER: "CY",
  PROPERTY: "PR",
};

/** Limits fitting the line of business (decimal dollar strings, keys of POLICY_LIMIT_FIELDS). */
export function demoDetails(type: PolicyType, index: number, insuredName: string): PolicyDetails {
  const gl = {
    eachOccurrence: "1000000",
    damageToRentedPremises: "100000",
    medicalExpense: "5000",
    personalAndAdvertisingInjury: "1000000",
    generalAggregate: "2000000",
    productsCompletedOperationsAggregate: "2000000",
  };
  const limits: PolicyDetails["limits"] = {};
  if (type === "GENERAL_LIABILITY" || type === "BUSINESS_OWNERS" || type === "PACKAGE") limits.generalLiability = gl;
  if (type === "BUSINESS_OWNERS" || type === "PROPERTY" || type === "PACKAGE")
    limits.property = {
      building: String(500000 + index * 25000),
      businessPersonalProperty: "250000",
      businessIncome: "100000",
    };
  if (type === "COMMERCIAL_AUTO") limits.auto = { combinedSingleLimit: "1000000" };
  if (type === "UMBRELLA" || type === "EXCESS")
    limits.umbrellaExcess = {
      eachOccurrence: String((1 + (index % 5)) * 1000000),
      aggregate: String((1 + (index % 5)) * 1000000),
      retention: "10000",
    };
  if (type === "WORKERS_COMPENSATION")
    limits.workersCompensation = {
      eachAccident: "1000000",
      diseaseEachEmployee: "1000000",
      diseasePolicyLimit: "1000000",
    };
  if (type === "CYBER") limits.cyber = { eachClaim: "1000000", aggregate: "1000000" };
  return {
    insured: { name: insuredName },
    limits,
    deductible: type === "PROPERTY" || type === "BUSINESS_OWNERS" ? "2500" : null,
    coverageDescription: null,
    additionalInsureds: index % 7 === 0 ? [{ name: "Harbor Realty Trust", relationship: "Landlord" }] : [],
    facts: demoFacts(type, index),
  };
}

/**
 * Recorded certificate facts for the demo (docs/product/certificates.md): most policies have
 * them; every fifth has none recorded (its certificate boxes stay empty), and some only a few.
 */
export function demoFacts(type: PolicyType, index: number): PolicyFacts | null {
  if (index % 5 === 4) return null;
  const endorsements = {
    additionalInsuredEndorsement: index % 3 !== 2 ? true : null,
    waiverOfSubrogationEndorsement: index % 2 === 0 ? true : null,
    primaryNonContributoryEndorsement: index % 4 === 0 ? true : null,
  };
  if (type === "GENERAL_LIABILITY" || type === "BUSINESS_OWNERS" || type === "PACKAGE")
    return {
      coverageForm: index % 6 === 1 ? "CLAIMS_MADE" : "OCCURRENCE",
      aggregateAppliesPer: index % 3 === 0 ? "PROJECT" : index % 3 === 1 ? "POLICY" : null,
      ...endorsements,
    };
  if (type === "COMMERCIAL_AUTO")
    return { coveredAutos: index % 2 === 0 ? ["ANY"] : ["SCHEDULED", "HIRED", "NON_OWNED"], ...endorsements };
  if (type === "UMBRELLA" || type === "EXCESS")
    return { umbrellaForm: type, coverageForm: "OCCURRENCE", retentionKind: "RETENTION", ...endorsements };
  if (type === "WORKERS_COMPENSATION")
    return {
      workersCompensationLimits: "PER_STATUTE",
      officersExcluded: index % 3 === 0 ? true : index % 3 === 1 ? false : null,
      waiverOfSubrogationEndorsement: endorsements.waiverOfSubrogationEndorsement,
    };
  return { additionalInsuredEndorsement: endorsements.additionalInsuredEndorsement };
}

function actingAs(ctx: Ctx, agencyId: string, userId: string): AgencyCtx {
  return {
    ...ctx,
    actor: { type: "AGENCY_USER", agencyId, agencyUserId: userId, sessionId: null },
    client: ctx.client ?? noClient,
  };
}

const DEMO_LINES: PolicyType[] = [
  "GENERAL_LIABILITY",
  "WORKERS_COMPENSATION",
  "COMMERCIAL_AUTO",
  "BUSINESS_OWNERS",
  "UMBRELLA",
  "CYBER",
  "PROPERTY",
];

/**
 * ~80 policies on the demo agency's business accounts: every line of business at least once,
 * states by their dates (in force, binding, expired), a few PENDING quotes, canceled ones, one
 * with a cancellation pending, and a renewed chain (expired → in force → binding).
 */
export async function seedDemoPolicies(
  ctx: Ctx,
  {
    agency,
    accounts,
    users,
  }: {
    agency: { id: string };
    accounts: Array<{ id: string; name: string; type: string }>;
    users: Array<{ id: string }>;
  },
) {
  await ensureCarrierCatalog(ctx);
  const shared = await ctx.db.select().from(carriers).where(isNull(carriers.agencyId));
  const carrierId = (name: string) => shared.find((c) => c.name === name)?.id ?? null;
  const business = accounts.filter((a) => a.type === "BUSINESS");
  const today = startOfUtcDay(ctx.now());
  const created: BusinessPolicy[] = [];
  let index = 0;
  const add = async (account: { id: string; name: string }, type: PolicyType, startOffsetDays: number) => {
    const i = index++;
    const actor = actingAs(ctx, agency.id, users[i % Math.min(users.length, 4)]!.id);
    const names = CARRIER_BY_LINE[type] ?? [
      "The Hanover Insurance Company",
      "Philadelphia Indemnity Insurance Company",
    ];
    const premium = centsToMoney(BigInt(85_000 + ((i * 7_919) % 40) * 12_500));
    const inforceAt = addDays(today, startOffsetDays);
    const policy = await buildPolicy(actor, account.id, {
      type,
      market: i % 6 === 5 ? "EXCESS_AND_SURPLUS" : "ADMITTED",
      policyNumber: `${PREFIX[type] ?? "BP"}-${String(410000 + i * 37)}`,
      quoteNumber: `Q-${26000 + i}`,
      issuedAt: addDays(inforceAt, -7),
      inforceAt,
      expiresAt: addDays(inforceAt, 365),
      carrierId: carrierId(names[i % names.length]!),
      brokerId: i % 6 === 5 ? carrierId(BROKERS[i % BROKERS.length]!) : null,
      paymentIntervalType: (["ANNUAL", "MONTHLY", "QUARTERLY"] as const)[i % 3],
      pricing: {
        premium,
        taxes: centsToMoney(BigInt(Math.round(Number(BigInt(premium.replace(".", ""))) * 0.03))),
        policyFees: i % 2 ? "150.00" : "0.00",
        agencyFees: i % 5 === 0 ? "75.00" : "0.00",
        billingType: i % 4 === 0 ? "AGENCY" : "DIRECT",
        commissionRate: ["0.1", "0.125", "0.15"][i % 3],
      },
      details: demoDetails(type, i, account.name),
    });
    created.push(policy);
    return { policy, actor };
  };
  // Every business gets a general liability policy plus one or two more lines.
  for (const [n, account] of business.entries()) {
    await add(account, "GENERAL_LIABILITY", -((n * 23) % 300) - 5);
    await add(account, DEMO_LINES[(n + 1) % DEMO_LINES.length]!, n % 5 === 0 ? 20 + n : -((n * 41) % 330) - 10);
    if (n % 2 === 0)
      await add(account, DEMO_LINES[(n + 3) % DEMO_LINES.length]!, n % 8 === 0 ? -400 - n : -((n * 17) % 200) - 3);
  }
  // The other lines of business, once each.
  const rest = POLICY_TYPES.filter((type) => !DEMO_LINES.includes(type));
  for (const [n, type] of rest.entries()) await add(business[(n * 3) % business.length]!, type, -((n * 29) % 250) - 15);
  await applyPolicyDateMoves(ctx, ctx.now());

  // A few quotes not yet bound (PENDING), and canceled ones.
  for (const policy of created.slice(3, 6)) await setPolicyColumns(ctx, policy.id, { state: "PENDING" });
  const first = actingAs(ctx, agency.id, users[0]!.id);
  const live = (
    await ctx.db
      .select()
      .from(businessPolicies)
      .where(and(eq(businessPolicies.agencyId, agency.id), eq(businessPolicies.state, "INFORCE")))
  ).sort((a, b) => (a.policyNumber ?? "").localeCompare(b.policyNumber ?? ""));
  for (const policy of live.slice(0, 3)) {
    await cancelBusinessPolicy(first, policy.id, {
      effectiveAt: addDays(today, -10),
      canceledBy: "INSURED",
      reason: "INSURED_FOUND_BETTER_PRICE",
    });
  }
  // One cancellation still ahead: 'Cancellation Pending'.
  const pending = live[3]!;
  await cancelBusinessPolicy(first, pending.id, {
    effectiveAt: addDays(today, 21),
    reasonDescription: "Second notice of nonpayment sent by the carrier.",
  });

  // A renewed chain on the first business: expired last year → in force → renewal binding.
  const chainAccount = business[0]!;
  const { policy: oldest } = await add(chainAccount, "COMMERCIAL_AUTO", -700);
  await setPolicyColumns(ctx, oldest.id, { state: "EXPIRED", expiresAt: addDays(today, -335) });
  const middle = await renewBusinessPolicy(first, oldest.id, {
    inforceAt: addDays(today, -335),
    expiresAt: addDays(today, 30),
    issuedAt: addDays(today, -340),
  });
  await setPolicyColumns(ctx, middle.id, { state: "INFORCE", policyNumber: `CA-${String(510000 + index)}` });
  const newest = await renewBusinessPolicy(first, middle.id, {
    inforceAt: addDays(today, 30),
    expiresAt: addDays(today, 395),
    issuedAt: today,
    policyNumber: `CA-${String(520000 + index)}`,
  });
  created.push(middle, newest);
  return { policies: created, pendingCancellation: pending, renewedChain: [oldest, middle, newest] };
}

// ---- Benchmark seed ----------------------------------------------------------------------------

/**
 * `count` policies bulk-inserted over `accountIds` in chunks, bypassing the service (the
 * benchmark's large seed); lines, carriers, dates and states vary deterministically.
 */
export async function buildLargePolicies(
  ctx: Ctx,
  agencyId: string,
  accountIds: string[],
  count = 30_000,
): Promise<number> {
  await ensureCarrierCatalog(ctx);
  const carrierIds = (
    await ctx.db
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(isNull(carriers.agencyId), eq(carriers.isCarrier, true)))
  ).map((c) => c.id);
  const today = startOfUtcDay(ctx.now());
  const now = ctx.now();
  const CHUNK = 1000;
  for (let start = 0; start < count; start += CHUNK) {
    const rows: Array<typeof businessPolicies.$inferInsert> = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const type = POLICY_TYPES[i % POLICY_TYPES.length]!;
      const inforceAt = addDays(today, -((i * 53) % 760) + 30);
      const expiresAt = addDays(inforceAt, 365);
      const premium = centsToMoney(BigInt(50_000 + ((i * 7_919) % 500) * 2_500));
      const amounts = {
        premium,
        taxes: "0.00",
        agencyFees: "0.00",
        brokerFees: "0.00",
        policyFees: i % 2 ? "100.00" : "0.00",
        otherFees: "0.00",
      };
      const state: PolicyState = i % 50 === 0 ? "PENDING" : stateByDates({ inforceAt, expiresAt }, now);
      rows.push({
        agencyId,
        accountId: accountIds[i % accountIds.length]!,
        type,
        state,
        market: i % 5 === 0 ? "EXCESS_AND_SURPLUS" : "ADMITTED",
        policyNumber: `${PREFIX[type] ?? "BP"}-${String(1_000_000 + i)}`,
        quoteNumber: `Q-${String(500_000 + i)}`,
        issuedAt: addDays(inforceAt, -5),
        inforceAt,
        expiresAt,
        carrierId: carrierIds[i % carrierIds.length] ?? null,
        paymentIntervalType: "ANNUAL",
        billingType: "DIRECT",
        intervalType: "ANNUAL",
        ...amounts,
        total: policyTotal(amounts),
        ...resolveCommission(premium, "0.1", null),
        details: {},
        createdAt: new Date(now.getTime() - (count - i) * 60_000),
      });
    }
    await ctx.db.insert(businessPolicies).values(rows.map((row) => ({ ...row, searchText: policySearchText(row) })));
  }
  return count;
}
