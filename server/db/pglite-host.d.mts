import type { PGlite } from "@electric-sql/pglite";
import type { PgliteStatements } from "./pglite-statements.mjs";

export type HostMessage =
  | { op: "query"; sql: string; params?: unknown[]; rowMode?: "object" | "array"; rawTypes?: number[]; lease?: number }
  | { op: "exec"; sql: string; lease?: number }
  | { op: "begin" }
  | { op: "commit" | "rollback"; lease: number }
  | { op: "close" };

export interface PgliteHost {
  handle(message: HostMessage, owner?: unknown): Promise<unknown>;
  release(owner: unknown): Promise<number>;
}

export function serializeError(error: unknown): Record<string, unknown> & { message: string; name: string };

export function createPgliteHost(db: PGlite, statements: PgliteStatements): PgliteHost;
