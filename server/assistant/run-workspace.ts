import type { LanguageModel, ModelMessage } from "ai";
import { REFERENCE_ROLE_TAG } from "../../domain/custom-presets.ts";
import { DECLINED_MESSAGE, MAX_EFFECTS_PER_RUN } from "../../domain/effects.ts";
import type { Preset } from "../../domain/workspace.ts";
import { runAgent, type AgentResult } from "../ai/agent-loop.ts";
import { systemPrompt } from "../ai/prompts/index.ts";
import { quoteRequestDetails } from "../ai/quoted-material.ts";
import type { RunContext } from "../ai/tool-contract.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { DomainError } from "../lib/errors.ts";
import { requireActiveSubscription } from "../modules/billing/entitlements.service.ts";
import { getAccount } from "../modules/accounts/accounts.query.ts";
import { indexStatus } from "../modules/documents/documents.service.ts";
import { getAgencyUser, getViewerAgency } from "../modules/identity/agency.service.ts";
import { findCustomPreset } from "../modules/presets/presets.service.ts";
import { getServiceRequest } from "../modules/servicing/servicing.service.ts";
import {
  addEvent,
  finishAgentMessage,
  loadConversation,
  setWorkspaceState,
  startAgentMessage,
  startStage,
  updateStage,
} from "../modules/workspaces/workspace-run.service.ts";
import {
  auditPreApproved,
  claimApproved,
  decisionsFor,
  preApprovalsOf,
  recordProposal,
  type EffectApproval,
} from "../modules/workspaces/effect-approvals.service.ts";
import { CitationBook } from "./citations.ts";
import { effectOf, ownWords, RunEffects, type EffectScope } from "./effects.ts";
import { processAttachments } from "./process-attachments.ts";
import { RunDrafts } from "./run-drafts.ts";
import { recorderHooks } from "./run-hooks.ts";
import { buildToolset, toolEntry } from "./toolset.ts";

/** The linked account's id, name and contact details, or null when it is gone (deleted since the workspace was made). */
async function findAccountName(ctx: AgencyCtx, accountId: string) {
  try {
    const account = await getAccount(ctx, accountId);
    const { id, name, dba, email, phone, website, mailingAddress } = account;
    return { id, name, dba, email, phone, website, mailingAddress };
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** The agency's name and address, and the name of the user whose workspace this is. */
async function agencyOf(ctx: AgencyCtx, agencyUserId: string | null): Promise<RunContext["agency"]> {
  const agency = await getViewerAgency(ctx);
  const user = agencyUserId ? await getAgencyUser(ctx, agencyUserId).catch(() => null) : null;
  return { name: agency.name, mailingAddress: agency.mailingAddress ?? null, userName: user?.name ?? null };
}

type Conversation = Awaited<ReturnType<typeof loadConversation>>;

/** A call's title as its event shows it. */
function titleOf(toolName: string, input: unknown): string {
  try {
    return toolEntry(toolName)?.title(input ?? {}) ?? toolName;
  } catch {
    return toolName;
  }
}

/** Why a run stopped short, in the user's words. */
function stopReason(result: AgentResult, ctx: AgencyCtx): string {
  switch (result.reason) {
    case "max-steps":
      return `I reached the limit of ${ctx.config.CARA_RUN_MAX_STEPS} steps for one task.`;
    case "token-budget":
      return "I reached the token budget for one task.";
    default:
      return result.error ?? "the model failed.";
  }
}

/**
 * The custom preset a workspace was made from (ADR 046): its base prompt becomes the agency's
 * instructions and its inherited built-in preset the run's preset (that preset's brief and
 * skill). Read at each run, so an edited preset guides the next message; none when it is gone.
 */
async function customPresetOf(ctx: AgencyCtx, conversation: Conversation) {
  const id = conversation.workspace.customPresetId;
  const preset = id ? await findCustomPreset(ctx, id) : null;
  if (!preset) return { preset: null, instructions: null };
  const hasReferences = conversation.workspace.files.some((file) => file.role === REFERENCE_ROLE_TAG);
  const instructions = [
    `Custom preset "${preset.title}"${preset.description ? `: ${preset.description}` : ""}`,
    preset.basePrompt,
    hasReferences
      ? `Files tagged ${REFERENCE_ROLE_TAG} are the agency's reference material for this preset: search them when they bear on the task, and cite them.`
      : null,
  ]
    .filter(Boolean)
    .join("\n\n");
  return { preset: preset.inheritFromPreset ?? null, instructions };
}

async function runContextOf(ctx: AgencyCtx, conversation: Conversation, fileIds: string[], inherited: Preset | null) {
  const { workspace } = conversation;
  let serviceRequest: RunContext["serviceRequest"] = null;
  let accountId = workspace.accountId ?? null;
  if (workspace.serviceRequestId) {
    try {
      const request = await getServiceRequest(ctx, workspace.serviceRequestId);
      const { createCertificate, addAdditionalInsured } = request.typeData ?? {};
      serviceRequest = {
        id: request.id,
        type: request.type,
        question: request.typeData?.question?.question ?? null,
        details: request.details,
        contactName: request.clientName,
        contactEmail: request.clientEmail,
        typeData: createCertificate || addAdditionalInsured ? { createCertificate, addAdditionalInsured } : null,
      };
      accountId ??= request.accountId;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  const account = accountId ? await findAccountName(ctx, accountId) : null;
  const unread = workspace.files.filter((file) => !fileIds.includes(file.id));
  // why each could not be read (the reading's error), so Cara says so instead of passing over it (ADR 055)
  const reasons = new Map(
    unread.length
      ? (
          await indexStatus(
            ctx,
            unread.map((file) => file.id),
          )
        ).map((s) => [s.fileId, s.errorMessage])
      : [],
  );
  const context: RunContext = {
    preset: workspace.preset ?? inherited,
    presetOptions: workspace.presetOptions ?? null,
    account,
    agency: await agencyOf(ctx, workspace.agencyUserId),
    files: workspace.files
      .filter((file) => fileIds.includes(file.id))
      .map((file) => ({ id: file.id, name: file.name, role: file.role })),
    unreadFiles: unread.map((file) => ({ id: file.id, name: file.name, reason: reasons.get(file.id) ?? null })),
    serviceRequest,
    clientName: workspace.metadata.clientName ?? null,
  };
  return { context, accountId };
}

/** The conversation so far as model messages (this run's own message, from a crashed attempt, left out). */
function historyOf(conversation: Conversation, runId: string): ModelMessage[] {
  return (
    conversation.messages
      // a USER message may be empty (a preset's form sent without one: its choices are the ask)
      .filter(
        (m) => (m.role === "USER" || m.content.trim()) && !(m.role === "AGENT" && (m.runId === runId || !m.complete)),
      )
      .map((m) =>
        // the client's words a message quotes after "Request details:" reach the model as quoted material (ADR 066)
        m.role === "USER"
          ? { role: "user", content: quoteRequestDetails(m.content) }
          : { role: "assistant", content: m.content },
      )
  );
}

/**
 * The proposed calls a person decided, as the AI SDK resumes them: the model's call with its
 * approval request, then the person's answers (an approved call runs as the run starts; a
 * declined one is told to the model).
 */
function decisionMessages(decisions: EffectApproval[]): ModelMessage[] {
  if (decisions.length === 0) return [];
  return [
    {
      role: "assistant",
      content: decisions.flatMap((d) => [
        { type: "tool-call" as const, toolCallId: d.toolCallId, toolName: d.toolName, input: d.input },
        { type: "tool-approval-request" as const, approvalId: d.approvalId, toolCallId: d.toolCallId },
      ]),
    },
    {
      role: "tool",
      content: decisions.map((d) => ({
        type: "tool-approval-response" as const,
        approvalId: d.approvalId,
        approved: d.state === "APPROVED",
        ...(d.state === "APPROVED" ? {} : { reason: DECLINED_MESSAGE }),
      })),
    },
  ];
}

/** What the user typed in this request (their last message and the preset form's text) and the request's holders. */
function effectScopeOf(
  conversation: Conversation,
  context: RunContext,
  ctx: AgencyCtx,
  rules: EffectScope["rules"],
): EffectScope {
  const asked = ownWords(conversation.messages.findLast((m) => m.role === "USER")?.content ?? "");
  const form = Object.values(context.presetOptions ?? {}).filter((value) => typeof value === "string");
  const typeData = context.serviceRequest?.typeData;
  const requestHolders = [typeData?.createCertificate?.name, typeData?.addAdditionalInsured?.name].filter(
    (name): name is string => typeof name === "string" && name.trim() !== "",
  );
  return {
    typed: [asked, ...form].join("\n"),
    requestHolders,
    webSearchConfigured: Boolean(ctx.config.WEB_SEARCH_API_KEY),
    rules,
  };
}

const waitingText = (titles: string[]) =>
  titles.length === 1
    ? `This needs your approval before I go on: ${titles[0]}. Approve or decline it in the plan.`
    : `These need your approval before I go on: ${titles.join("; ")}. Approve or decline each in the plan.`;

/**
 * One run of Cara on a workspace (AssistantRunner.runWorkspace): read the new attachments,
 * then the TASK stage — the agent loop with the preset's prompt and the tools bound to the
 * workspace, every thought and tool call an event, the answer streamed into the run's message
 * with the citations its text marks. A model failure ends the run with "I could not finish: …".
 */
export async function runWorkspace(
  ctx: AgencyCtx,
  model: LanguageModel,
  { workspaceId, runId }: { workspaceId: string; runId: string },
): Promise<void> {
  const conversation = await loadConversation(ctx, workspaceId);
  const messageId = await startAgentMessage(ctx, workspaceId, runId);
  try {
    await requireActiveSubscription(ctx);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await finishAgentMessage(ctx, messageId, { content: `I could not finish: ${error.message}`, citations: [] });
    await setWorkspaceState(ctx, workspaceId, "IDLE");
    return;
  }
  const fileIds = await processAttachments(ctx, workspaceId, runId, conversation.workspace.files);
  const custom = await customPresetOf(ctx, conversation);
  const { context } = await runContextOf(ctx, conversation, fileIds, custom.preset);
  const stageId = await startStage(ctx, workspaceId, "TASK", runId);
  const citations = new CitationBook();
  const drafts = new RunDrafts(ctx, workspaceId, stageId);
  const decisions = await decisionsFor(ctx, runId);
  const effects = new RunEffects(
    effectScopeOf(conversation, context, ctx, await preApprovalsOf(ctx)),
    MAX_EFFECTS_PER_RUN,
    {
      claim: (approvalId) => {
        const decided = decisions.find((d) => d.approvalId === approvalId);
        return decided ? claimApproved(ctx, decided.id) : Promise.resolve(false);
      },
      preApproved: (call) => auditPreApproved(ctx, { ...call, workspaceId, effect: call.kind }),
    },
    decisions.map((d) => ({ ...d, approved: d.state === "APPROVED" })),
  );
  const earlier = new Map(decisions.flatMap((d) => (d.eventId ? [[d.toolCallId, d.eventId] as const] : [])));
  const { hooks, flush, eventOf } = recorderHooks(ctx, stageId, messageId, drafts, earlier);
  hooks.approvalRequested = async ({ approvalId, toolCallId, toolName, input }) => {
    const entry = toolEntry(toolName);
    const effect = effectOf(toolName, input, effects.scope);
    if (!entry || !effect) return;
    await recordProposal(ctx, {
      workspaceId,
      runId,
      eventId: eventOf(toolCallId),
      toolCallId,
      approvalId,
      toolName: entry.name,
      effect,
      input,
    });
  };
  const result = await runAgent({
    model,
    system: systemPrompt(context, {
      today: ctx.now().toISOString().slice(0, 10),
      customInstructions: custom.instructions,
    }),
    messages: [...historyOf(conversation, runId), ...decisionMessages(decisions)],
    tools: buildToolset(ctx, { workspaceId, fileIds, stageId, citations, drafts, effects }),
    maxSteps: ctx.config.CARA_RUN_MAX_STEPS,
    budget: { maxTokens: ctx.config.CARA_RUN_MAX_TOKENS, maxMs: ctx.config.CARA_RUN_MAX_SECONDS * 1000 },
    maxRetries: ctx.config.CARA_MODEL_MAX_RETRIES,
    hooks,
  });
  await flush();

  if (result.reason === "completed" && result.text.trim()) {
    const done = citations.finish(result.text.trim());
    await finishAgentMessage(ctx, messageId, done);
    await updateStage(ctx, stageId, { state: "COMPLETED" });
    await setWorkspaceState(ctx, workspaceId, done.content.endsWith("?") ? "WAITING_FOR_INPUT" : "IDLE");
    return;
  }
  if (result.reason === "awaiting-approval") {
    // nothing outside the product happened: the proposed calls wait, each on its event (ADR 060)
    const titles = result.approvals.map((call) => titleOf(call.toolName, call.input));
    const done = citations.finish([result.text.trim(), waitingText(titles)].filter(Boolean).join("\n\n"));
    await finishAgentMessage(ctx, messageId, done);
    await updateStage(ctx, stageId, { state: "COMPLETED" });
    await setWorkspaceState(ctx, workspaceId, "WAITING_FOR_INPUT");
    return;
  }
  const reason = result.reason === "completed" ? "the model gave no answer." : stopReason(result, ctx);
  ctx.log.warn("Cara's run stopped short", { workspaceId, runId, reason: result.reason, error: result.error });
  await addEvent(ctx, stageId, { type: "THOUGHT", title: "Could not finish", content: reason, state: "FAILED" });
  await finishAgentMessage(ctx, messageId, { content: `I could not finish: ${reason}`, citations: [] });
  await updateStage(ctx, stageId, { state: "ERROR" });
  await setWorkspaceState(ctx, workspaceId, "IDLE");
}
