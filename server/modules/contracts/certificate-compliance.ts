// A certificate against requirements (docs/product/contract-and-certificate-review.md): each
// requirement Met / Not met / Partly met / Not found with the certificate's evidence, and the
// checks that need no requirement (expired or soon-expiring policies, an insurer without an
// NAIC number, the holder and the description). Pure: the CERTIFICATE view's reading in.
import type { Citation } from "../documents/reading/types.ts";
import { isoDate } from "../documents/reading/values.ts";
import { dollars } from "./amounts.ts";
import type { CertificateCoverage, CertificateLine, CertificateReading } from "./certificate-reading.ts";
import { statementsOf } from "./certificate-remarks.ts";
import type { RequirementKind } from "./requirement-kinds.ts";
import type { ContractRequirement } from "./requirements.ts";

export type Verdict = "Met" | "Not met" | "Partly met" | "Not found";

export interface Judgement {
  status: Verdict;
  evidence: string;
  citation: Citation | null;
}

const LIMITS: Partial<Record<RequirementKind, { line: CertificateLine | RegExp; key: string | null }>> = {
  GL_OCCURRENCE: { line: "gl", key: "occurrence" },
  GL_AGGREGATE: { line: "gl", key: "aggregate" },
  PRODUCTS_COMPLETED: { line: "gl", key: "products" },
  AUTO_CSL: { line: "auto", key: "csl" },
  UMBRELLA: { line: "umbrella", key: "occurrence" },
  EL_ACCIDENT: { line: "wc", key: "elAccident" },
  EL_DISEASE_EMPLOYEE: { line: "wc", key: "elDiseaseEmployee" },
  EL_DISEASE_POLICY: { line: "wc", key: "elDiseasePolicy" },
  PROFESSIONAL: { line: /professional|errors|E\s?&\s?O/i, key: null },
  POLLUTION: { line: /pollution|environmental/i, key: null },
  PROPERTY: { line: /property|builder/i, key: null },
  CYBER: { line: /cyber|network|privacy/i, key: null },
  CRIME: { line: /crime|fidelity|dishonesty|bond/i, key: null },
};

const DESCRIPTION_TERMS: Partial<Record<RequirementKind, RegExp>> = {
  PRIMARY_NONCONTRIBUTORY: /primary[^.]{0,40}non[\s-]?contributory/i,
  FOLLOW_FORM: /follow(?:s|ing)?[\s-]+(?:the\s+)?form/i,
  COMPLETED_OPERATIONS_DURATION: /completed\s+operations/i,
  INDEMNITY_INSURED: /contractual\s+liability|indemni/i,
  NOTICE_OF_CANCELLATION: /\d+\s*days?['’]?\s+(?:prior\s+)?(?:written\s+)?notice/i,
};

const rowsOf = (reading: CertificateReading, line: CertificateLine | RegExp) =>
  reading.coverages.filter((c) => (typeof line === "string" ? c.line === line : line.test(c.type)));

const notShown = (what: string): Judgement => ({
  status: "Not found",
  evidence: `The certificate does not show ${what}.`,
  citation: null,
});

function judgeLimit(requirement: ContractRequirement, reading: CertificateReading): Judgement {
  const spec = LIMITS[requirement.kind]!;
  const rows = rowsOf(reading, spec.line);
  const limit = rows.flatMap((r) => r.limits).find((l) => spec.key === null || l.key === spec.key);
  if (!limit) {
    if (rows.length && spec.key === null && requirement.minimum === null)
      return { status: "Met", evidence: `${rows[0]!.type} is shown`, citation: rows[0]!.citation };
    return notShown(rows.length ? `this limit on the ${rows[0]!.type} line` : "this coverage");
  }
  const need = requirement.minimum;
  const shown = `${limit.label} ${dollars(limit.amount)}`;
  if (need === null || limit.amount >= need) return { status: "Met", evidence: shown, citation: limit.citation };
  const umbrella = rowsOf(reading, "umbrella")
    .flatMap((r) => r.limits)
    .find((l) => l.key === "occurrence");
  const layered = ["GL_OCCURRENCE", "AUTO_CSL", "EL_ACCIDENT"].includes(requirement.kind) && umbrella;
  if (layered && limit.amount + umbrella.amount >= need)
    return {
      status: "Partly met",
      evidence: `${shown}; met only with the umbrella's ${dollars(umbrella.amount)}`,
      citation: limit.citation,
    };
  return { status: "Not met", evidence: `${shown}, below ${dollars(need)}`, citation: limit.citation };
}

function fromDescription(reading: CertificateReading, pattern: RegExp): Judgement | null {
  const stated = statementsOf(reading).find((s) => pattern.test(s.value));
  if (!stated) return null;
  const where = stated === reading.description ? "the description of operations" : "the ACORD 101 remarks";
  return { status: "Met", evidence: `Stated in ${where}`, citation: stated.citation };
}

/** The certificate's words, description and schedule together. */
const wordsOf = (reading: CertificateReading) =>
  statementsOf(reading)
    .map((s) => s.value)
    .join(" ");

function flagged(
  reading: CertificateReading,
  flag: "additionalInsured" | "subrogationWaived",
): CertificateCoverage | null {
  return reading.coverages.find((c) => c[flag] === true) ?? null;
}

/** One requirement against the certificate. */
export function judgeAgainstCertificate(requirement: ContractRequirement, reading: CertificateReading): Judgement {
  if (LIMITS[requirement.kind]) return judgeLimit(requirement, reading);
  switch (requirement.kind) {
    case "WC_STATUTORY": {
      const wc = rowsOf(reading, "wc")[0];
      if (!wc) return notShown("workers compensation");
      return wc.statutory
        ? { status: "Met", evidence: `${wc.type}: per statute`, citation: wc.citation }
        : { status: "Not found", evidence: `${wc.type} is shown without the statutory box`, citation: wc.citation };
    }
    case "ADDITIONAL_INSURED":
    case "WAIVER_OF_SUBROGATION": {
      const ai = requirement.kind === "ADDITIONAL_INSURED";
      const row = flagged(reading, ai ? "additionalInsured" : "subrogationWaived");
      const said = fromDescription(
        reading,
        ai ? /additional(?:ly)?\s+insured/i : /waiver\s+of\s+subrogation|subrogation\s+(?:is\s+)?waived/i,
      );
      const hit: Judgement | null = row
        ? { status: "Met", evidence: `${ai ? "ADDL INSD" : "SUBR WVD"} Y on ${row.type}`, citation: row.citation }
        : said;
      if (!hit)
        return {
          status: "Not met",
          evidence: `No coverage is marked ${ai ? "ADDL INSD" : "SUBR WVD"} and the description does not say it`,
          citation: null,
        };
      const missing = requirement.forms.filter(
        (f) => !wordsOf(reading).replace(/\s/g, "").includes(f.replace(/\s/g, "")),
      );
      if (ai && missing.length)
        return {
          ...hit,
          status: "Partly met",
          evidence: `${hit.evidence}; forms ${missing.join(", ")} not named on the certificate`,
        };
      return hit;
    }
    case "INSURER_RATING":
      return notShown("insurers' ratings (a certificate never does: check A.M. Best)");
    case "CERTIFICATE_DELIVERY":
      // the certificate under review is what the contract asks to be delivered; when it came is not on it
      return {
        status: "Met",
        evidence: `This certificate is the evidence the contract asks for${
          requirement.days ? `; whether it came within ${requirement.days} days is not shown on it` : ""
        }`,
        citation: null,
      };
    default: {
      const pattern = DESCRIPTION_TERMS[requirement.kind];
      const hit = pattern ? fromDescription(reading, pattern) : null;
      if (hit && requirement.kind === "NOTICE_OF_CANCELLATION" && requirement.days) {
        const days = Number(/(\d+)\s*days?/i.exec(hit.citation?.quote ?? "")?.[1] ?? 0);
        if (days < requirement.days)
          return { ...hit, status: "Not met", evidence: `${days} days stated, ${requirement.days} required` };
      }
      return hit ?? notShown(requirement.label.toLowerCase());
    }
  }
}

export interface CertificateCheck {
  check: string;
  status: "Red" | "Amber" | "Green";
  finding: string;
  citation: Citation | null;
}

const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(llc|inc|co|corp|company|corporation|ltd|lp|llp|pc|the)\b/g, "")
    .replace(/[^a-z0-9]/g, "");

/** The checks a certificate needs no requirement for; `holders` are the names the holder should be. */
export function certificateChecks(reading: CertificateReading, today: string, holders: string[]): CertificateCheck[] {
  const out: CertificateCheck[] = [];
  const soon = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const row of reading.coverages) {
    const expires = row.expiration ? isoDate(row.expiration) : null;
    const what = `${row.type}${row.policyNumber ? ` ${row.policyNumber}` : ""}`;
    if (!expires)
      out.push({
        check: `${what} dates`,
        status: "Amber",
        finding: "No expiration date shown",
        citation: row.citation,
      });
    else if (expires < today)
      out.push({ check: `${what} dates`, status: "Red", finding: `Expired ${row.expiration}`, citation: row.citation });
    else if (expires <= soon)
      out.push({
        check: `${what} dates`,
        status: "Amber",
        finding: `Expires ${row.expiration}, within 30 days`,
        citation: row.citation,
      });
    else
      out.push({
        check: `${what} dates`,
        status: "Green",
        finding: `In force until ${row.expiration}`,
        citation: row.citation,
      });
  }
  for (const insurer of reading.insurers) {
    if (!insurer.naic)
      out.push({
        check: `Insurer ${insurer.letter} NAIC number`,
        status: "Amber",
        finding: `${insurer.name} has no NAIC number`,
        citation: insurer.citation,
      });
  }
  const holder = reading.holder;
  const wanted = holders.map(normal).filter(Boolean);
  if (!holder)
    out.push({ check: "Certificate holder", status: "Red", finding: "No certificate holder shown", citation: null });
  else if (wanted.length) {
    const name = normal(holder.value.split(",")[0]!);
    const match = wanted.some((w) => name.includes(w) || w.includes(name));
    out.push({
      check: "Certificate holder",
      status: match ? "Green" : "Red",
      finding: match
        ? `${holder.value.split(",")[0]} matches`
        : `${holder.value.split(",")[0]} is not ${holders.join(" or ")}`,
      citation: holder.citation,
    });
    const description = wordsOf(reading);
    if (
      /additional(?:ly)?\s+insured/i.test(description) &&
      !wanted.some((w) => normal(description).includes(w)) &&
      !/certificate\s+holder/i.test(description) &&
      !normal(description).includes(name)
    )
      out.push({
        check: "Description of operations",
        status: "Amber",
        finding: `Names an additional insured other than ${holders.join(" or ")}`,
        citation: statementsOf(reading)[0]!.citation,
      });
  }
  return out;
}
