import type { LanguageModel } from "ai";
import { and, eq } from "drizzle-orm";
import type { InboundMessage } from "../../../domain/inbound-message.ts";
import { runAgent, type AgentResult } from "../../ai/agent-loop.ts";
import { createLanguageModel, parseModelChoice } from "../../ai/models.ts";
import { createOfflineModel } from "../../ai/offline/offline-model.ts";
import { CitationBook } from "../../assistant/citations.ts";
import { agencyCtx, type AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { conversationTriages, type TriageStep } from "./conversations.table.ts";
import type { ConversationPort, WaitingFor } from "./conversation-port.ts";
import { loadDirectory } from "./directory.service.ts";
import { authenticationVerdict, decideTriage, type TriageDecision } from "./triage-decision.ts";
import { planTriage, recordInputOf, triageSystemPrompt } from "./triage-planner.ts";
import { buildTriageToolset, recordRequest, type TriageRunState } from "./triage-tools.ts";

export type ConversationTriage = typeof conversationTriages.$inferSelect;

export interface TriageOptions {
  /** The model; by default CARA_MODEL's (the offline engine with triage's planner when offline). */
  model?: LanguageModel;
}

/** The model triage runs with: a configured model, or the offline engine planning triage. */
export function triageModel(ctx: Pick<AgencyCtx, "config">): LanguageModel {
  return parseModelChoice(ctx.config.CARA_MODEL).kind === "offline"
    ? createOfflineModel(planTriage)
    : createLanguageModel(ctx.config);
}

const isAcknowledgement = (decision: TriageDecision) =>
  decision.typing?.type === "OTHER" &&
  decision.typing.evidence.some((e) => e.rule === "a thank-you or acknowledgement");

/**
 * The email pipeline's `email.triage` job (issue 30): triage one stored inbound message. The
 * channel (server/modules/emails) hands over its records through `port` (a module reads only its
 * own tables).
 */
export function triageEmailMessage(
  ctx: AgencyCtx,
  input: { agencyId: string; messageId: string },
  port: ConversationPort,
  options: TriageOptions = {},
): Promise<ConversationTriage> {
  return triageInboundMessage(ctx, input, port, options);
}

/**
 * Triage of one inbound message on any channel (ADR 068), as Cara (initiator CARA in every
 * version entry). Automated mail gets its decision recorded and nothing else. Otherwise the one
 * agent loop runs with the triage tool set (read, search, record, draft; nothing that leaves the
 * product), the request is created or the thread's open one updated, the reply drafted and never
 * sent, and the thread left ACTIVE waiting for the AGENT who approves the draft (ENDED after a
 * bare acknowledgement). Idempotent: a message triaged once is not triaged again; a retried
 * attempt reuses the request it recorded.
 */
export async function triageInboundMessage(
  ctx: AgencyCtx,
  { agencyId, messageId }: { agencyId: string; messageId: string },
  port: ConversationPort,
  options: TriageOptions = {},
): Promise<ConversationTriage> {
  if (ctx.actor.agencyId !== agencyId) throw new DomainError("FORBIDDEN", "The message is another agency's");
  const cara = agencyCtx(ctx, {
    type: "CARA",
    agencyId,
    channel: port.channel === "PHONE" ? "VOICE" : "EMAIL",
    onBehalfOfUserId: null,
  });
  const [done] = await cara.db
    .select()
    .from(conversationTriages)
    .where(
      and(
        eq(conversationTriages.agencyId, agencyId),
        eq(conversationTriages.channel, port.channel),
        eq(conversationTriages.messageId, messageId),
      ),
    );
  if (done && done.state !== "RUNNING") return done;

  const message = await port.load(cara, messageId);
  if (!message || message.agencyId !== agencyId) throw new DomainError("NOT_FOUND", "Message not found");
  const decision = decideTriage(message, await loadDirectory(cara));
  const auth = authenticationVerdict(message.authentication);
  const triage =
    done ??
    (
      await cara.db
        .insert(conversationTriages)
        .values({
          agencyId,
          channel: port.channel,
          messageId,
          threadId: message.threadId,
          automated: decision.automated,
          match: decision.match,
          typing: decision.typing,
          authentication: { ...auth, mayDisclose: decision.mayDisclose, note: decision.disclosureNote },
          createdAt: cara.now(),
          updatedAt: cara.now(),
        })
        .onConflictDoNothing()
        .returning()
    )[0];
  if (!triage) {
    // another attempt inserted it meanwhile: its answer is the answer
    return (await findTriage(cara, port.channel, messageId))!;
  }

  if (decision.automated.automated) return finishAutomated(cara, port, message, decision, triage.id);

  const matchedAccount = decision.match.status === "MATCHED" ? decision.match.accountId : null;
  await port.setState(cara, message.threadId, { state: "ACTIVE", waitingFor: "CARA", accountId: matchedAccount });
  const run: TriageRunState = {
    ctx: cara,
    port,
    message,
    decision,
    triageId: triage.id,
    citations: new CitationBook(),
    steps: [],
    recorded: triage.serviceRequestId
      ? {
          serviceRequestId: triage.serviceRequestId,
          action: triage.requestAction,
          recordedType: (triage.recordedType ?? decision.typing!.type) as never,
          note: "Recorded by an earlier attempt.",
        }
      : null,
    draftId: null,
  };

  let result: AgentResult | null = null;
  let failure: string | null = null;
  if (!isAcknowledgement(decision)) {
    const agency = await getViewerAgency(cara);
    result = await runAgent({
      model: options.model ?? triageModel(cara),
      system: triageSystemPrompt({ agencyName: agency.name, channel: message.channel, messageId }),
      messages: [
        {
          role: "user",
          content: `Triage the ${message.channel.toLowerCase()} message received ${message.receivedAt.toISOString()}: read it with your tools, record the service request and draft the reply.`,
        },
      ],
      tools: buildTriageToolset(run),
      maxSteps: Math.min(cara.config.CARA_RUN_MAX_STEPS, 12),
      budget: { maxTokens: cara.config.CARA_RUN_MAX_TOKENS, maxMs: cara.config.CARA_RUN_MAX_SECONDS * 1000 },
      maxRetries: cara.config.CARA_MODEL_MAX_RETRIES,
    });
    if (result.reason !== "completed") failure = result.error ?? `the run stopped: ${result.reason}`;
    for (const approval of result.approvals)
      run.steps.push({
        tool: approval.toolName,
        title: "Asked for an action that needs a person",
        ok: false,
        note: "Not carried out: triage has no tool with an effect outside the product.",
      });
  }

  // the request is recorded even when the model did not do it (or failed): the rules' decision stands
  const recordedByRules =
    !run.recorded && (!isAcknowledgement(decision) || (await port.openRequestOf(cara, message.threadId)));
  if (recordedByRules) {
    await recordRequest(run, recordInputOf(decision.typing!, message));
    run.steps.push({
      tool: "RECORD_REQUEST",
      title: "Recording the service request",
      ok: true,
      note: result
        ? "Recorded by triage's rules: the run did not record it."
        : "An acknowledgement on a conversation with an open request: added to it.",
    });
  }

  const threadState: { state: "ACTIVE" | "ENDED"; waitingFor: WaitingFor | null; why: string } = isAcknowledgement(
    decision,
  )
    ? { state: "ENDED", waitingFor: null, why: "The client only acknowledged: nothing is asked." }
    : run.draftId && !failure
      ? {
          state: "ACTIVE",
          waitingFor: "AGENT",
          why: "A reply is drafted and waits for an agent to send, edit or discard it.",
        }
      : {
          state: "ACTIVE",
          waitingFor: "AGENT",
          why: failure
            ? `Triage did not finish (${failure}): an agent takes it.`
            : "No reply was drafted: an agent answers.",
        };
  await port.setState(cara, message.threadId, { state: threadState.state, waitingFor: threadState.waitingFor });
  await port.markTriaged(cara, messageId, failure ? "FAILED" : "TRIAGED");
  const [row] = await cara.db
    .update(conversationTriages)
    .set({
      state: failure ? "FAILED" : "DONE",
      serviceRequestId: run.recorded?.serviceRequestId ?? null,
      requestAction: run.recorded?.action ?? "NONE",
      recordedType: run.recorded?.recordedType ?? null,
      threadState,
      steps: [...(triage.steps ?? []), ...run.steps] satisfies TriageStep[],
      summary: result?.text.trim() || (isAcknowledgement(decision) ? "An acknowledgement: nothing to do." : null),
      failureReason: failure,
      updatedAt: cara.now(),
    })
    .where(eq(conversationTriages.id, triage.id))
    .returning();
  return row!;
}

async function finishAutomated(
  ctx: AgencyCtx,
  port: ConversationPort,
  message: InboundMessage,
  decision: TriageDecision,
  triageId: string,
): Promise<ConversationTriage> {
  // a bounce means our message did not arrive: a person must act; other automated mail changes nothing
  const bounce = decision.automated.kind === "BOUNCE";
  const threadState = bounce
    ? { state: "ACTIVE" as const, waitingFor: "AGENT" as const, why: "A message bounced: an agent checks the address." }
    : {
        state: "ACTIVE" as const,
        waitingFor: null,
        why: "Automated mail: never answered; the conversation is left as it was.",
      };
  if (bounce) await port.setState(ctx, message.threadId, { state: "ACTIVE", waitingFor: "AGENT" });
  await port.markTriaged(ctx, message.messageId, "AUTOMATED");
  const [row] = await ctx.db
    .update(conversationTriages)
    .set({
      state: "AUTOMATED",
      threadState,
      summary: `Automated mail (${decision.automated.kind ?? "automated"}: ${decision.automated.evidence ?? ""}): not answered, no request.`,
      updatedAt: ctx.now(),
    })
    .where(eq(conversationTriages.id, triageId))
    .returning();
  return row!;
}

export async function findTriage(
  ctx: AgencyCtx,
  channel: string,
  messageId: string,
): Promise<ConversationTriage | null> {
  const [row] = await ctx.db
    .select()
    .from(conversationTriages)
    .where(
      and(
        eq(conversationTriages.agencyId, ctx.actor.agencyId),
        eq(conversationTriages.channel, channel as never),
        eq(conversationTriages.messageId, messageId),
      ),
    );
  return row ?? null;
}
