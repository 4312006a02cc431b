import type { PGlite } from "@electric-sql/pglite";

export interface StatementOptions {
  rowMode?: "object" | "array";
  /** Type ids whose values stay text (drizzle's identity parsers). */
  rawTypes?: number[];
}

export interface StatementResults {
  rows: any[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface PgliteStatements {
  query(sql: string, params?: unknown[], options?: StatementOptions): Promise<StatementResults>;
  queryInTransaction(sql: string, params?: unknown[], options?: StatementOptions): Promise<StatementResults>;
  forget(): void;
}

export function pgliteStatements(pglite: PGlite): PgliteStatements;

export function statementOptions(options?: {
  rowMode?: "object" | "array";
  parsers?: Record<number, unknown>;
}): StatementOptions;
