import { index, jsonb, pgTable, primaryKey, text, uuid, boolean } from "drizzle-orm/pg-core";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { agencies } from "../identity/identity.table.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";

/** A transcript entry of a call: the caller is "user", the voice agent "agent". */
export interface CallTranscriptEntry {
  role: "user" | "agent" | "tool_invocation" | "tool_result";
  content: string;
  toolCallId?: string;
  toolName?: string;
  toolArgumentsJson?: string;
}

/**
 * A phone call handled by the voice agent (shown on a request's Conversation tab,
 * docs/product/servicing.md). The calls issue adds the telephony around it; servicing shows the
 * transcripts of the calls linked to a request.
 */
export const calls = pgTable(
  "calls",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    accountId: uuid().references(() => accounts.id, { onDelete: "set null" }),
    status: text().notNull().default("ENDED"),
    startedAt: timestamptz().notNull(),
    endedAt: timestamptz(),
    fromName: text(),
    fromNumber: text(),
    disconnectionReason: text(),
    recordingUrl: text(),
    sentiment: text(),
    successful: boolean(),
    summary: text(),
    transcript: jsonb().$type<CallTranscriptEntry[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index("calls_agency_started_idx").on(t.agencyId, t.startedAt.desc())],
);

export const serviceRequestCalls = pgTable(
  "service_request_calls",
  {
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    callId: uuid()
      .notNull()
      .references(() => calls.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceRequestId, t.callId] }),
    index("service_request_calls_call_idx").on(t.callId),
  ],
);
