import type { PGlite } from "@electric-sql/pglite";
import { pgliteStatements, statementOptions } from "./pglite-statements.mjs";
import type { PgliteLike, PgliteTransactionLike, QueryOptions } from "./pglite-worker-client.ts";

/**
 * PGlite in this thread (tests and scripts, ADR 018) behind the same interface and the same
 * statement path as the worker (ADR 051): `query` runs through `pgliteStatements`, so the suite
 * exercises what the app runs.
 */
export class PgliteInThread implements PgliteLike {
  private readonly statements;

  constructor(readonly pglite: PGlite) {
    this.statements = pgliteStatements(pglite);
  }

  query<T = any>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.statements.query(sql, params, statementOptions(options)) as Promise<{
      rows: T[];
      fields: { name: string; dataTypeID: number }[];
      affectedRows: number;
    }>;
  }

  exec(sql: string) {
    this.statements.forget();
    return this.pglite.exec(sql);
  }

  transaction<T>(callback: (tx: PgliteTransactionLike) => Promise<T>): Promise<T> {
    return this.pglite.transaction((inner) => {
      const open = () => {
        if (inner.closed) throw new Error("Transaction is closed");
      };
      const tx: PgliteTransactionLike = {
        query: async (sql, params, options) => {
          open();
          return this.statements.queryInTransaction(sql, params, statementOptions(options)) as any;
        },
        exec: async (sql) => {
          open();
          this.statements.forget();
          return inner.exec(sql);
        },
        rollback: () => inner.rollback(),
        get closed() {
          return inner.closed;
        },
      };
      return callback(tx);
    });
  }

  dumpDataDir(compression?: "gzip" | "auto" | "none") {
    return this.pglite.dumpDataDir(compression);
  }

  close() {
    return this.pglite.close();
  }
}
