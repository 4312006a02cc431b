import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PreApprovalRule } from "../../../domain/effects.ts";
import type { AgencyUserState } from "../../../domain/identity.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";

export interface MailingAddress {
  line1: string;
  line2?: string | null;
  city: string;
  /** US state code. */
  zone: string;
  postalCode: string;
}

export interface AgencyConfiguration {
  /** The agency's own licensed, fillable ACORD 25 (a stored file); certificates use our layout without it. */
  acord25TemplateFileId?: string | null;
  /** The agency's own licensed, fillable edition of other ACORD forms, by template ("ACORD 125": file id). */
  formTemplates?: Record<string, string> | null;
  /** Effects outside the product that run without asking (ADR 060); unset: DEFAULT_PRE_APPROVALS. */
  effectPreApprovals?: PreApprovalRule[] | null;
  liabilityCOIConfiguration?: {
    contactName?: string | null;
    contactEmail?: string | null;
    contactPhone?: string | null;
  };
}

export interface AgencyUserPreferences {
  /** Built-in and custom presets shown on the home page (the copilot issue fills these). */
  favoritePresets?: string[];
  favoriteCustomPresets?: string[];
}

export const agencies = pgTable("agencies", {
  id: id(),
  name: text().notNull(),
  mailingAddress: jsonb().$type<MailingAddress | null>(),
  configuration: jsonb().$type<AgencyConfiguration>().notNull().default({}),
  /** IANA time zone of the agency's days (certificate dates, "today"); null = from its state (domain/time-zone.ts). */
  timeZone: text(),
  ...timestamps(),
});

export const agencyUsers = pgTable(
  "agency_users",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Always stored normalised (trimmed, lower case); one user per email across all agencies. */
    email: text().notNull(),
    name: text().notNull(),
    state: text().$type<AgencyUserState>().notNull().default("ACTIVE"),
    preferences: jsonb().$type<AgencyUserPreferences>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("agency_users_email_key").on(t.email),
    index("agency_users_agency_idx").on(t.agencyId),
    check("agency_users_state_check", sql`${t.state} in ('ACTIVE', 'DISABLED')`),
    check("agency_users_email_normalized", sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Emailed one-time sign-in codes. Only an HMAC of the code is kept. */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: id(),
    agencyUserId: uuid()
      .notNull()
      .references(() => agencyUsers.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    /** Set when the code signs the user in, or when a newer code replaces it. */
    consumedAt: timestamptz(),
    requestedFrom: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("sign_in_codes_user_idx").on(t.agencyUserId, t.createdAt)],
);

/** Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text().notNull(),
    agencyUserId: uuid()
      .notNull()
      .references(() => agencyUsers.id, { onDelete: "cascade" }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    expiresAt: timestamptz().notNull(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx").on(t.agencyUserId),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);
