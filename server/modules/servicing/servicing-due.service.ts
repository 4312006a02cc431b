import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { dayIn, hourIn, nextDay } from "#domain/time-zone.ts";
import { agencyCtx, inTransaction, type Ctx } from "../../lib/context.ts";
import { accountNameSql } from "../accounts/accounts.sql.ts";
import { agencyUsersByIds, type AgencyUser } from "../identity/agency.service.ts";
import { timeZonesOfAgencies } from "../identity/agency-time-zone.service.ts";
import { sendMail } from "../mail/mail.service.ts";
import { dueTodayMail } from "./servicing.mail.ts";
import { serviceRequests } from "./servicing.table.ts";

/** The end of the calendar day (UTC) that `now` falls in: no US agency's day has ended later. */
function endOfDayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The mail goes out from this hour of the agency's morning on. */
export const DUE_MAIL_HOUR = 7;

/** OPEN requests with an assignee falling due before `before` and not yet announced (the morning mail). */
function dueRequestsCondition(before: Date): SQL {
  return and(
    eq(serviceRequests.state, "OPEN"),
    isNotNull(serviceRequests.assigneeId),
    isNotNull(serviceRequests.dueAt),
    isNull(serviceRequests.dueNotifiedAt),
    sql`${serviceRequests.dueAt} < ${before.toISOString()}`,
  )!;
}

/**
 * The morning mail (docs/product/servicing.md, "Emails"): each assignee gets one email listing their OPEN
 * requests that fall due by the end of the agency's today (its time zone, ADR 022) and were not
 * announced yet, once it is 7 AM or later there; each request is announced once (until its due
 * date moves). Due dates are calendar days kept as UTC midnight. Returns how many emails were written.
 */
export async function sendDueTodayMails(ctx: Ctx): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const candidates = await tx.db
      .select({
        id: serviceRequests.id,
        agencyId: serviceRequests.agencyId,
        type: serviceRequests.type,
        dueAt: serviceRequests.dueAt,
        clientName: serviceRequests.clientName,
        accountName: sql<string | null>`${accountNameSql(sql`${serviceRequests.accountId}`)}`,
        assigneeId: serviceRequests.assigneeId,
      })
      .from(serviceRequests)
      .where(dueRequestsCondition(endOfDayUtc(tx.now())))
      .orderBy(serviceRequests.dueAt)
      .for("update", { skipLocked: true });
    // each agency's today: its morning has come, and the request falls due by the end of its day
    const zones = await timeZonesOfAgencies(
      tx,
      candidates.map((row) => row.agencyId),
    );
    const now = tx.now();
    const due = candidates.filter((row) => {
      const zone = zones.get(row.agencyId);
      if (!zone || hourIn(now, zone) < DUE_MAIL_HOUR) return false;
      return row.dueAt!.getTime() < nextDay(dayIn(now, zone)).getTime();
    });
    const byAssignee = new Map<string, typeof due>();
    for (const row of due) byAssignee.set(row.assigneeId!, [...(byAssignee.get(row.assigneeId!) ?? []), row]);
    // the assignees, read once per agency
    const assignees = new Map<string, AgencyUser>();
    for (const agencyId of new Set(due.map((row) => row.agencyId))) {
      const ids = due.filter((row) => row.agencyId === agencyId).map((row) => row.assigneeId!);
      const users = await agencyUsersByIds(agencyCtx(tx, { type: "SYSTEM", agencyId }), [...new Set(ids)]);
      for (const [id, user] of users) assignees.set(id, user);
    }
    let sent = 0;
    for (const rows of byAssignee.values()) {
      const { assigneeId, agencyId } = rows[0]!;
      const assignee = assignees.get(assigneeId!);
      if (assignee?.state !== "ACTIVE") continue;
      await sendMail(tx, {
        to: assignee.email,
        agencyId,
        ...dueTodayMail({
          appUrl: tx.config.appUrl,
          assignee,
          requests: rows.map((r) => ({
            id: r.id,
            type: r.type,
            customer: r.accountName ?? r.clientName ?? "-",
            dueAt: r.dueAt!,
          })),
        }),
      });
      sent += 1;
    }
    if (due.length) {
      await tx.db
        .update(serviceRequests)
        .set({ dueNotifiedAt: tx.now() })
        .where(
          inArray(
            serviceRequests.id,
            due.map((r) => r.id),
          ),
        );
    }
    return sent;
  });
}
