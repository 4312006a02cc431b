import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCarrier, buildCertificate, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { readAll } from "../files/file-store.ts";
import { openFile } from "../files/files.service.ts";
import type { CertificateData } from "./certificate-data.ts";
import {
  createCertificate,
  getCertificate,
  listAccountCertificates,
  NO_POLICIES_MESSAGE,
  PERSONAL_ACCOUNT_EXPLANATION,
  UNKNOWN_POLICY_MESSAGE,
} from "./certificates.service.ts";
import { certificateBlocker, certificatePolicyOptions } from "./certificate-options.ts";

const DAY = 24 * 60 * 60 * 1000;
let runtime: TestRuntime;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const holder = {
  name: "City of Portland, Parks Department",
  address: { line1: "389 Congress Street", line2: "Room 208", city: "Portland", zone: "ME", postalCode: "04101" },
};

async function agencyWithUser(name: string) {
  const agency = await buildAgency(runtime.system, {
    name,
    mailingAddress: {
      line1: "48 Commercial Street",
      line2: "Suite 300",
      city: "Portland",
      zone: "ME",
      postalCode: "04101",
    },
    configuration: {
      liabilityCOIConfiguration: {
        contactName: "Jordan Avery",
        contactEmail: "certificates@harbor.test",
        contactPhone: "(207) 555-0142",
      },
    },
  });
  return agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
}

/** An account with a general liability, an auto, a workers comp and a cyber policy in force. */
async function insuredAccount(acting: AgencyCtx) {
  const account = await buildAccount(acting, "BUSINESS", {
    account: {
      name: "Casco Bay Landscaping LLC",
      email: "office@cascobay.test",
      phone: "(207) 555-0199",
      mailingAddress: { line1: "12 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
  });
  const agencyId = acting.actor.agencyId;
  const travelers = await buildCarrier(runtime.system, agencyId, {
    name: `Travelers ${agencyId.slice(0, 4)}`,
    naicCode: "25674",
  });
  const hartford = await buildCarrier(runtime.system, agencyId, {
    name: `The Hartford ${agencyId.slice(0, 4)}`,
    naicCode: "29424",
  });
  const coalition = await buildCarrier(runtime.system, agencyId, {
    name: `Coalition ${agencyId.slice(0, 4)}`,
    naicCode: "29530",
  });
  const inforceAt = new Date(Date.UTC(2026, 0, 15));
  const expiresAt = new Date(Date.UTC(2027, 0, 15));
  const dates = {
    inforceAt: new Date(Math.min(inforceAt.getTime(), Date.now() - DAY)),
    expiresAt: new Date(Math.max(expiresAt.getTime(), Date.now() + 30 * DAY)),
  };
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "GENERAL_LIABILITY",
    carrierId: travelers.id,
    policyNumber: "GL-4471-26",
    ...dates,
    details: {
      limits: {
        generalLiability: {
          eachOccurrence: "1000000",
          damageToRentedPremises: "100000",
          medicalExpense: "5000",
          personalAndAdvertisingInjury: "1000000",
          generalAggregate: "2000000",
          productsCompletedOperationsAggregate: "2000000",
        },
      },
      facts: { coverageForm: "OCCURRENCE", additionalInsuredEndorsement: true },
    },
  });
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "COMMERCIAL_AUTO",
    carrierId: travelers.id,
    policyNumber: "CA-0099",
    ...dates,
    details: {
      limits: { auto: { combinedSingleLimit: "1000000" } } as never,
      facts: { coveredAutos: ["ANY"], additionalInsuredEndorsement: true },
    },
  });
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "WORKERS_COMPENSATION",
    carrierId: hartford.id,
    policyNumber: "WC-778812",
    ...dates,
    details: {
      limits: {
        workersCompensation: { eachAccident: "500000", diseaseEachEmployee: "500000", diseasePolicyLimit: "500000" },
      },
    },
  });
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    type: "CYBER",
    carrierId: coalition.id,
    policyNumber: "CY-1234",
    ...dates,
    details: { limits: { cyber: { eachClaim: "250000" } }, facts: { additionalInsuredEndorsement: true } },
  });
  // not on the certificate: expired, deleted, canceled as of last week, starting next month
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    policyNumber: "OLD-EXPIRED",
    state: "EXPIRED",
    expiresAt: new Date(Date.now() - DAY),
  });
  await insertTestPolicy(runtime.system, agencyId, account.id, { policyNumber: "OLD-DELETED", deletedAt: new Date() });
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    policyNumber: "OLD-CANCELED",
    cancellation: {
      canceledAt: new Date(Date.now() - 10 * DAY).toISOString(),
      effectiveAt: new Date(Date.now() - 7 * DAY).toISOString(),
      canceledBy: "CARRIER",
      type: "CANCELLATION",
      reason: "INSURED_NONPAYMENT",
    },
  });
  await insertTestPolicy(runtime.system, agencyId, account.id, {
    policyNumber: "FUTURE-RENEWAL",
    state: "BINDING",
    inforceAt: new Date(Date.now() + 30 * DAY),
  });
  return { account, dates };
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  ctx = await agencyWithUser("Harbor Insurance Agency");
  theirs = await agencyWithUser("Other Agency");
});
afterAll(() => runtime.close());

describe("createCertificate", () => {
  it("marks ADDL INSD and SUBR WVD only where the policy records the endorsement, and lists the chosen policies", async () => {
    const account = await buildAccount(ctx);
    const agencyId = ctx.actor.agencyId;
    const recorded = await insertTestPolicy(runtime.system, agencyId, account.id, {
      policyNumber: "GL-ENDORSED",
      details: { facts: { additionalInsuredEndorsement: true, waiverOfSubrogationEndorsement: true } },
    });
    await insertTestPolicy(runtime.system, agencyId, account.id, { type: "COMMERCIAL_AUTO", policyNumber: "CA-BARE" });
    const wc = await insertTestPolicy(runtime.system, agencyId, account.id, {
      type: "WORKERS_COMPENSATION",
      policyNumber: "WC-BARE",
    });
    const both = await createCertificate(ctx, {
      accountId: account.id,
      holder,
      additionalInsured: true,
      waiverOfSubrogation: true,
    });
    const coverages = (both.data as unknown as CertificateData).coverages;
    expect(coverages.map((c) => [c.policyNumber, c.additionalInsured, c.waiverOfSubrogation])).toEqual([
      ["GL-ENDORSED", true, true],
      ["CA-BARE", false, false],
      ["WC-BARE", false, false],
    ]);
    const chosen = await createCertificate(ctx, { accountId: account.id, holder, policyIds: [recorded.id, wc.id] });
    expect((chosen.data as unknown as CertificateData).coverages.map((c) => c.policyNumber)).toEqual([
      "GL-ENDORSED",
      "WC-BARE",
    ]);
    const stranger = await insertTestPolicy(runtime.system, agencyId, (await buildAccount(ctx)).id, {});
    const error = await errorOf(createCertificate(ctx, { accountId: account.id, holder, policyIds: [stranger.id] }));
    expect((error as ValidationError).fieldErrors[0]).toEqual({ path: "policyIds", message: UNKNOWN_POLICY_MESSAGE });
  });

  it("warns of a pending cancellation, certifies a bound policy with a note, explains individual accounts", async () => {
    const account = await buildAccount(ctx);
    const agencyId = ctx.actor.agencyId;
    await insertTestPolicy(runtime.system, agencyId, account.id, {
      policyNumber: "GL-CANCELING",
      cancellation: {
        canceledAt: new Date(Date.now() - DAY).toISOString(),
        effectiveAt: new Date(Date.now() + 10 * DAY).toISOString(),
        canceledBy: "CARRIER",
        type: "CANCELLATION",
        reason: "INSURED_NONPAYMENT",
      },
    });
    const options = await certificatePolicyOptions(ctx, account.id);
    expect(options).toHaveLength(1);
    expect(options[0]!.warnings[0]).toMatch(/^Cancellation pending: this policy ends on \d\d\/\d\d\/\d{4}\.$/);

    const boundOnly = await buildAccount(ctx);
    await insertTestPolicy(runtime.system, agencyId, boundOnly.id, {
      policyNumber: "GL-BOUND",
      state: "BINDING",
      inforceAt: new Date(Date.now() + 5 * DAY),
    });
    expect((await certificatePolicyOptions(ctx, boundOnly.id))[0]).toMatchObject({ bound: true, selected: true });
    const certificate = await createCertificate(ctx, { accountId: boundOnly.id, holder });
    const text = (await extractPdfText(await readAll((await openFile(ctx, certificate.fileId)).stream))).join(" ");
    expect(text).toContain("GL-BOUND");
    expect(text.replace(/\s+/g, " ")).toContain("is bound, effective");

    const person = await buildAccount(ctx, "INDIVIDUAL");
    expect(await certificateBlocker(ctx, person.id)).toBe(PERSONAL_ACCOUNT_EXPLANATION);
    expect(await errorOf(createCertificate(ctx, { accountId: person.id, holder }))).toMatchObject({
      message: PERSONAL_ACCOUNT_EXPLANATION,
    });
  });

  it("dates the certificate on the agency's day (Maine, 9:40 PM)", async () => {
    const { account } = await insuredAccount(ctx);
    const evening = { ...ctx, now: () => new Date("2026-11-22T02:40:00Z") };
    const certificate = await createCertificate(evening, { accountId: account.id, holder });
    expect((certificate.data as unknown as CertificateData).issuedOn).toBe("11/21/2026");
  });

  it("prints the producer, insured, insurers with NAIC codes, in-force policies with limits, holder and description (PDF read back)", async () => {
    const { account, dates } = await insuredAccount(ctx);
    const certificate = await createCertificate(ctx, {
      accountId: account.id,
      additionalInsured: true,
      descriptionOfOperations: "Landscape maintenance at city parks under contract 2026-114.",
      holder,
    });
    expect(certificate).toMatchObject({
      accountId: account.id,
      additionalInsured: true,
      holder,
      agencyId: ctx.actor.agencyId,
    });

    const data = certificate.data as unknown as CertificateData;
    expect(data.layout).toBe("CARA");
    expect(data.insurers.map((i) => [i.letter, i.naicCode])).toEqual([
      ["A", "25674"],
      ["B", "29424"],
      ["C", "29530"],
    ]);
    expect(data.coverages.map((c) => [c.section, c.insurerLetter, c.policyNumber, c.additionalInsured])).toEqual([
      ["GENERAL_LIABILITY", "A", "GL-4471-26", true],
      ["AUTO", "A", "CA-0099", true],
      ["WORKERS_COMPENSATION", "B", "WC-778812", false],
      ["OTHER", "C", "CY-1234", true],
    ]);

    const { file, stream } = await openFile(ctx, certificate.fileId);
    expect(file).toMatchObject({ mimeType: "application/pdf", type: "CERTIFICATE", visible: false, policyId: null });
    expect(file.name).toBe(`Certificate ${certificate.certificateNumber} - City of Portland, Parks Department.pdf`);
    const text = (await extractPdfText(await readAll(stream))).join("\n");
    const usDate = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;
    for (const expected of [
      "CERTIFICATE OF LIABILITY INSURANCE",
      "Harbor Insurance Agency",
      "48 Commercial Street",
      "Jordan Avery",
      "(207) 555-0142",
      "certificates@harbor.test",
      "Casco Bay Landscaping LLC",
      "12 Fore Street",
      "25674",
      "29424",
      "29530",
      "GL-4471-26",
      "CA-0099",
      "WC-778812",
      "CY-1234",
      usDate(dates.inforceAt),
      usDate(dates.expiresAt),
      "$1,000,000",
      "$2,000,000",
      "$100,000",
      "$5,000",
      "$500,000",
      "$250,000",
      "Commercial General Liability",
      "Automobile Liability",
      "Workers Compensation",
      "Cyber",
      "City of Portland, Parks Department",
      "389 Congress Street",
      "Room 208",
      "Portland, ME 04101",
      "Landscape maintenance at city parks under contract 2026-114.",
      "is included as an additional insured",
      `CERTIFICATE NUMBER: ${certificate.certificateNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
    for (const absent of ["OLD-EXPIRED", "OLD-DELETED", "OLD-CANCELED", "FUTURE-RENEWAL"])
      expect(text).not.toContain(absent);
    expect(await PDFDocument.load(await readAll((await openFile(ctx, certificate.fileId)).stream))).toBeTruthy();
    expect((await listAuditEntries(ctx)).find((e) => e.recordId === certificate.id)).toMatchObject({
      action: "certificate.created",
    });
  });

  it("numbers certificates per agency from 1, with no gaps or repeats when issued at once", async () => {
    const acting = await agencyWithUser("Numbering Agency");
    const other = await agencyWithUser("Numbering Agency Two");
    const { account } = await insuredAccount(acting);
    const { account: otherAccount } = await insuredAccount(other);
    const first = await buildCertificate(acting, account.id);
    expect(first.certificateNumber).toBe(1);
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => buildCertificate(acting, account.id)));
    expect(together.map((c) => c.certificateNumber).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    expect((await buildCertificate(other, otherAccount.id)).certificateNumber).toBe(1);
    expect((await listAccountCertificates(acting, account.id)).map((c) => c.certificateNumber)).toEqual([
      6, 5, 4, 3, 2, 1,
    ]);
  });

  it("refuses an account with no policies in force, with a message saying what to do", async () => {
    const empty = await buildAccount(ctx);
    const error = await errorOf(createCertificate(ctx, { accountId: empty.id, holder }));
    expect(error).toMatchObject({ code: "INVALID_STATE", message: NO_POLICIES_MESSAGE });
    const lapsed = await buildAccount(ctx);
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, lapsed.id, {
      state: "EXPIRED",
      expiresAt: new Date(Date.now() - DAY),
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, lapsed.id, { deletedAt: new Date() });
    expect(await errorOf(createCertificate(ctx, { accountId: lapsed.id, holder }))).toMatchObject({
      message: NO_POLICIES_MESSAGE,
    });
  });

  it("validates the holder with messages per field path, and defaults additional insured to false", async () => {
    const { account } = await insuredAccount(ctx);
    const error = await errorOf(
      createCertificate(ctx, {
        accountId: account.id,
        holder: { name: " ", address: { line1: "", city: "Portland", zone: "XX", postalCode: "4101" } },
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.map((e) => e.path).sort()).toEqual([
      "holder.address.line1",
      "holder.address.postalCode",
      "holder.address.zone",
      "holder.name",
    ]);
    const certificate = await createCertificate(ctx, { accountId: account.id, holder });
    expect(certificate.additionalInsured).toBe(false);
    expect((certificate.data as unknown as CertificateData).coverages.every((c) => !c.additionalInsured)).toBe(true);
  });

  it("refuses another agency's account and hides its certificates", async () => {
    const { account } = await insuredAccount(theirs);
    const mine = await buildCertificate(ctx, (await insuredAccount(ctx)).account.id);
    expect(await errorOf(createCertificate(ctx, { accountId: account.id, holder }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Account not found",
    });
    expect(await errorOf(getCertificate(theirs, mine.id))).toMatchObject({
      code: "NOT_FOUND",
      message: "Certificate not found",
    });
    expect(await errorOf(openFile(theirs, mine.fileId))).toMatchObject({ code: "NOT_FOUND" });
    expect(await listAccountCertificates(theirs, mine.accountId)).toEqual([]);
    expect(await errorOf(getCertificate(ctx, "nonsense"))).toMatchObject({ code: "NOT_FOUND" });
  });
});
