import type { Db } from "./client.ts";

/**
 * Prepared statements built once per database and query shape instead of on every request
 * (ADR 018): `cache(db, shape, build)` returns the statements `build` made the first time this
 * database asked for `shape`. Shapes must be few (e.g. how many search words, which filters).
 */
export function statementCache<T>(): (db: Db, shape: string, build: () => T) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, shape, build) => {
    let byShape = byDb.get(db);
    if (!byShape) byDb.set(db, (byShape = new Map()));
    let statements = byShape.get(shape);
    if (!statements) byShape.set(shape, (statements = build()));
    return statements;
  };
}
