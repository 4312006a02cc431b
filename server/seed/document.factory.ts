import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb } from "@cantoo/pdf-lib";
import type { PolicyDetails, PolicyFileType, PolicyState } from "#domain/policy/vocabulary.ts";
import { noClient, type AgencyCtx, type Ctx } from "#server/lib/context.ts";
import { carriers } from "#server/modules/carriers/carriers.table.ts";
import {
  createCertificate,
  hasInForcePolicies,
  type Certificate,
} from "#server/modules/certificates/certificates.service.ts";
import { ACORD25_FIELDS } from "#server/modules/certificates/acord25-fields.ts";
import { uploadPolicyFile } from "#server/modules/files/files-upload.service.ts";
import { businessPolicies } from "#server/modules/policies/policies.table.ts";
import { policySearchText } from "#server/modules/policies/policy-search.ts";

/** Policy documents and certificates for the tests and the demo seed. */

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;
const next = () => `${++sequence}-${randomUUID().slice(0, 6)}`;

/** A small real PDF with a title and a few lines of text. */
export async function samplePdf(title: string, lines: string[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 720, size: 18, font: bold, color: rgb(0.1, 0.1, 0.15) });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 690 - i * 16, size: 11, font: regular }));
  return doc.save();
}

/** Something the upload accepts as a web File would arrive. */
export function fileOf(bytes: Uint8Array, name: string): File {
  return new File([bytes as BlobPart], name);
}

/** A carrier of one agency (so names never collide across tests); the same name gives the same carrier. */
export async function buildCarrier(
  ctx: Ctx,
  agencyId: string,
  overrides: { name?: string; naicCode?: string | null } = {},
) {
  if (overrides.name) {
    const [existing] = await ctx.db
      .select()
      .from(carriers)
      .where(and(eq(carriers.agencyId, agencyId), eq(carriers.name, overrides.name)));
    if (existing) return existing;
  }
  const [carrier] = await ctx.db
    .insert(carriers)
    .values({
      agencyId,
      name: overrides.name ?? `Carrier ${next()}`,
      naicCode: overrides.naicCode === undefined ? "12345" : overrides.naicCode,
    })
    .returning();
  return carrier!;
}

export interface TestPolicyOverrides {
  type?: string;
  state?: PolicyState;
  carrierId?: string | null;
  policyNumber?: string | null;
  inforceAt?: Date | null;
  expiresAt?: Date | null;
  details?: PolicyDetails;
  deletedAt?: Date | null;
  cancellation?: (typeof businessPolicies.$inferInsert)["cancellation"];
}

/**
 * A policy row for documents and certificates tests: in force from 30 days ago for a year,
 * with general liability limits. (Written straight to the table; policy rules are not
 * under test here.)
 */
export async function insertTestPolicy(
  ctx: Ctx,
  agencyId: string,
  accountId: string,
  overrides: TestPolicyOverrides = {},
) {
  const now = ctx.now();
  const carrierId = overrides.carrierId ?? null;
  const policyNumber = overrides.policyNumber === undefined ? `POL-${next()}` : overrides.policyNumber;
  const [policy] = await ctx.db
    .insert(businessPolicies)
    .values({
      agencyId,
      accountId,
      type: overrides.type ?? "GENERAL_LIABILITY",
      state: overrides.state ?? "INFORCE",
      carrierId,
      policyNumber,
      searchText: policySearchText({ accountId, policyNumber, carrierId }),
      issuedAt: new Date(now.getTime() - 30 * DAY),
      inforceAt: overrides.inforceAt === undefined ? new Date(now.getTime() - 30 * DAY) : overrides.inforceAt,
      expiresAt: overrides.expiresAt === undefined ? new Date(now.getTime() + 335 * DAY) : overrides.expiresAt,
      details: overrides.details ?? {
        limits: {
          generalLiability: { eachOccurrence: "1000000", generalAggregate: "2000000", medicalExpense: "5000" },
        },
      },
      cancellation: overrides.cancellation ?? null,
      deletedAt: overrides.deletedAt ?? null,
      premium: "2400.00",
      total: "2400.00",
    })
    .returning();
  return policy!;
}

/** A document uploaded to a policy through the service (a small PDF unless bytes are given). */
export async function buildPolicyFile(
  ctx: AgencyCtx,
  policyId: string,
  overrides: {
    type?: PolicyFileType;
    name?: string;
    bytes?: Uint8Array;
    notes?: string | null;
    visible?: boolean | null;
  } = {},
) {
  const name = overrides.name ?? `Document ${next()}.pdf`;
  const bytes = overrides.bytes ?? (await samplePdf(name.replace(/\.pdf$/i, "")));
  return uploadPolicyFile(ctx, {
    policyId,
    type: overrides.type ?? "POLICY_DOCUMENT",
    notes: overrides.notes ?? null,
    visible: overrides.visible ?? null,
    file: fileOf(bytes, name),
  });
}

/** A certificate issued through the service for an account with a policy in force. */
export async function buildCertificate(
  ctx: AgencyCtx,
  accountId: string,
  overrides: { holderName?: string; additionalInsured?: boolean; descriptionOfOperations?: string | null } = {},
) {
  return createCertificate(ctx, {
    accountId,
    additionalInsured: overrides.additionalInsured ?? false,
    descriptionOfOperations: overrides.descriptionOfOperations ?? null,
    holder: {
      name: overrides.holderName ?? `Holder ${next()}`,
      address: { line1: "200 Congress Street", city: "Portland", zone: "ME", postalCode: "04101" },
    },
  });
}

/**
 * A fillable PDF with the ACORD 25 field names (text fields and check boxes laid out in a
 * grid), standing in for an agency's licensed form in tests.
 */
export async function buildFillableAcord25Pdf(
  options: { qualified?: boolean; boxes?: Record<string, { width: number; height: number }> } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const form = doc.getForm();
  const entries = Object.entries(ACORD25_FIELDS) as Array<[string, { type: "text" | "checkBox"; maxLength?: number }]>;
  const perPage = 44;
  for (let start = 0; start < entries.length; start += perPage) {
    const pageNumber = start / perPage + 1;
    const page = doc.addPage([612, 792]);
    entries.slice(start, start + perPage).forEach(([short, spec], i) => {
      const name = options.qualified ? `F[0].P${pageNumber}[0].${short}[0]` : short;
      const x = 24 + (i % 2) * 294;
      const y = 760 - Math.floor(i / 2) * 34;
      if (spec.type === "checkBox") {
        form.createCheckBox(name).addToPage(page, { x, y, width: 12, height: 12 });
      } else {
        const field = form.createTextField(name);
        if (spec.maxLength) field.setMaxLength(spec.maxLength);
        const box = options.boxes?.[short] ?? { width: short.includes("RemarkText") ? 280 : 270, height: 18 };
        field.addToPage(page, { x, y: y + 18 - box.height, ...box });
      }
    });
  }
  return doc.save();
}

/**
 * The ACORD 25 (2016/03) as ACORD distributes it: fully-qualified field names
 * (`F[0].P1[0].Producer_FullName_A[0]`), the boxes at the form's sizes (a one-line holder name,
 * a small remarks box), an XFA form beside the AcroForm, and RC4 owner-password encryption
 * with an empty user password (opens in any viewer; editing restricted).
 */
export async function buildAcordDistributedAcord25Pdf(): Promise<Uint8Array> {
  const plain = await buildFillableAcord25Pdf({
    qualified: true,
    boxes: {
      CertificateHolder_FullName_A: { width: 250, height: 11 },
      CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A: { width: 560, height: 40 },
    },
  });
  const doc = await PDFDocument.load(plain, { preserveXFA: true });
  const datasets =
    '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/">' +
    "<xfa:data><F><P1><Producer_FullName_A>XFA ONLY VALUE</Producer_FullName_A></P1></F></xfa:data></xfa:datasets></xdp:xdp>";
  const template = '<template xmlns="http://www.xfa.org/schema/xfa-template/3.0/"><subform name="F"/></template>';
  const acroForm = doc.catalog.lookup(PDFName.of("AcroForm"), PDFDict);
  acroForm.set(
    PDFName.of("XFA"),
    doc.context.obj([
      PDFString.of("template"),
      doc.context.register(doc.context.stream(template)),
      PDFString.of("datasets"),
      doc.context.register(doc.context.stream(datasets)),
    ]),
  );
  doc.catalog.set(PDFName.of("NeedsRendering"), doc.context.obj(false));
  doc.setTitle("ACORD 25 (2016/03)");
  doc.encrypt({
    userPassword: "",
    ownerPassword: "acord-owner-password",
    algorithm: "RC4-128",
    allowWeakCryptography: true,
    permissions: { printing: "highResolution", modifying: false, fillingForms: true },
  });
  return doc.save({ updateFieldAppearances: false });
}

/** A form that needs a password to open at all (a user password). */
export async function buildPasswordProtectedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await buildFillableAcord25Pdf());
  doc.encrypt({ userPassword: "open-sesame", ownerPassword: "owner", algorithm: "AES-128" });
  return doc.save();
}

function actingAs(ctx: Ctx, agencyId: string, userId: string): AgencyCtx {
  return {
    ...ctx,
    actor: { type: "AGENCY_USER", agencyId, agencyUserId: userId, sessionId: null },
    client: ctx.client ?? noClient,
  };
}

const DEMO_DOCUMENTS: Array<{ type: PolicyFileType; name: (n: string) => string; lines: string[]; notes?: string }> = [
  {
    type: "POLICY_DOCUMENT",
    name: (n) => `Policy ${n} - declarations.pdf`,
    lines: ["Declarations page", "Named insured, policy period, limits and premium."],
  },
  {
    type: "BINDER",
    name: (n) => `Binder ${n}.pdf`,
    lines: ["Binder of insurance", "Coverage bound pending issuance of the policy."],
  },
  {
    type: "INVOICE",
    name: (n) => `Invoice ${n}.pdf`,
    lines: ["Premium invoice", "Due within 30 days."],
    notes: "Agency bill; payment plan discussed by phone.",
  },
  {
    type: "ENDORSEMENT",
    name: (n) => `Endorsement ${n} - additional insured.pdf`,
    lines: ["Additional insured endorsement", "Blanket additional insured where required by contract."],
  },
];

/**
 * Demo documents: a few small PDFs on some of the demo agency's live policies, and a couple of
 * certificates for accounts with policies in force.
 */
export async function seedDemoDocuments(
  ctx: Ctx,
  {
    agency,
    users,
    policies,
    accounts,
  }: {
    agency: { id: string };
    users: Array<{ id: string }>;
    policies: Array<{ id: string; accountId: string; policyNumber?: string | null; deletedAt?: Date | null }>;
    accounts: Array<{ id: string; name?: string }>;
  },
) {
  const acting = actingAs(ctx, agency.id, users[0]!.id);
  const live = policies.filter((policy) => !policy.deletedAt);
  let files = 0;
  for (const [index, policy] of live.slice(0, 8).entries()) {
    const count = index < 2 ? DEMO_DOCUMENTS.length : 1 + (index % 2);
    for (const document of DEMO_DOCUMENTS.slice(0, count)) {
      const number = policy.policyNumber ?? policy.id.slice(0, 8);
      await buildPolicyFile(acting, policy.id, {
        type: document.type,
        name: document.name(number),
        bytes: await samplePdf(`${document.lines[0]} - ${number}`, document.lines.slice(1)),
        notes: document.notes ?? null,
      });
      files++;
    }
  }
  const holders = [
    {
      name: "City of Portland, Parks Department",
      additionalInsured: true,
      description: "Landscape maintenance at city parks under contract 2026-114.",
    },
    {
      name: "Casco Bay Property Management LLC",
      additionalInsured: false,
      description: "Tenant improvements at 75 Market Street.",
    },
    {
      name: "Maine Medical Center",
      additionalInsured: true,
      description: "Courier services; the certificate holder is additional insured per written contract.",
    },
  ];
  const certificates: Certificate[] = [];
  for (const account of accounts) {
    if (certificates.length >= holders.length) break;
    if (!(await hasInForcePolicies(acting, account.id))) continue;
    const holder = holders[certificates.length]!;
    certificates.push(
      await buildCertificate(acting, account.id, {
        holderName: holder.name,
        additionalInsured: holder.additionalInsured,
        descriptionOfOperations: holder.description,
      }),
    );
  }
  return { files, certificates };
}
