import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencies, agencyUsers } from "#server/modules/identity/identity.table.ts";
import { agencySubscriptions } from "#server/modules/billing/billing.table.ts";
import { eq } from "drizzle-orm";
import { titleFromMessage } from "#domain/workspace.ts";
import { agencyCtx } from "#server/lib/context.ts";
import { loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { caraWorkspaces } from "#server/modules/workspaces/workspaces.table.ts";
import { ensureKnowledgeBase, listDocuments, searchKnowledge } from "#server/modules/knowledge/knowledge.service.ts";
import { listCustomPresets, presetFiles } from "#server/modules/presets/presets.service.ts";
import { conversationDrafts } from "#server/modules/conversations/conversations.table.ts";
import { emailSends } from "#server/modules/emails/email-send.table.ts";
import { emailMessages, emailThreads, serviceRequestEmailThreads } from "#server/modules/emails/email-threads.table.ts";
import { serviceRequests } from "#server/modules/servicing/servicing.table.ts";
import { DEMO_EMAIL_SUBJECTS } from "./demo-emails.ts";
import { DEMO_KNOWLEDGE_QUESTION, DEMO_KNOWLEDGE_TITLES } from "./demo-knowledge.ts";
import { DEMO_FAVORITE_CUSTOM_PRESET, DEMO_FAVORITE_PRESETS } from "./demo-presets.ts";
import { DEMO_WORKSPACE_ASKS } from "./demo-workspaces.ts";
import { listStyles } from "#server/modules/styles/styles.service.ts";
import { DEMO_STYLE_TITLES } from "./demo-styles.ts";
import { BANNER_STATES, DEMO_AGENCY_NAME, DEMO_USER_EMAIL, seedDemoIfEmpty, stateDemoEmail } from "./demo-seed.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

describe("demo seed", () => {
  it("creates Harbor Insurance Agency with an active demo user on an empty database, once", async () => {
    const started = Date.now();
    expect(await seedDemoIfEmpty(runtime)).toBe(true);
    console.info(`demo seed: ${Date.now() - started} ms`);
    expect(await seedDemoIfEmpty(runtime)).toBe(false);
    const all = await runtime.db.select().from(agencies);
    const agency = all.find((a) => a.name === DEMO_AGENCY_NAME);
    expect(agency).toBeDefined();
    expect(all).toHaveLength(1 + BANNER_STATES.length);
    const users = await runtime.db.select().from(agencyUsers);
    expect(users.find((u) => u.email === DEMO_USER_EMAIL)).toMatchObject({ state: "ACTIVE", agencyId: agency!.id });
    expect(users.filter((u) => u.agencyId === agency!.id && u.state === "DISABLED").length).toBeGreaterThanOrEqual(2);
    const [subscription] = await runtime.db
      .select()
      .from(agencySubscriptions)
      .where(eq(agencySubscriptions.agencyId, agency!.id));
    expect(subscription).toMatchObject({ plan: "PRO", period: "ANNUAL", state: "ACTIVE", numSeats: 10 });
  });

  it("adds one agency per banner state, each with an owner who can sign in", async () => {
    const users = await runtime.db.select().from(agencyUsers);
    for (const state of BANNER_STATES) {
      const owner = users.find((u) => u.email === stateDemoEmail(state));
      expect(owner?.state).toBe("ACTIVE");
      const [subscription] = await runtime.db
        .select()
        .from(agencySubscriptions)
        .where(eq(agencySubscriptions.agencyId, owner!.agencyId));
      expect(subscription?.state).toBe(state);
    }
  });
});

describe("demo workspaces", () => {
  async function demoWorkspace(ask: string) {
    const title = titleFromMessage(ask);
    const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY_NAME));
    const ctx = agencyCtx(runtime, { type: "SYSTEM", agencyId: agency!.id });
    const [workspace] = await runtime.db.select().from(caraWorkspaces).where(eq(caraWorkspaces.title, title));
    expect(workspace, title).toBeDefined();
    expect(workspace!.state).toBe("IDLE");
    return { workspace: workspace!, detail: await loadWorkspaceDetail(ctx, workspace!.id) };
  }

  it("answers the question on the demo policy's declarations from the document, cited with file, page and passage", async () => {
    const { detail } = await demoWorkspace(DEMO_WORKSPACE_ASKS.question);
    expect(detail.stages.map((s) => [s.type, s.state])).toEqual([
      ["PROCESS_ATTACHMENTS", "COMPLETED"],
      ["TASK", "COMPLETED"],
    ]);
    const tools = detail.stages[1]!.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state]);
    expect(tools).toEqual([["SEARCH_FILE", "SUCCESS"]]);
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.complete).toBe(true);
    expect(answer.content).toContain("$1,000,000");
    expect(answer.content).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(answer.citations.length).toBeGreaterThanOrEqual(2);
    for (const citation of answer.citations) {
      expect(citation.fileName).toMatch(/CGL declarations\.pdf$/);
      expect(citation.page).toBe(1);
      expect(citation.quote.length).toBeGreaterThan(0);
    }
  });

  it("summarizes the policy, each line cited", async () => {
    const { detail } = await demoWorkspace(DEMO_WORKSPACE_ASKS.summary);
    const summary = detail.messages.find((m) => m.role === "AGENT")!;
    expect(summary.content).toContain("$2,000,000");
    expect(summary.content).toContain("CG 00 01");
    expect(summary.citations.length).toBeGreaterThan(3);
    expect(new Set(summary.citations.map((c) => c.page))).toEqual(new Set([1, 2]));
  });

  it("drafts an email reply to the demo service request with what the policy shows", async () => {
    const { workspace, detail } = await demoWorkspace(DEMO_WORKSPACE_ASKS.email);
    expect(workspace.serviceRequestId).toBeTruthy();
    const [email] = detail.artifactVersions;
    expect(email).toMatchObject({ type: "EMAIL", version: 1, emailSubject: "Re: your question" });
    expect(email!.emailBody).toContain("Hi Morgan,");
    expect(email!.emailBody).toContain("$2,000,000");
    expect(email!.emailBody).toContain("CGL declarations.pdf, page 1");
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.citations.length).toBeGreaterThan(0);
  });
});

describe("demo knowledge base", () => {
  async function harborCtx() {
    const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY_NAME));
    const [user] = await runtime.db.select().from(agencyUsers).where(eq(agencyUsers.email, DEMO_USER_EMAIL));
    return agencyCtx(runtime, { type: "AGENCY_USER", agencyId: agency!.id, agencyUserId: user!.id, sessionId: null });
  }

  it("holds the four generated agency documents, read at seed time, several pages each", async () => {
    const ctx = await harborCtx();
    const documents = await listDocuments(ctx, (await ensureKnowledgeBase(ctx)).id);
    expect(documents.map((d) => d.title).sort()).toEqual([...DEMO_KNOWLEDGE_TITLES].sort());
    for (const document of documents) {
      expect(document.status, document.title).toBe("COMPLETED");
      expect(document.pageCount, document.title).toBeGreaterThanOrEqual(3);
      expect(document.metadataTitle, document.title).toBeTruthy();
    }
  });

  it("finds a carrier's claims phone number on the contact sheet's first page", async () => {
    const result = await searchKnowledge(await harborCtx(), {
      query: "What is the claims phone number for Progressive?",
    });
    const top = result.passages.slice(0, 3);
    expect(top.some((p) => p.documentTitle === "Carrier Contacts and Claims Reporting" && p.page === 1)).toBe(true);
  });

  it("finds the cancellation procedure in the servicing playbook", async () => {
    const result = await searchKnowledge(await harborCtx(), { query: "handle a cancellation request" });
    expect(result.passages[0]).toMatchObject({ documentTitle: "Servicing Playbook", page: 3 });
  });

  it("has a finished workspace whose question Cara answered from the knowledge base, citing the contact sheet's page", async () => {
    const ctx = await harborCtx();
    const [workspace] = await runtime.db
      .select()
      .from(caraWorkspaces)
      .where(eq(caraWorkspaces.title, titleFromMessage(DEMO_KNOWLEDGE_QUESTION)));
    expect(workspace?.state).toBe("IDLE");
    const detail = await loadWorkspaceDetail(ctx, workspace!.id);
    const tools = detail.stages.flatMap((s) => s.events).filter((e) => e.type === "TOOL_CALL");
    expect(tools.map((e) => [e.toolType, e.state])).toContainEqual(["SEARCH_KNOWLEDGE_BASE", "SUCCESS"]);
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    console.info(`demo knowledge answer: ${answer.content}`);
    expect(answer.content).toContain("(800) 555-0119");
    expect(answer.citations).toContainEqual(
      expect.objectContaining({ fileName: "Carrier Contacts and Claims Reporting.pdf", page: 1 }),
    );
  });
});

describe("demo custom presets", () => {
  it("keeps three presets with their inherited skills, one with the agency's COI standard, and the demo user's favourites", async () => {
    const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY_NAME));
    const [user] = await runtime.db.select().from(agencyUsers).where(eq(agencyUsers.email, DEMO_USER_EMAIL));
    const ctx = agencyCtx(runtime, {
      type: "AGENCY_USER",
      agencyId: agency!.id,
      agencyUserId: user!.id,
      sessionId: null,
    });
    const presets = await listCustomPresets(ctx);
    expect(presets.map((p) => [p.title, p.inheritFromPreset, p.creatorName]).sort()).toEqual([
      ["Contractor COI Requirements", "ContractReview", "Jordan Avery"],
      ["Renewal Review Letter", "DocumentExploration", "Jordan Avery"],
      ["Restaurant Supplemental Check", "UnderwritingAnalysis", "Jordan Avery"],
    ]);
    const coi = presets.find((p) => p.title === DEMO_FAVORITE_CUSTOM_PRESET)!;
    expect(coi.basePrompt).toContain("waiver of subrogation");
    expect(await presetFiles(ctx, coi.id)).toMatchObject([
      { name: "Harbor Contractor COI Requirements.pdf", mimeType: "application/pdf" },
    ]);
    expect(user!.preferences).toEqual({
      favoritePresets: DEMO_FAVORITE_PRESETS,
      favoriteCustomPresets: [coi.id],
    });
  });
});

describe("demo styles", () => {
  it("gives Harbor its letterhead with a cover page and its client proposal with an end page", async () => {
    const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY_NAME));
    const ctx = agencyCtx(runtime, { type: "SYSTEM", agencyId: agency!.id });
    const styles = await listStyles(ctx);
    expect(styles.map((s) => s.title).sort()).toEqual([...DEMO_STYLE_TITLES].sort());
    const letterhead = styles.find((s) => s.title === "Harbor Letterhead")!;
    expect(letterhead).toMatchObject({ baseStyleId: "builtin:classic-professional", suffixFileId: null });
    expect(letterhead.prefixFileId).toBeTruthy();
    const proposal = styles.find((s) => s.title === "Client Proposal")!;
    expect(proposal).toMatchObject({ baseStyleId: "builtin:warm-human", prefixFileId: null });
    expect(proposal.suffixFileId).toBeTruthy();
  });
});

describe("demo emails", () => {
  it("has four threads made by the pipeline: a certificate request approved and sent, a question answered with a citation and sent, an auto-reply ignored, a cancellation waiting for the agent", async () => {
    const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY_NAME));
    const threads = await runtime.db.select().from(emailThreads).where(eq(emailThreads.agencyId, agency!.id));
    const thread = (subject: string) => threads.find((t) => t.subject === subject)!;
    const messagesOf = (threadId: string) =>
      runtime.db.select().from(emailMessages).where(eq(emailMessages.threadId, threadId)).orderBy(emailMessages.sentAt);
    const sendsOf = (threadId: string) => runtime.db.select().from(emailSends).where(eq(emailSends.threadId, threadId));
    // the service requests' seeded threads are there too; these four are the pipeline's
    for (const subject of Object.values(DEMO_EMAIL_SUBJECTS))
      expect(threads.filter((t) => t.subject === subject)).toHaveLength(1);

    const certificate = thread(DEMO_EMAIL_SUBJECTS.certificate);
    expect(certificate).toMatchObject({ state: "ACTIVE", waitingFor: "CLIENT" });
    expect((await messagesOf(certificate.id)).map((m) => [m.direction, m.triageStatus])).toEqual([
      ["IN", "TRIAGED"],
      ["OUT", null],
    ]);
    const [certificateRequest] = await runtime.db
      .select({ request: serviceRequests })
      .from(serviceRequestEmailThreads)
      .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEmailThreads.serviceRequestId))
      .where(eq(serviceRequestEmailThreads.threadId, certificate.id));
    expect(certificateRequest!.request).toMatchObject({ type: "CREATE_CERTIFICATE", state: "OPEN" });
    expect(certificateRequest!.request.typeData.createCertificate).toMatchObject({ name: "Town of Falmouth" });
    expect(await sendsOf(certificate.id)).toEqual([
      expect.objectContaining({ approvedByRule: null, approvedByUserId: expect.any(String) }),
    ]);

    const question = thread(DEMO_EMAIL_SUBJECTS.question);
    expect(question.waitingFor).toBe("CLIENT");
    const [questionSend] = await sendsOf(question.id);
    expect(questionSend!.approved.body).toMatch(/\[1\]/);
    const [questionDraft] = await runtime.db
      .select()
      .from(conversationDrafts)
      .where(eq(conversationDrafts.id, questionSend!.draftId));
    expect(questionDraft!.citations[0]!.fileName).toMatch(/Carrier Contacts/);

    const autoReply = thread(DEMO_EMAIL_SUBJECTS.autoReply);
    const [ooo] = await messagesOf(autoReply.id);
    expect(ooo).toMatchObject({ triageStatus: "AUTOMATED", automated: { automated: true, kind: "AUTO_REPLY" } });
    expect(await sendsOf(autoReply.id)).toEqual([]);
    expect(autoReply.waitingFor).toBeNull();

    const cancellation = thread(DEMO_EMAIL_SUBJECTS.cancellation);
    expect(cancellation).toMatchObject({ state: "ACTIVE", waitingFor: "AGENT" });
    const drafts = await runtime.db
      .select()
      .from(conversationDrafts)
      .where(eq(conversationDrafts.threadId, cancellation.id));
    expect(drafts.map((d) => d.state)).toEqual(["DRAFT"]);
  });
});
