import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ApprovalState, EffectKind, ExpiryReason } from "../../../domain/effects.ts";
import type { ToolName } from "../../../domain/workspace.ts";
import { id, timestamptz } from "../../db/columns.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";
import { caraRuns, caraStageEvents, caraWorkspaces } from "./workspaces.table.ts";

/**
 * A tool call with an effect outside the product that Cara proposed and that waits for a person
 * (ADR 060): the exact input shown to them, their decision, and when the approved call ran (once).
 */
export const caraEffectApprovals = pgTable(
  "cara_effect_approvals",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    workspaceId: uuid()
      .notNull()
      .references(() => caraWorkspaces.id, { onDelete: "cascade" }),
    /** The run that proposed it. */
    runId: uuid()
      .notNull()
      .references(() => caraRuns.id, { onDelete: "cascade" }),
    /** The plan's TOOL_CALL event that shows it. */
    eventId: uuid().references(() => caraStageEvents.id, { onDelete: "set null" }),
    /** The model's call and the AI SDK's approval request it answers. */
    toolCallId: text().notNull(),
    approvalId: text().notNull(),
    toolName: text().$type<ToolName>().notNull(),
    effect: text().$type<EffectKind>().notNull(),
    input: jsonb().notNull(),
    state: text().$type<ApprovalState>().notNull().default("PENDING"),
    decidedBy: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    decidedAt: timestamptz(),
    /** The run that carries the decision to the model (the approved call runs there). */
    resumeRunId: uuid().references(() => caraRuns.id, { onDelete: "set null" }),
    /** When the approved call ran: set once, so it never runs twice. */
    executedAt: timestamptz(),
    /** Why it expired (state EXPIRED): too old, its run failed, or the conversation moved on (ADR 066). */
    expiredReason: text().$type<ExpiryReason>(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cara_effect_approvals_call_idx").on(t.runId, t.toolCallId),
    index("cara_effect_approvals_workspace_idx").on(t.workspaceId, t.createdAt),
    index("cara_effect_approvals_resume_idx").on(t.resumeRunId),
    check("cara_effect_approvals_state_check", sql`${t.state} in ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED')`),
  ],
);
