// Contract and certificate review (docs/product/contract-and-certificate-review.md "Evaluation"):
// requirement recall and precision on contracts written for the project (scripts/contract-docs:
// four contract types, numbered / prose / exhibit-table layouts), and certificate review verdict
// accuracy on certificates made with our own certificate filling (form fields and drawn pages)
// against those contracts' requirements. A requirement counts only with its value right (limit,
// days, years, forms, rating). Held out: other wordings (2–3) and other seeds; its failures are
// never printed.
import {
  generateContract,
  type ContractLayout,
  type ContractType,
  type ExpectedRequirement,
  type GeneratedContract,
} from "../../scripts/contract-docs/contracts.ts";
import {
  certificatePdf,
  type CertificateLayout,
  type CertificateSpec,
} from "../../scripts/contract-docs/certificates.ts";
import { judgeAgainstCertificate, type Verdict } from "../../server/modules/contracts/certificate-compliance.ts";
import { readCertificateFields, type CertificateReading } from "../../server/modules/contracts/certificate-reading.ts";
import { withAdditionalRemarks } from "../../server/modules/contracts/certificate-remarks.ts";
import { readCertificateText } from "../../server/modules/contracts/certificate-text.ts";
import { extractRequirements, type ContractRequirement } from "../../server/modules/contracts/requirements.ts";
import { extractDocument } from "../../server/modules/documents/extract.ts";
import { readAcroForm } from "../../server/modules/forms/acroform.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";

const TYPES: ContractType[] = ["subcontract", "lease", "msa", "vendor"];
const LAYOUTS: ContractLayout[] = ["numbered", "prose", "exhibit"];
const SPLITS = { dev: { wordings: [0, 1], seed: 1 }, "held-out": { wordings: [2, 3], seed: 5001 } } as const;

function contractsOf(split: keyof typeof SPLITS): GeneratedContract[] {
  const { wordings, seed } = SPLITS[split];
  const out: GeneratedContract[] = [];
  let n = 0;
  for (const type of TYPES)
    for (const layout of LAYOUTS)
      for (const wording of wordings) out.push(generateContract({ type, layout, wording, seed: seed + n++ }));
  return out;
}

const sameValue = (found: ContractRequirement, expected: ExpectedRequirement) =>
  (expected.minimum === undefined || found.minimum === expected.minimum) &&
  (expected.days === undefined || found.days === expected.days) &&
  (expected.years === undefined || found.years === expected.years) &&
  (expected.rating === undefined || found.rating === expected.rating) &&
  (expected.forms === undefined || [...found.forms].sort().join() === [...expected.forms].sort().join());

function scoreRequirements(contracts: GeneratedContract[]) {
  let correct = 0;
  let found = 0;
  let expected = 0;
  const failures: string[] = [];
  for (const contract of contracts) {
    const pages = contract.pageTexts.map((text, i) => ({
      fileId: "c",
      fileName: contract.fileName,
      page: i + 1,
      text,
    }));
    const got = extractRequirements(pages);
    found += got.length;
    expected += contract.expected.length;
    for (const want of contract.expected) {
      const hit = got.find((r) => r.kind === want.kind);
      if (hit && sameValue(hit, want)) correct++;
      else
        failures.push(
          `${contract.fileName} ${want.kind}: expected ${JSON.stringify(want)}, got ${hit ? hit.value : "nothing"}`,
        );
    }
    for (const extra of got.filter((r) => !contract.expected.some((e) => e.kind === r.kind)))
      failures.push(
        `${contract.fileName} spurious ${extra.kind} ${extra.value}: “${extra.citation.quote.slice(0, 80)}”`,
      );
  }
  return { recall: correct / expected, precision: correct / Math.max(found, 1), expected, found, failures };
}

/** What the certificate should be judged, from the values it was made with (not from any reading). */
function truthVerdict(want: ExpectedRequirement, spec: CertificateSpec): Verdict {
  const limit = (shown: number | undefined, layered = false): Verdict => {
    if (shown === undefined) return "Not found";
    if (shown >= want.minimum!) return "Met";
    return layered && spec.umbrella && shown + spec.umbrella >= want.minimum! ? "Partly met" : "Not met";
  };
  switch (want.kind) {
    case "GL_OCCURRENCE":
      return limit(spec.gl.occ, true);
    case "GL_AGGREGATE":
      return limit(spec.gl.agg);
    case "PRODUCTS_COMPLETED":
      return limit(spec.gl.prod);
    case "AUTO_CSL":
      return limit(spec.auto, true);
    case "UMBRELLA":
      return limit(spec.umbrella);
    case "EL_ACCIDENT":
      return limit(spec.el?.[0], true);
    case "EL_DISEASE_EMPLOYEE":
      return limit(spec.el?.[1]);
    case "EL_DISEASE_POLICY":
      return limit(spec.el?.[2]);
    case "WC_STATUTORY":
      return spec.el ? "Met" : "Not found";
    case "ADDITIONAL_INSURED":
      return !spec.additionalInsured ? "Not met" : want.forms?.length ? "Partly met" : "Met";
    case "WAIVER_OF_SUBROGATION":
      return spec.waiver ? "Met" : "Not met";
    case "PRIMARY_NONCONTRIBUTORY":
      return spec.primaryNonContributory ? "Met" : "Not found";
    default:
      return "Not found";
  }
}

/** A certificate for a contract: most of what it asks, with a shortfall or two (seeded). */
function certificateFor(contract: GeneratedContract, index: number): CertificateSpec {
  const v = contract.values!;
  const short = (n: number | null | undefined, k: number) => (n ? (index % 3 === k ? n / 2 : n) : undefined);
  return {
    insured: "Ridgeway Electric Inc",
    holder: contract.parties.protectedName,
    effective: "2026-03-01",
    expiration: "2027-03-01",
    gl: { occ: short(v.occ, 0)!, agg: v.agg, prod: v.prod ?? undefined },
    auto: short(v.auto, 1),
    umbrella: index % 4 === 3 ? undefined : (v.umb ?? undefined),
    el: v.el ? [short(v.el[0], 2)!, v.el[1], v.el[2]] : undefined,
    additionalInsured: index % 5 !== 4,
    waiver: index % 2 === 0,
    primaryNonContributory: index % 3 !== 1,
    // every other certificate's description runs past its box onto an ACORD 101 schedule
    description: index % 2 === 1 ? LONG_DESCRIPTION(contract.parties.protectedName) : undefined,
  };
}

const LONG_DESCRIPTION = (holder: string) =>
  `Project: tenant improvements and electrical service upgrade for ${holder}, including new panel, ` +
  "feeders, branch circuits, lighting controls, fire alarm tie-ins and temporary power for other trades, at the " +
  "project site and staging yard named in the subcontract; work performed between 7:00 a.m. and 5:00 p.m. " +
  "weekdays with after-hours shutdowns scheduled with the owner's facility manager.";

/** The certificate read as the CERTIFICATE view reads it: fields or page text, then any ACORD 101 schedule. */
async function readCertificate(pdf: Uint8Array, layout: CertificateLayout): Promise<CertificateReading | null> {
  const extracted = await extractDocument({ bytes: pdf, mimeType: "application/pdf", fileName: "coi.pdf" });
  const pages = extracted.pages.map((p) => ({ fileId: "x", fileName: "coi.pdf", page: p.number, text: p.text }));
  const reading =
    layout === "form fields"
      ? readCertificateFields(await readAcroForm(pdf), { fileId: "x", fileName: "coi.pdf" })
      : readCertificateText(pages);
  return reading ? withAdditionalRemarks(reading, pages) : null;
}

async function scoreVerdicts(contracts: GeneratedContract[], layouts: CertificateLayout[]) {
  let right = 0;
  let total = 0;
  const failures: string[] = [];
  for (const [index, contract] of contracts.slice(0, 4).entries()) {
    const spec = certificateFor(contract, index);
    const layout = layouts[index % layouts.length]!;
    const reading = await readCertificate(await certificatePdf(spec, layout), layout);
    const pages = contract.pageTexts.map((text, i) => ({
      fileId: "c",
      fileName: contract.fileName,
      page: i + 1,
      text,
    }));
    for (const requirement of extractRequirements(pages)) {
      const want = contract.expected.find((e) => e.kind === requirement.kind);
      if (!want) continue;
      total++;
      const got = reading ? judgeAgainstCertificate(requirement, reading).status : "Not found";
      const expected = truthVerdict(want, spec);
      if (got === expected) right++;
      else failures.push(`${contract.fileName} (${layout}) ${requirement.kind}: expected ${expected}, got ${got}`);
    }
  }
  return { accuracy: right / Math.max(total, 1), total, failures };
}

export const contractsEvalSet: SkillEvalSet = {
  name: "contracts",
  async run(options) {
    const { failures } = options;
    const rows: SkillEvalRow[] = [];
    for (const split of options.splits ?? (["dev", "held-out"] as const)) {
      const contracts = contractsOf(split);
      const requirements = scoreRequirements(contracts);
      const verdicts = await scoreVerdicts(
        contracts.filter((_, i) => i % 5 === 0),
        split === "dev" ? ["form fields", "flattened"] : ["flattened", "form fields"],
      );
      const skill = "Contract & COI review";
      rows.push(
        {
          skill,
          metric: "requirement recall",
          split,
          value: requirements.recall,
          n: requirements.expected,
          target: 0.9,
        },
        {
          skill,
          metric: "requirement precision",
          split,
          value: requirements.precision,
          n: requirements.found,
          target: 0.8,
        },
        {
          skill,
          metric: "certificate verdict accuracy",
          split,
          value: verdicts.accuracy,
          n: verdicts.total,
          target: 0.9,
        },
      );
      if (failures === "dev" && split === "dev")
        for (const line of [...requirements.failures, ...verdicts.failures]) console.log(`  ${line}`);
    }
    return rows;
  },
};
