// Contracts written for this project (docs/product/contract-and-certificate-review.md): a
// subcontract, a commercial lease, a master services agreement and a vendor agreement, with
// their insurance requirements as numbered sections, prose paragraphs or an "Insurance
// Requirements" exhibit table, one with no insurance clause, and scanned variants. Each comes
// with what it requires (the truth the tests and the evaluation check against).
import type { RequirementKind } from "../../server/modules/contracts/requirement-kinds.ts";
import type { GenDoc, GenLine, GenPage } from "../insurance-docs/model.ts";
import { emptyTruth, wrap } from "../insurance-docs/model.ts";
import { Rng } from "../insurance-docs/random.ts";
import { renderPdf } from "../insurance-docs/render.ts";
import { exhibitRows, PROSE, TABLE_GROUPS, type RequirementValues } from "./wordings.ts";

export type ContractType = "subcontract" | "lease" | "msa" | "vendor";
export type ContractLayout = "numbered" | "prose" | "exhibit";

export interface ContractSpec {
  type: ContractType;
  layout: ContractLayout;
  /** Which wording of each clause (0–1 development, 2–3 held out). */
  wording: number;
  seed: number;
  scanned?: boolean;
  /** A contract without any insurance clause. */
  noInsurance?: boolean;
}

export interface ExpectedRequirement {
  kind: RequirementKind;
  minimum?: number;
  days?: number;
  years?: number;
  forms?: string[];
  rating?: string;
}

export interface GeneratedContract {
  fileName: string;
  pdf: () => Promise<Uint8Array>;
  pageTexts: string[];
  values: RequirementValues | null;
  expected: ExpectedRequirement[];
  parties: { insured: string; protected: string; protectedName: string };
}

const PARTIES: Record<ContractType, { P: string; O: string; title: string; names: string[] }> = {
  subcontract: {
    P: "Subcontractor",
    O: "Contractor",
    title: "SUBCONTRACT AGREEMENT",
    names: ["Granite Peak Builders LLC", "Northline Construction Co"],
  },
  lease: {
    P: "Tenant",
    O: "Landlord",
    title: "COMMERCIAL LEASE",
    names: ["Harborview Properties LLC", "Old Mill Realty Trust"],
  },
  msa: {
    P: "Provider",
    O: "Client",
    title: "MASTER SERVICES AGREEMENT",
    names: ["Bayside Medical Group PC", "Cobalt Logistics Inc"],
  },
  vendor: {
    P: "Vendor",
    O: "Company",
    title: "VENDOR AGREEMENT",
    names: ["Pinecrest Foods Inc", "Lakeshore Hospitality LLC"],
  },
};

const pick = <T>(rng: Rng, items: T[]) => items[rng.int(0, items.length - 1)]!;

function valuesFor(rng: Rng, type: ContractType): RequirementValues {
  const occ = pick(rng, [1_000_000, 2_000_000]);
  const has = (p: number) => rng.next() < p;
  return {
    occ,
    agg: occ * 2,
    prod: has(0.7) ? occ * 2 : null,
    auto: has(0.75) ? 1_000_000 : null,
    umb: has(0.7) ? pick(rng, [2_000_000, 5_000_000, 10_000_000]) : null,
    el: has(0.75) ? ([500_000, 500_000, 500_000].map((x) => (has(0.5) ? x * 2 : x)) as [number, number, number]) : null,
    prof: type === "msa" || has(0.2) ? pick(rng, [1_000_000, 2_000_000]) : null,
    poll: type === "subcontract" && has(0.5) ? 1_000_000 : null,
    property: type === "lease" || (type === "subcontract" && has(0.3)),
    forms: has(0.85)
      ? pick(rng, [["CG 20 10", "CG 20 37"], ["CG 20 26"], ["CG 20 10", "CG 20 37", "CA 20 48"], ["CG 20 11"]])
      : null,
    waiver: has(0.8),
    pnc: has(0.75),
    days: has(0.8) ? pick(rng, [30, 30, 10, 60]) : null,
    years: type === "subcontract" && has(0.7) ? pick(rng, [2, 3, 5]) : null,
    rating: has(0.7) ? pick(rng, ["A- VII", "A VIII", "A- VIII"]) : null,
    indemnity: has(0.5),
  };
}

function expectedOf(v: RequirementValues): ExpectedRequirement[] {
  const out: ExpectedRequirement[] = [
    { kind: "GL_OCCURRENCE", minimum: v.occ },
    { kind: "GL_AGGREGATE", minimum: v.agg },
  ];
  if (v.prod) out.push({ kind: "PRODUCTS_COMPLETED", minimum: v.prod });
  if (v.auto) out.push({ kind: "AUTO_CSL", minimum: v.auto });
  if (v.el) {
    out.push({ kind: "WC_STATUTORY" });
    out.push(
      { kind: "EL_ACCIDENT", minimum: v.el[0] },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: v.el[1] },
      { kind: "EL_DISEASE_POLICY", minimum: v.el[2] },
    );
  }
  if (v.umb) out.push({ kind: "UMBRELLA", minimum: v.umb }, { kind: "FOLLOW_FORM" });
  if (v.prof) out.push({ kind: "PROFESSIONAL", minimum: v.prof });
  if (v.poll) out.push({ kind: "POLLUTION", minimum: v.poll });
  if (v.property) out.push({ kind: "PROPERTY" });
  if (v.forms) out.push({ kind: "ADDITIONAL_INSURED", forms: v.forms });
  if (v.waiver) out.push({ kind: "WAIVER_OF_SUBROGATION" });
  if (v.pnc) out.push({ kind: "PRIMARY_NONCONTRIBUTORY" });
  if (v.days) out.push({ kind: "NOTICE_OF_CANCELLATION", days: v.days });
  if (v.years) out.push({ kind: "COMPLETED_OPERATIONS_DURATION", years: v.years });
  if (v.rating) out.push({ kind: "INSURER_RATING", rating: v.rating });
  if (v.indemnity) out.push({ kind: "INDEMNITY_INSURED" });
  return out;
}

function boilerplate(type: ContractType, p: string, o: string): Array<[string, string[]]> {
  return [
    [
      "Scope",
      [
        `${p} shall perform the services and furnish the materials described in the attached schedule, in a good and workmanlike manner and in accordance with all applicable laws.`,
      ],
    ],
    [
      "Payment",
      [
        `${o} shall pay ${p} the sum of $248,500 in monthly installments. Invoices are due within thirty (30) days of receipt. Amounts in excess of $25,000 require a written change order.`,
      ],
    ],
    [
      "Term and Termination",
      [
        `This Agreement begins on the Effective Date and continues for ${type === "lease" ? "sixty (60) months" : "one (1) year"}. Either party may terminate this Agreement for convenience with thirty (30) days' written notice to the other party.`,
      ],
    ],
    [
      "Indemnification",
      [
        `To the fullest extent permitted by law, ${p} shall defend and hold harmless ${o} from claims for bodily injury or property damage arising out of ${p}'s work, except to the extent caused by ${o}'s sole negligence.`,
      ],
    ],
  ];
}

const CLOSING: Array<[string, string[]]> = [
  [
    "Confidentiality",
    [
      "Each party shall keep the other party's confidential information in confidence and use it only to perform this Agreement. Any limitation of liability shall not exceed $100,000.",
    ],
  ],
  [
    "Governing Law",
    [
      "This Agreement is governed by the laws of the State of Maine. Notices shall be in writing and delivered to the addresses above.",
    ],
  ],
];

/** One contract: its pages, its requirements and its PDF (scanned on request). */
export function generateContract(spec: ContractSpec): GeneratedContract {
  const rng = new Rng(spec.seed);
  const party = PARTIES[spec.type];
  const insured = pick(rng, [
    "Casco Bay Mechanical LLC",
    "Ridgeway Electric Inc",
    "Seaside Catering Co",
    "Bluewater Janitorial LLC",
  ]);
  const protectedName = pick(rng, party.names);
  const values = spec.noInsurance ? null : valuesFor(rng, spec.type);
  const fill = (s: string) => s.replaceAll("{P}", party.P).replaceAll("{O}", party.O);
  const lines: GenLine[] = [
    { cells: [party.title], bold: true, size: 14 },
    { cells: [""] },
    ...wrap(
      `This ${party.title.toLowerCase()} is made between ${protectedName} ("${party.O}") and ${insured} ("${party.P}").`,
    ).map((t) => ({ cells: [t] })),
    { cells: [""] },
  ];
  const sections = boilerplate(spec.type, party.P, party.O);
  const clauses = values
    ? Object.entries(PROSE)
        .map(([group, wordings]) => [group, wordings[spec.wording % wordings.length]!(values)] as const)
        .filter((entry): entry is readonly [string, string] => Boolean(entry[1]))
    : [];
  const tableClauses = spec.layout === "exhibit" ? clauses.filter(([g]) => !TABLE_GROUPS.has(g)) : clauses;
  let n = 0;
  const heading = (title: string) => {
    n++;
    lines.push({ cells: [spec.layout === "prose" ? title.toUpperCase() : `${n}. ${title}`], bold: true });
  };
  const paragraph = (text: string, number?: string) => {
    for (const t of wrap(number ? `${number} ${text}` : text)) lines.push({ cells: [t] });
    lines.push({ cells: [""] });
  };
  for (const [title, paragraphs] of sections) {
    heading(title);
    for (const text of paragraphs) paragraph(text);
  }
  if (values && spec.layout !== "exhibit") {
    heading("Insurance");
    if (spec.layout === "numbered") tableClauses.forEach(([, text], i) => paragraph(fill(text), `${n}.${i + 1}`));
    else
      paragraph(
        `Before starting work and until final completion, ${party.P} shall obtain and keep in force the following insurance. ${tableClauses.map(([, t]) => fill(t)).join(" ")}`,
      );
  } else if (values) {
    heading("Insurance");
    paragraph(
      `${party.P} shall maintain the insurance stated in Exhibit A, Insurance Requirements, which is part of this Agreement.`,
    );
  }
  for (const [title, paragraphs] of CLOSING) {
    heading(title);
    for (const text of paragraphs) paragraph(text);
  }
  if (values && spec.layout === "exhibit") {
    lines.push(
      { cells: [""] },
      { cells: ["EXHIBIT A - INSURANCE REQUIREMENTS"], bold: true, size: 12 },
      { cells: [""] },
    );
    lines.push({ cells: ["Coverage", "Minimum limits"], xs: [54, 250], bold: true, rule: true });
    for (const [coverage, limits] of exhibitRows(values, spec.wording))
      lines.push({ cells: [coverage, limits], xs: [54, 250] });
    lines.push({ cells: [""] }, { cells: ["Other requirements"], bold: true });
    for (const [, text] of tableClauses) paragraph(fill(text));
  }
  const pages: GenPage[] = [];
  for (let i = 0; i < lines.length; i += 44) pages.push({ lines: lines.slice(i, i + 44) });
  const fileName = `${spec.type}-${spec.layout}-w${spec.wording}-s${spec.seed}${spec.noInsurance ? "-no-insurance" : ""}${spec.scanned ? "-scanned" : ""}.pdf`;
  const doc: GenDoc = {
    id: fileName,
    fileName,
    layout: spec.layout,
    split: "dev",
    scanned: Boolean(spec.scanned),
    pages,
    truth: emptyTruth(),
  };
  return {
    fileName,
    pdf: () => renderPdf(doc),
    pageTexts: pages.map((page) => page.lines.map((l) => l.cells.join("\t")).join("\n")),
    values,
    expected: values ? expectedOf(values) : [],
    parties: { insured, protected: party.O, protectedName },
  };
}
