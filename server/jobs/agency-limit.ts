import type { SqlExecutor } from "../db/client.ts";

/**
 * Fair share between agencies (ADR 062): a queue whose definition sets `perAgency` runs at most
 * that many of one agency's jobs at once, across every process. pg-boss 10 has no per-key
 * concurrency (its group concurrency came in 12), so the limit is kept here, after the fetch:
 *
 * a fetched job is already `active`; it runs only if its agency has at most `perAgency` active
 * jobs of the queue, itself included. Every job is activated before it is checked, so a check
 * sees every job admitted before it and the limit is never exceeded (two jobs checked at the
 * same moment may both step aside: the limit is kept, a slot is lost for one delay). A job that
 * steps aside goes back to `created` with `start_after` a little later: the same id, the same
 * place in the queue (its `created_on`), its retry count untouched — the worker then takes the
 * next job, another agency's.
 */

/** How long a job over its agency's limit waits before it is fetched again. */
export const AGENCY_LIMIT_DELAY_MS = 1500;

/** Whether this active job's agency has more than `limit` active jobs of the queue (itself included). */
export async function overAgencyLimit(
  sql: SqlExecutor,
  job: { name: string; agencyId: string; limit: number },
): Promise<boolean> {
  const { rows } = await sql.executeSql(
    `select count(*)::int as active from pgboss.job where name = $1 and state = 'active' and data->>'agencyId' = $2`,
    [job.name, job.agencyId],
  );
  return Number(rows[0]?.active ?? 0) > job.limit;
}

/** Puts an active job back in its queue, to be fetched again after `delayMs`, as if never started. */
export async function deferJob(sql: SqlExecutor, job: { name: string; id: string; delayMs: number }): Promise<void> {
  await sql.executeSql(
    `update pgboss.job set state = 'created', started_on = null,
       start_after = now() + ($3::int * interval '1 millisecond')
     where name = $1 and id = $2 and state = 'active'`,
    [job.name, job.id, job.delayMs],
  );
}
