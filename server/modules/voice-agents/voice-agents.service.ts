import { and, asc, eq, sql } from "drizzle-orm";
import { formatAddress } from "../../../domain/address.ts";
import { hasFeature } from "../../../domain/entitlements.ts";
import {
  changedGatedPaths,
  DEFAULT_VOICE_AGENT_NAME,
  defaultVoiceAgentConfiguration,
  UPGRADE_MESSAGE,
  voiceAgentConfigurationSchema,
  voiceAgentNameInput,
  type VoiceAgentConfiguration,
} from "../../../domain/voice-agent.ts";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, fieldErrorsOfIssues, ValidationError, type FieldError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { requireWithinLimit } from "../billing/entitlements.service.ts";
import { readSubscriptionRow } from "../billing/subscription.store.ts";
import { isUuid } from "../files/files.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { voiceAgents } from "./voice-agents.table.ts";

/**
 * The agency's voice agents (docs/product/voice-agents.md, ADR 074): the list, one agent, creating
 * one within the plan's voice agent count, and saving its whole configuration. Every read is
 * scoped to the acting agency (another agency's id is not found); every save is checked field by
 * field, and what needs advanced voice customization is refused without it.
 */

export type VoiceAgentRow = typeof voiceAgents.$inferSelect;
export interface VoiceAgentView extends Omit<VoiceAgentRow, "configuration"> {
  configuration: VoiceAgentConfiguration;
  state: "ACTIVE" | "INACTIVE";
}

export const VOICE_AGENT_LIMIT_MESSAGE = "You have reached the maximum number of voice agents";

/** The stored configuration read through the schema: a field added since takes its default. */
function view(row: VoiceAgentRow): VoiceAgentView {
  const parsed = voiceAgentConfigurationSchema.safeParse(row.configuration ?? {});
  return {
    ...row,
    configuration: parsed.success ? parsed.data : defaultVoiceAgentConfiguration(),
    state: row.enabled ? "ACTIVE" : "INACTIVE",
  };
}

/** The agency's voice agents, oldest first (the included one first). */
export async function listVoiceAgents(ctx: AgencyCtx): Promise<VoiceAgentView[]> {
  const rows = await ctx.db
    .select()
    .from(voiceAgents)
    .where(eq(voiceAgents.agencyId, ctx.actor.agencyId))
    .orderBy(asc(voiceAgents.createdAt), asc(voiceAgents.id));
  return rows.map(view);
}

/** A voice agent of the agency, or null (another agency's, or not an id). */
export async function findVoiceAgent(ctx: AgencyCtx, id: string): Promise<VoiceAgentView | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(voiceAgents)
    .where(and(eq(voiceAgents.id, id), eq(voiceAgents.agencyId, ctx.actor.agencyId)));
  return row ? view(row) : null;
}

export async function getVoiceAgent(ctx: AgencyCtx, id: string): Promise<VoiceAgentView> {
  const agent = await findVoiceAgent(ctx, id);
  if (!agent) throw new DomainError("NOT_FOUND", "Voice agent not found");
  return agent;
}

/** How many enabled voice agents the agency has (what the plan's voice agent count limits). */
export async function activeVoiceAgentCount(ctx: AgencyCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(voiceAgents)
    .where(and(eq(voiceAgents.agencyId, ctx.actor.agencyId), eq(voiceAgents.enabled, true)));
  return Number(row?.n ?? 0);
}

/** Whether the agency's plan includes advanced voice customization (the screen's upgrade badges mirror it). */
export async function hasAdvancedVoiceCustomization(ctx: AgencyCtx): Promise<boolean> {
  const row = await readSubscriptionRow(ctx, ctx.actor.agencyId);
  return Boolean(row && hasFeature(row.plan, "ADVANCED_VOICE_CUSTOMIZATION"));
}

/** The agency's own data that blank agency fields fall back to. */
export async function agencyFallbacks(ctx: AgencyCtx) {
  const agency = await getViewerAgency(ctx);
  const coi = agency.configuration.liabilityCOIConfiguration;
  return {
    name: agency.name,
    phone: coi?.contactPhone ?? "",
    email: coi?.contactEmail ?? "",
    address: agency.mailingAddress ? formatAddress(agency.mailingAddress) : "",
  };
}

/**
 * A new voice agent (name default 'Default') with every default; refused with 'You have reached
 * the maximum number of voice agents' when the enabled agents already fill the plan's count.
 */
export async function createVoiceAgent(ctx: AgencyCtx, input: { name?: unknown }): Promise<VoiceAgentView> {
  const raw = typeof input.name === "string" && input.name.trim() === "" ? undefined : input.name;
  const parsed = voiceAgentNameInput.safeParse(raw ?? DEFAULT_VOICE_AGENT_NAME);
  if (!parsed.success) throw new ValidationError(fieldErrorsOfIssues(parsed.error.issues, () => "name"));
  const id = await inTransaction(ctx, async (tx) => {
    await requireWithinLimit(tx, "voiceAgents", await activeVoiceAgentCount(tx), {
      forUpdate: true,
      message: () => VOICE_AGENT_LIMIT_MESSAGE,
    });
    const [row] = await tx.db
      .insert(voiceAgents)
      .values({
        agencyId: tx.actor.agencyId,
        name: parsed.data,
        configuration: defaultVoiceAgentConfiguration(),
        createdByUserId: tx.actor.type === "AGENCY_USER" ? tx.actor.agencyUserId : null,
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning();
    await recordAudit(tx, {
      action: "voice_agent.created",
      recordType: "voice_agent",
      recordId: row!.id,
      data: { name: row!.name },
    });
    return row!.id;
  });
  return getVoiceAgent(ctx, id);
}

export interface VoiceAgentInput {
  name?: unknown;
  configuration?: unknown;
  /** Refused: the number is set by the telephony provider, never from the settings screen. */
  phoneNumber?: unknown;
}

/**
 * Saves the agent's name and whole configuration (NOT_FOUND for another agency's). Every field is
 * checked and every refusal comes back together, keyed by its path inside the configuration
 * (`agentName`, `notifications.staticEmails.1`, `transfer.directory.0.number`, ...). Without
 * advanced voice customization a gated part that differs from what is stored is refused under
 * its path with 'Only available on the Pro plan'.
 */
export async function updateVoiceAgent(ctx: AgencyCtx, id: string, input: VoiceAgentInput): Promise<VoiceAgentView> {
  const current = await getVoiceAgent(ctx, id);
  const errors: FieldError[] = [];
  const name = voiceAgentNameInput.safeParse(input.name);
  if (!name.success) errors.push(...fieldErrorsOfIssues(name.error.issues, () => "name"));
  if (input.phoneNumber !== undefined && input.phoneNumber !== current.phoneNumber)
    errors.push({ path: "phoneNumber", message: "The phone number cannot be changed here" });
  const configuration = voiceAgentConfigurationSchema.safeParse(input.configuration ?? {});
  if (!configuration.success) errors.push(...fieldErrorsOfIssues(configuration.error.issues));
  if (configuration.success && !(await hasAdvancedVoiceCustomization(ctx)))
    for (const path of changedGatedPaths(current.configuration, configuration.data))
      errors.push({ path, message: UPGRADE_MESSAGE });
  if (errors.length > 0 || !name.success || !configuration.success) throw new ValidationError(errors);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(voiceAgents)
      .set({ name: name.data, configuration: configuration.data, updatedAt: tx.now() })
      .where(and(eq(voiceAgents.id, current.id), eq(voiceAgents.agencyId, tx.actor.agencyId)));
    await recordAudit(tx, {
      action: "voice_agent.updated",
      recordType: "voice_agent",
      recordId: current.id,
      data: { name: name.data },
    });
  });
  return getVoiceAgent(ctx, id);
}
