import { and, asc, count, eq, sql } from "drizzle-orm";
import { UNNAMED, type Db } from "../../db/client.ts";
import { idIn } from "../../db/id-in.ts";
import { statementCache } from "../../db/statement-cache.ts";
import { isUuid } from "../../lib/uuid.ts";
import { normalizeEmail, type AgencyUserState } from "../../../domain/identity.ts";
import { signedInUserIdOf, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  agencies,
  agencyUsers,
  type AgencyConfiguration,
  type AgencyUserPreferences,
  type MailingAddress,
} from "./identity.table.ts";
import { endSessionsForUser } from "./session.service.ts";

export type Agency = typeof agencies.$inferSelect;
export type { AgencyConfiguration } from "./identity.table.ts";
export type AgencyUser = typeof agencyUsers.$inferSelect;

/** The acting agency (`forUpdate`: its row locked until the transaction ends, e.g. while numbering). */
export async function getViewerAgency(ctx: AgencyCtx, options: { forUpdate?: boolean } = {}): Promise<Agency> {
  const query = ctx.db.select().from(agencies).where(eq(agencies.id, ctx.actor.agencyId));
  const [agency] = options.forUpdate ? await query.for("update") : await query;
  if (!agency) throw new DomainError("NOT_FOUND", "Agency not found");
  return agency;
}

/** A user of the signed-in user's agency; another agency's ids are not found. */
export async function getAgencyUser(ctx: AgencyCtx, id: string): Promise<AgencyUser> {
  // an id that is not a UUID is no user's (PostgreSQL would refuse it as a uuid: issue 29 item 6)
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", "User not found");
  const [user] = await ctx.db
    .select()
    .from(agencyUsers)
    .where(and(eq(agencyUsers.id, id), eq(agencyUsers.agencyId, ctx.actor.agencyId)));
  if (!user) throw new DomainError("NOT_FOUND", "User not found");
  return user;
}

/** Users of the agency among `ids` (per-request batching of assignees, agents, comment authors). */
export async function agencyUsersByIds(ctx: AgencyCtx, ids: readonly string[]): Promise<Map<string, AgencyUser>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await agencyUsersByIdsStatement(ctx.db, "", () => prepareAgencyUsersByIds(ctx.db)).execute({
    ids: unique,
    agencyId: ctx.actor.agencyId,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

const prepareAgencyUsersByIds = (db: Db) =>
  db
    .select()
    .from(agencyUsers)
    .where(and(idIn(agencyUsers.id), eq(agencyUsers.agencyId, sql.placeholder("agencyId"))))
    .prepare(UNNAMED);
const agencyUsersByIdsStatement = statementCache<ReturnType<typeof prepareAgencyUsersByIds>>();

/** How many ACTIVE users an agency has (the seats in use). */
export async function countActiveAgencyUsers(ctx: Ctx, agencyId: string): Promise<number> {
  const [active] = await ctx.db
    .select({ n: count() })
    .from(agencyUsers)
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(agencyUsers.state, "ACTIVE")));
  return Number(active?.n ?? 0);
}

export async function getViewer(ctx: AgencyCtx): Promise<AgencyUser> {
  const id = signedInUserIdOf(ctx);
  if (!id) throw new DomainError("FORBIDDEN", "Only a signed-in user has a profile");
  return getAgencyUser(ctx, id);
}

/** Users of the signed-in user's agency, active first, then by name. */
export async function listAgencyUsers(ctx: AgencyCtx): Promise<AgencyUser[]> {
  return ctx.db
    .select()
    .from(agencyUsers)
    .where(eq(agencyUsers.agencyId, ctx.actor.agencyId))
    .orderBy(asc(agencyUsers.state), asc(agencyUsers.name));
}

export interface NewAgency {
  name: string;
  mailingAddress?: MailingAddress | null;
  configuration?: AgencyConfiguration;
}

/** Creates an agency (onboarding, seed). Its subscription is created by the billing module. */
export async function createAgency(ctx: Ctx, input: NewAgency): Promise<Agency> {
  const [agency] = await ctx.db
    .insert(agencies)
    .values({
      name: input.name,
      mailingAddress: input.mailingAddress ?? null,
      configuration: input.configuration ?? {},
    })
    .returning();
  await recordAudit(ctx, {
    action: "identity.agency_created",
    agencyId: agency!.id,
    recordType: "agency",
    recordId: agency!.id,
  });
  return agency!;
}

export interface NewAgencyUser {
  email: string;
  name: string;
  state?: AgencyUserState;
  preferences?: AgencyUserPreferences;
}

/**
 * Inserts a user into an agency. Seat rules belong to the caller (the subscription
 * module's createAgencyUser); a taken email is a field error.
 */
export async function insertAgencyUser(ctx: Ctx, agencyId: string, input: NewAgencyUser): Promise<AgencyUser> {
  const email = normalizeEmail(input.email);
  const [taken] = await ctx.db
    .select({ agencyId: agencyUsers.agencyId })
    .from(agencyUsers)
    .where(eq(agencyUsers.email, email));
  // Another agency's user is never confirmed to exist (docs/product/security.md).
  if (taken)
    throw ValidationError.field(
      "email",
      taken.agencyId === agencyId ? userEmailMessages.taken : userEmailMessages.unavailable,
    );
  const [user] = await ctx.db
    .insert(agencyUsers)
    .values({
      agencyId,
      email,
      name: input.name.trim(),
      state: input.state ?? "ACTIVE",
      preferences: input.preferences ?? {},
    })
    .returning();
  await recordAudit(ctx, { action: "identity.user_created", agencyId, recordType: "agency_user", recordId: user!.id });
  return user!;
}

export const userEmailMessages = {
  taken: "A user with this email already exists",
  unavailable: "This email address can't be used for a new user. Use another address, or contact support.",
};

/** Sets a user's state; a user who is no longer ACTIVE loses every session at once. */
export async function setAgencyUserState(ctx: Ctx, user: AgencyUser, state: AgencyUserState): Promise<AgencyUser> {
  const [updated] = await ctx.db
    .update(agencyUsers)
    .set({ state, updatedAt: ctx.now() })
    .where(eq(agencyUsers.id, user.id))
    .returning();
  if (state !== "ACTIVE") await endSessionsForUser(ctx, user.id);
  await recordAudit(ctx, {
    action: state === "ACTIVE" ? "identity.user_enabled" : "identity.user_disabled",
    agencyId: user.agencyId,
    recordType: "agency_user",
    recordId: user.id,
  });
  return updated!;
}
