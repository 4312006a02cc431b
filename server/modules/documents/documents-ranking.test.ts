import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import { searchPassages, SNIPPET_END, SNIPPET_START } from "./documents-search.service.ts";
import { indexFile } from "./documents.service.ts";
import { documentChunks } from "./documents.table.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
const ids: Record<string, string> = {};

const filler = (topic: string) =>
  Array.from(
    { length: 6 },
    (_, i) => `${topic} note ${i + 1}: the account manager reviews the invoice and the payment plan with the client.`,
  ).join("\n");

/** Agency documents as text files: what a knowledge base holds. */
const DOCS: Record<string, string> = {
  "billing-notes.txt": [
    "Billing Questions",
    filler("Billing"),
    "Premium changes after adding a vehicle are billed on the next installment.",
    "Adding a vehicle mid-term can move the due date; adding a vehicle in the last month is billed in full.",
    filler("Installments"),
  ].join("\n"),
  "servicing-playbook.txt": [
    "## Adding a vehicle",
    "1. Get the year, make, model and VIN from the insured.",
    "2. Send the change request to the carrier's underwriter.",
    "3. Save the carrier's confirmation to the client's file.",
    "",
    "## Loss payees",
    "Add the loss payee named by the lender to the schedule and send the lender a copy.",
    "The refund payee is the insured; a loss of the original check is reported to accounting.",
  ].join("\n"),
  "certificates.txt": [
    "Certificate Requests",
    "A certificate of insurance goes out the same day when the holder's wording matches the policy.",
    "Contracts that ask for a WOS need the carrier's blanket endorsement on file.",
    "Cancellation requests are signed by the named insured before we send them to the carrier.",
  ].join("\n"),
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const account = await buildAccount(ctx);
  const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
  for (const [name, text] of Object.entries(DOCS)) {
    const file = await uploadPolicyFile(ctx, {
      policyId: policy.id,
      type: "POLICY_DOCUMENT",
      file: fileOf(new TextEncoder().encode(text), name),
    });
    ids[name] = file.id;
  }
  for (const name of Object.keys(DOCS)) {
    await indexFile(ctx, ids[name]!, undefined, name === "certificates.txt" ? { title: "COI Desk Guide" } : {});
  }
});
afterAll(() => runtime.close());

const search = (query: string, limit?: number) => searchPassages(ctx, { fileIds: Object.values(ids), query, limit });

describe("field-aware ranking", () => {
  it("stores each passage's heading and the document title (the file name without extension by default)", async () => {
    const rows = await ctx.db
      .select({ title: documentChunks.title, heading: documentChunks.heading })
      .from(documentChunks)
      .where(eq(documentChunks.fileId, ids["servicing-playbook.txt"]!));
    expect(rows).toEqual([{ title: "servicing-playbook", heading: "Adding a vehicle\nLoss payees" }]);
    const [titled] = await ctx.db
      .select({ title: documentChunks.title })
      .from(documentChunks)
      .where(eq(documentChunks.fileId, ids["certificates.txt"]!));
    expect(titled!.title).toBe("COI Desk Guide");
  });

  it("ranks a heading match above a passing mention", async () => {
    const passages = await search("adding a vehicle");
    expect(passages.map((p) => p.fileName)).toEqual(["servicing-playbook.txt", "billing-notes.txt"]);
    expect(passages[0]!.score).toBeGreaterThan(passages[1]!.score!);
    expect(passages[0]!.heading).toContain("Adding a vehicle");
  });

  it("ranks the document whose title names the topic first", async () => {
    const [best] = await search("coi desk");
    expect(best).toMatchObject({ fileName: "certificates.txt", page: 1 });
  });

  it("boosts the question's words standing side by side in order", async () => {
    // both passages are in one chunk in the playbook: a separate file puts the words apart
    const apart = await searchPassages(ctx, { fileIds: [ids["servicing-playbook.txt"]!], query: "loss payee" });
    expect(apart).toHaveLength(1);
    const onlyApart = await searchPassages(ctx, { fileIds: [ids["servicing-playbook.txt"]!], query: "payee loss" });
    expect(apart[0]!.score).toBeGreaterThan(onlyApart[0]!.score!);
  });

  it("returns a snippet with the query's words marked, as plain text on one line", async () => {
    const [best] = await search("blanket endorsement");
    expect(best!.snippet).toContain(`${SNIPPET_START}blanket${SNIPPET_END} ${SNIPPET_START}endorsement${SNIPPET_END}`);
    expect(best!.snippet).not.toMatch(/\n|\t/);
    expect(best!.text).toContain(best!.snippet!.replaceAll(SNIPPET_START, "").replaceAll(SNIPPET_END, "").slice(0, 20));
    expect(best!.rank).toBe(best!.score);
  });
});

describe("synonyms and abbreviations", () => {
  it("finds the spelled-out phrase from its abbreviation and the abbreviation from the phrase", async () => {
    expect((await search("How fast do we send a COI?"))[0]).toMatchObject({ fileName: "certificates.txt" });
    const [wos] = await search("waiver of subrogation");
    expect(wos!.fileName).toBe("certificates.txt");
    expect(wos!.snippet).toContain(`${SNIPPET_START}WOS${SNIPPET_END}`);
  });

  it("finds a servicing word written another way (policy change ~ endorsement, cancel ~ cancellation)", async () => {
    const [change] = await search("policy change blanket");
    expect(change!.fileName).toBe("certificates.txt");
    const [cancel] = await search("who signs a cancel request");
    expect(cancel!.fileName).toBe("certificates.txt");
    expect(cancel!.snippet).toContain(`${SNIPPET_START}Cancellation${SNIPPET_END}`);
  });

  it("finds nothing for an unrelated topic", async () => {
    expect(await search("earthquake sprinkler leakage")).toEqual([]);
  });
});
