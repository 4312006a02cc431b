import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteStatements, statementOptions, type StatementOptions } from "./pglite-statements.mjs";

/**
 * The embedded engine's statement path (ADR 051) answers as PGlite's own `query()` does, in one
 * call into PostgreSQL per statement.
 */
describe("PGlite statements in one round trip", () => {
  let pglite: PGlite;
  let statements: ReturnType<typeof pgliteStatements>;
  const identity = (value: unknown) => value;
  const drizzleArray = {
    rowMode: "array" as const,
    parsers: { 1184: identity, 1114: identity, 1082: identity, 1700: identity },
  };

  beforeAll(async () => {
    pglite = await PGlite.create("memory://");
    statements = pgliteStatements(pglite);
    await pglite.exec(`
      create table kinds (
        id uuid primary key default gen_random_uuid(), n2 int2, n4 int4, n8 int8, num numeric(14,2), f float8,
        t text unique, b bool, d date, ts timestamptz, tsl timestamp, j json, jb jsonb, bytes bytea,
        tags text[], nums int[]
      );
    `);
  });
  afterAll(() => pglite.close());

  /** Runs `sql` both ways and expects the same rows, fields and counts. */
  async function same(sql: string, params: unknown[] = [], options?: Parameters<typeof statementOptions>[0]) {
    const expected = await pglite.query(sql, params, options as any);
    const actual = await statements.query(sql, params, statementOptions(options));
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.fields).toEqual(expected.fields);
    expect(actual.affectedRows).toBe(expected.affectedRows ?? 0);
    return actual;
  }

  it("serializes parameters by the type PostgreSQL infers, and parses every column type as PGlite does", async () => {
    const at = new Date("2026-11-28T21:40:05.123Z");
    const params = [
      7,
      70000,
      9007199254740991n,
      "12345678.90",
      1.5,
      'Łódź 中 🙂 "quoted" \\ back',
      true,
      "2026-11-28",
      at,
      at,
      { a: [1, "two"] },
      { nested: { ok: true } },
      new Uint8Array([0, 1, 254, 255]),
      ["a b", 'c"d', "", "NULL"],
      [1, 2, 3],
    ];
    const insert = await statements.query(
      `insert into kinds (n2, n4, n8, num, f, t, b, d, ts, tsl, j, jb, bytes, tags, nums)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      params,
    );
    expect(insert.affectedRows).toBe(1);
    await statements.query(`insert into kinds (t) values ($1)`, [null]);
    await statements.query(`insert into kinds (t, b) values ($1, $2)`, [undefined, false]);

    const select = `select n2, n4, n8, num, f, t, b, d, ts, tsl, j, jb, bytes, tags, nums from kinds order by t nulls last, b`;
    const objects = await same(select);
    expect(objects.rows[0]).toMatchObject({
      n8: 9007199254740991,
      num: "12345678.90",
      t: params[5],
      j: { a: [1, "two"] },
    });
    expect(objects.rows[0].ts).toEqual(at);
    const arrays = await same(select, [], drizzleArray);
    expect(arrays.rows[0][8]).toBe(objects.rows[0].ts.toISOString().replace("T", " ").replace("Z", "+00")); // text for drizzle
    await same(`select * from kinds where t = any($1::text[]) and id = any($2::uuid[])`, [
      [params[5]],
      (await pglite.query<{ id: string }>("select id from kinds")).rows.map((row) => row.id),
    ]);
    await same(`select ts from kinds where ts <= $1 and d = $2`, [at, new Date("2026-11-28T00:00:00Z")]);
  });

  it("keeps duplicate column names as PGlite does, in both row modes, and counts what a write changed", async () => {
    await same(`select 1 as a, 2 as a, 'x' as b`);
    await same(`select 1 as a, 2 as a, 'x' as b`, [], { rowMode: "array" });
    await same(`select * from kinds where false`);
    await same(`update kinds set f = f where t is not null returning t`);
    await same(`delete from kinds where t = 'nothing'`);
    await same(``);
  });

  it("reads an answer larger than one chunk of PostgreSQL's output", async () => {
    const result = await same(`select g, repeat('x', 200) as pad from generate_series(1, 5000) g`);
    expect(result.rows).toHaveLength(5000);
  });

  it("reports errors with PostgreSQL's fields and the statement, and goes on answering", async () => {
    const error = await statements
      .query(`insert into kinds (t) values ($1)`, [
        (await pglite.query<{ t: string }>("select t from kinds where t is not null")).rows[0]!.t,
      ])
      .then(
        () => ({}) as Record<string, unknown>,
        (caught: unknown) => caught as Record<string, unknown>,
      );
    expect(error).toMatchObject({
      name: "error",
      code: "23505",
      constraint: "kinds_t_key",
      table: "kinds",
      detail: expect.stringContaining("already exists"),
      query: "insert into kinds (t) values ($1)",
    });
    expect(error.message).toContain("duplicate key value violates unique constraint");
    await expect(statements.query(`select nope from kinds`)).rejects.toMatchObject({ code: "42703", position: "8" });
    await expect(statements.query(`select $1::int`, ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    await expect(statements.query(`select 1; select 2`)).rejects.toMatchObject({ code: "42601" });
    await expect(statements.query(`select $1::int`, [])).rejects.toMatchObject({ code: "08P01" });
    await same(`select count(*)::int as n from kinds`);
  });

  it("learns the parameters' types once per statement and asks again after the schema changes", async () => {
    let trips = 0;
    const original = pglite.execProtocolRawStream.bind(pglite);
    pglite.execProtocolRawStream = (...args) => (trips++, original(...args));
    try {
      await pglite.exec(`create table later (v int)`);
      const insert = `insert into later (v) values ($1)`;
      await statements.query(insert, [1]);
      expect(trips).toBe(2); // the parameters' types, then the statement
      await statements.query(insert, [2]);
      expect(trips).toBe(3);

      // through a statement, as a migration would run it, and through exec
      await statements.query(`alter table later alter column v type jsonb using to_jsonb(v)`);
      await statements.query(insert, [{ three: 3 }]);
      await pglite.exec(`alter table later alter column v type text`);
      statements.forget();
      await statements.query(insert, [[4, 5]]);
      expect((await pglite.query(`select v::text from later order by 1`)).rows).toEqual([
        { v: "1" },
        { v: "2" },
        { v: "4,5" }, // text now: not the JSON "[4,5]" a jsonb parameter would have been
        { v: '{"three": 3}' },
      ]);
    } finally {
      pglite.execProtocolRawStream = original;
    }
  });

  it("runs inside a transaction and keeps other statements out until it ends", async () => {
    const order: string[] = [];
    const inside = pglite.transaction(async () => {
      await statements.queryInTransaction(`insert into kinds (t) values ('in a transaction')`, []);
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push("transaction");
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const outside = statements
      .query(`select count(*)::int as n from kinds where t = $1`, ["in a transaction"])
      .then((result) => (order.push("outside"), result.rows[0].n));
    await inside;
    expect(await outside).toBe(1);
    expect(order).toEqual(["transaction", "outside"]);
  });

  it("passes drizzle's options on as row mode and the type ids that stay text", () => {
    const options: StatementOptions = statementOptions(drizzleArray);
    expect(options).toEqual({ rowMode: "array", rawTypes: [1082, 1114, 1184, 1700] });
    expect(statementOptions(undefined)).toEqual({ rowMode: undefined, rawTypes: undefined });
  });
});
