import type { Database } from "./client.ts";

/** Drops every table, the migration journal and the job queue: an empty database. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.sql.executeSql(
    [
      "DROP SCHEMA IF EXISTS pgboss CASCADE",
      "DROP SCHEMA IF EXISTS drizzle CASCADE",
      "DROP SCHEMA public CASCADE",
      "CREATE SCHEMA public",
    ].join(";\n"),
  );
}
