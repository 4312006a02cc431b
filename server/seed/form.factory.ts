import type { PolicyDetails } from "#domain/policy/vocabulary.ts";
import type { AgencyCtx } from "#server/lib/context.ts";
import { indexFile } from "#server/modules/documents/documents.service.ts";
import { buildDocumentPdf } from "#server/modules/forms/form-fixtures.ts";
import { businessPolicies } from "#server/modules/policies/policies.table.ts";
import { policySearchText } from "#server/modules/policies/policy-search.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAccount } from "./account.factory.ts";
import { buildCarrier, fileOf } from "./document.factory.ts";

/**
 * A generated client for the form skills' tests and evaluation (eval/forms.ts): an account with
 * a contact, the business policies asked for (each with carrier, number, dates, premium and
 * limits), and a workspace linked to it holding a read "application notes" document with the
 * FEIN, NAICS, operations and employees when asked. A seeded pseudo-random generator varies
 * names and amounts, so a held-out seed gives unseen data.
 */

export interface FormScenarioOptions {
  seed: number;
  /** The FEIN printed in the workspace's document (none: the FEIN cannot be filled). */
  fein?: boolean;
  generalLiability?: 0 | 1 | 2;
  property?: boolean;
  workersCompensation?: boolean;
  umbrella?: boolean;
  /** The document prints another business phone than the account's (the record wins). */
  conflictingPhone?: boolean;
  /** No document at all in the workspace. */
  noDocument?: boolean;
  template?: string;
}

export interface ScenarioPolicy {
  id: string;
  type: string;
  carrier: string;
  naicCode: string;
  policyNumber: string;
  inforceAt: Date;
  expiresAt: Date;
  premium: string;
  details: PolicyDetails;
}

export interface FormScenario {
  workspaceId: string;
  accountId: string;
  fileId: string | null;
  fileName: string | null;
  account: {
    name: string;
    phone: string;
    website: string;
    line1: string;
    city: string;
    zone: string;
    postalCode: string;
  };
  contact: { name: string; phone: string; email: string };
  document: { fein: string | null; naics: string; operations: string; employees: string; phone: string | null };
  policies: ScenarioPolicy[];
}

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NAMES = [
  "Harbor Bakery",
  "Summit Roofing",
  "Bayside Dental",
  "Keystone Logistics",
  "Maple Street Cafe",
  "Pine Ridge Landscaping",
  "Granite State Plumbing",
  "Lighthouse Marine Supply",
];
const SUFFIXES = ["LLC", "Inc.", "Co.", "Corp."];
const STREETS = ["Fore Street", "Commercial Street", "Exchange Street", "Wharf Street", "Congress Street"];
const CARRIERS = [
  ["Acadia Insurance", "31325"],
  ["Travelers Casualty", "25674"],
  ["The Hartford", "29424"],
  ["Hanover Insurance", "22292"],
  ["Liberty Mutual", "23043"],
] as const;
const OPERATIONS = [
  "Retail bakery and cafe",
  "Commercial roofing contractor",
  "General dentistry practice",
  "Freight brokerage and warehousing",
  "Full-service restaurant",
];

export async function buildFormScenario(ctx: AgencyCtx, options: FormScenarioOptions): Promise<FormScenario> {
  const rand = random(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join("");
  const name = `${pick(NAMES)} ${options.seed} ${pick(SUFFIXES)}`;
  const account = {
    name,
    phone: `(207) 555-${digits(4)}`,
    website: `www.${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.test`,
    line1: `${10 + Math.floor(rand() * 400)} ${pick(STREETS)}`,
    city: "Portland",
    zone: "ME",
    postalCode: "04101",
  };
  const contact = {
    name: `Dana Reyes ${options.seed}`,
    phone: `(207) 555-${digits(4)}`,
    email: `dana${options.seed}@client.test`,
  };
  const created = await buildAccount(ctx, "BUSINESS", {
    account: {
      name,
      email: `office${options.seed}@client.test`,
      phone: account.phone,
      mailingAddress: {
        line1: account.line1,
        line2: null,
        city: account.city,
        zone: account.zone,
        postalCode: account.postalCode,
      },
    },
    business: { dba: null, website: account.website },
    contact,
  });
  // the account keeps the website as it stores it (with its scheme)
  account.website = created.website ?? account.website;
  const agencyId = ctx.actor.agencyId;
  const policies: ScenarioPolicy[] = [];
  const year = ctx.now().getUTCFullYear();
  const addPolicy = async (type: string, startOffsetDays: number, details: PolicyDetails) => {
    const [carrierName, naicCode] = pick(CARRIERS);
    const carrier = await buildCarrier(ctx, agencyId, { name: `${carrierName} ${agencyId.slice(0, 4)}`, naicCode });
    const inforceAt = new Date(Date.UTC(year, 0, 1) + startOffsetDays * 86_400_000);
    inforceAt.setUTCHours(0, 0, 0, 0);
    const start = new Date(Math.min(inforceAt.getTime(), ctx.now().getTime() - 86_400_000));
    start.setUTCHours(0, 0, 0, 0);
    const expiresAt = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()));
    const policyNumber = `${type.slice(0, 2)}-${digits(6)}`;
    const premium = `${1000 + Math.floor(rand() * 20000)}.00`;
    const [row] = await ctx.db
      .insert(businessPolicies)
      .values({
        agencyId,
        accountId: created.id,
        type,
        state: "INFORCE",
        carrierId: carrier.id,
        policyNumber,
        searchText: policySearchText({ accountId: created.id, policyNumber, carrierId: carrier.id }),
        issuedAt: start,
        inforceAt: start,
        expiresAt,
        details,
        premium,
        total: premium,
      })
      .returning();
    policies.push({
      id: row!.id,
      type,
      carrier: carrier.name,
      naicCode,
      policyNumber,
      inforceAt: start,
      expiresAt,
      premium,
      details,
    });
  };
  const million = () => String((1 + Math.floor(rand() * 2)) * 1_000_000);
  for (let i = 0; i < (options.generalLiability ?? 1); i++) {
    const occurrence = million();
    await addPolicy("GENERAL_LIABILITY", -200 - i * 100, {
      limits: {
        generalLiability: {
          eachOccurrence: occurrence,
          generalAggregate: String(Number(occurrence) * 2),
          productsCompletedOperationsAggregate: String(Number(occurrence) * 2),
          personalAndAdvertisingInjury: occurrence,
          damageToRentedPremises: "100000",
          medicalExpense: pick(["5000", "10000"]),
        },
      },
      facts: { coverageForm: "OCCURRENCE", aggregateAppliesPer: pick(["POLICY", "PROJECT", "LOCATION"] as const) },
    });
  }
  if (options.property)
    await addPolicy("PROPERTY", -150, {
      limits: {
        property: {
          building: `${200 + Math.floor(rand() * 800)}000`,
          businessPersonalProperty: `${50 + Math.floor(rand() * 200)}000`,
          businessIncome: "100000",
        },
      },
      deductible: pick(["1000", "2500", "5000"]),
    });
  if (options.workersCompensation)
    await addPolicy("WORKERS_COMPENSATION", -120, {
      limits: {
        workersCompensation: { eachAccident: "500000", diseaseEachEmployee: "500000", diseasePolicyLimit: "500000" },
      },
    });
  if (options.umbrella)
    await addPolicy("UMBRELLA", -100, {
      limits: { umbrellaExcess: { eachOccurrence: million(), aggregate: "2000000", retention: "10000" } },
    });

  const document = {
    fein: options.fein === false || options.noDocument ? null : `${digits(2)}-${digits(7)}`,
    naics: pick(["311811", "238160", "621210", "488510", "722511"]),
    operations: pick(OPERATIONS),
    employees: String(3 + Math.floor(rand() * 60)),
    phone: options.conflictingPhone ? `(207) 555-${digits(4)}` : null,
  };
  const fileName = options.noDocument ? null : `Application notes ${options.seed}.pdf`;
  const workspace = await createWorkspace(
    ctx,
    {
      message: `Fill ${options.template ?? "ACORD 125"} for ${name}`,
      accountId: created.id,
      preset: "GenerateTemplate",
      presetOptions: { template: options.template ?? "ACORD 125" },
    },
    fileName
      ? [
          fileOf(
            await buildDocumentPdf("Application notes", [
              `Applicant: ${name}`,
              ...(document.fein ? [`FEIN: ${document.fein}`] : []),
              `NAICS: ${document.naics}`,
              `Description of operations: ${document.operations}`,
              `Full-time employees: ${document.employees}`,
              ...(document.phone ? [`Business phone: ${document.phone}`] : []),
            ]),
            fileName,
          ),
        ]
      : [],
  );
  const file = (await loadWorkspaceDetail(ctx, workspace.id)).files[0] ?? null;
  if (file) await indexFile(ctx, file.id);
  return {
    workspaceId: workspace.id,
    accountId: created.id,
    fileId: file?.id ?? null,
    fileName,
    account,
    contact,
    document,
    policies,
  };
}
