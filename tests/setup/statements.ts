import { onStatement } from "#server/db/client.ts";

/**
 * Runs `work` and returns what it returned with the SQL statements the database ran meanwhile
 * (the Drizzle hook of server/db/client.ts). `work` may empty the list (`statements.length = 0`)
 * before a retry.
 */
export async function withStatements<T>(
  work: (statements: string[]) => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = onStatement((sql) => statements.push(sql));
  try {
    return { result: await work(statements), statements };
  } finally {
    stop();
  }
}
