import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { VoiceAgentConfiguration } from "../../../domain/voice-agent.ts";
import { id, timestamps } from "../../db/columns.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";

/**
 * An agency's voice agent (docs/product/voice-agents.md, ADR 074): its name, the phone number
 * calls reach it on (set by the telephony provider, never from the settings screen), whether it
 * answers, and its whole configuration as one JSON document checked by
 * `voiceAgentConfigurationSchema` on every write (read back through the same schema, so a
 * field added later takes its default).
 */
export const voiceAgents = pgTable(
  "voice_agents",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** E.164; null until the telephony provider gives the agent a number. Calls are routed by it. */
    phoneNumber: text(),
    /** Whether it answers calls; the plan's voice agent count applies to the enabled ones. */
    enabled: boolean().notNull().default(true),
    configuration: jsonb().$type<VoiceAgentConfiguration>().notNull(),
    createdByUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("voice_agents_agency_idx").on(t.agencyId, t.createdAt),
    // an incoming call finds its agent by the number it called
    uniqueIndex("voice_agents_phone_number_key").on(t.phoneNumber),
  ],
);
