// One extended-protocol round trip per statement for PGlite (ADR 051), with a compact result
// parser. PGlite's own `query()` makes six calls into PostgreSQL per statement (Parse, Describe
// statement, Bind, Describe portal, Execute, Sync) and parses every field of every row through a
// fresh ArrayBuffer; on the worker thread that overhead cost more than PostgreSQL's own work.
//
// Semantics follow PGlite's `query()` (0.5): parameters are serialized by the type PostgreSQL
// infers for them (PGlite's own serializers, found once per statement text through Describe),
// fields are parsed with PGlite's parsers and the caller's, rows are objects or arrays
// (`rowMode`), and errors carry PostgreSQL's fields (code, detail, constraint, ...).
import { Buffer } from "node:buffer";

const MAX_CACHED_STATEMENTS = 2000;

/** Builds protocol messages into one growing buffer. */
class Writer {
  constructor() {
    this.buffer = Buffer.allocUnsafe(4096);
    this.length = 0;
  }
  ensure(extra) {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = Buffer.allocUnsafe(size);
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
  start(code) {
    this.ensure(5);
    this.buffer[this.length] = code;
    this.mark = this.length + 1;
    this.length += 5;
  }
  end() {
    this.buffer.writeInt32BE(this.length - this.mark, this.mark);
  }
  int16(value) {
    this.ensure(2);
    this.buffer.writeInt16BE(value, this.length);
    this.length += 2;
  }
  int32(value) {
    this.ensure(4);
    this.buffer.writeInt32BE(value, this.length);
    this.length += 4;
  }
  cstring(text) {
    const max = text.length * 3 + 1;
    this.ensure(max);
    this.length += this.buffer.write(text, this.length, "utf8");
    this.buffer[this.length++] = 0;
  }
  bytes(bytes) {
    this.ensure(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  take() {
    const out = new Uint8Array(this.buffer.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

const CODE = { P: 0x50, B: 0x42, D: 0x44, E: 0x45, S: 0x53 };

function parse(w, sql) {
  w.start(CODE.P);
  w.cstring(""); // the unnamed statement
  w.cstring(sql);
  w.int16(0);
  w.end();
}
function describe(w, kind) {
  w.start(CODE.D);
  w.ensure(1);
  w.buffer[w.length++] = kind; // 'S' (statement) or 'P' (portal)
  w.cstring("");
  w.end();
}
function bind(w, values) {
  w.start(CODE.B);
  w.cstring(""); // portal
  w.cstring(""); // statement
  w.int16(0); // every parameter in text format
  w.int16(values.length);
  for (const value of values) {
    if (value === null) {
      w.int32(-1);
      continue;
    }
    if (typeof value === "string") {
      const size = Buffer.byteLength(value);
      w.int32(size);
      w.ensure(size);
      w.length += w.buffer.write(value, w.length, "utf8");
    } else {
      w.int32(value.length);
      w.bytes(value);
    }
  }
  w.int16(0); // every result column in text format
  w.end();
}
function execute(w) {
  w.start(CODE.E);
  w.cstring("");
  w.int32(0);
  w.end();
}
function sync(w) {
  w.start(CODE.S);
  w.end();
}

// ErrorResponse field codes, named as pg-protocol names them
const ERROR_FIELDS = {
  S: "severity",
  C: "code",
  M: "message",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
};

function readError(buf, start, end) {
  const fields = {};
  let at = start;
  while (at < end && buf[at] !== 0) {
    const code = String.fromCharCode(buf[at]);
    const close = buf.indexOf(0, at + 1);
    const name = ERROR_FIELDS[code];
    if (name) fields[name] = buf.toString("utf8", at + 1, close);
    at = close + 1;
  }
  const error = new Error(fields.message ?? "Database error");
  error.name = "error";
  error.length = end - start + 4;
  for (const [name, value] of Object.entries(fields)) if (name !== "message") error[name] = value;
  return error;
}

/**
 * Reads the backend's answer to one Parse/Bind/Describe/Execute/Sync batch.
 * `parsers` maps type ids to parsers; `rowMode` "array" or objects.
 */
function readResults(buf, parsers, rowMode) {
  let fields = [];
  let names = [];
  let fieldParsers = [];
  const rows = [];
  let affectedRows = 0;
  let command;
  let error;
  let paramTypes;
  let at = 0;
  while (at + 5 <= buf.length) {
    const code = buf[at];
    const length = buf.readInt32BE(at + 1);
    const start = at + 5;
    const end = at + 1 + length;
    switch (code) {
      case 0x44: {
        // DataRow
        const count = buf.readInt16BE(start);
        let p = start + 2;
        const row = rowMode === "array" ? new Array(count) : {};
        for (let i = 0; i < count; i++) {
          const size = buf.readInt32BE(p);
          p += 4;
          let value = null;
          if (size !== -1) {
            value = buf.toString("utf8", p, p + size);
            p += size;
            const parser = fieldParsers[i];
            if (parser) value = parser(value, fields[i].dataTypeID);
          }
          if (rowMode === "array") row[i] = value;
          else row[names[i]] = value;
        }
        rows.push(row);
        break;
      }
      case 0x54: {
        // RowDescription
        const count = buf.readInt16BE(start);
        let p = start + 2;
        fields = new Array(count);
        names = new Array(count);
        fieldParsers = new Array(count);
        for (let i = 0; i < count; i++) {
          const close = buf.indexOf(0, p);
          const name = buf.toString("utf8", p, close);
          p = close + 1 + 6; // table oid, column number
          const dataTypeID = buf.readInt32BE(p);
          p += 4 + 2 + 4 + 2; // type, size, modifier, format
          fields[i] = { name, dataTypeID };
          names[i] = name;
          fieldParsers[i] = parsers[dataTypeID];
        }
        break;
      }
      case 0x74: {
        // ParameterDescription
        const count = buf.readInt16BE(start);
        paramTypes = new Array(count);
        for (let i = 0; i < count; i++) paramTypes[i] = buf.readInt32BE(start + 2 + i * 4);
        break;
      }
      case 0x43: {
        // CommandComplete
        const tag = buf.toString("utf8", start, end - 1);
        const parts = tag.split(" ");
        command = parts[0];
        const count = parseInt(parts[parts.length - 1], 10);
        if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command)) affectedRows += count;
        break;
      }
      case 0x45: // ErrorResponse: the first one counts
        error ??= readError(buf, start, end);
        break;
      default:
        // ParseComplete, BindComplete, NoData, ReadyForQuery, Notice, EmptyQueryResponse, ...
        break;
    }
    at = end;
  }
  return { rows, fields, affectedRows, command, error, paramTypes };
}

const DDL = new Set(["CREATE", "ALTER", "DROP"]);
const identity = (value) => value;

function withStatement(error, sql, params, options) {
  return Object.assign(error, { query: sql, params, queryOptions: options });
}

/**
 * A query runner for one PGlite instance: `run(sql, params, { rowMode, rawTypes })` answers like
 * `pglite.query(sql, params, { rowMode, parsers })` where `parsers` leaves the `rawTypes` as text,
 * in one call into PostgreSQL (two the first time a statement with parameters is seen). The
 * caller holds PGlite's locks (see the worker) and syncs the file system.
 * `forget()` drops what was learnt about statements (after DDL through `exec`).
 */
export function fastQueryRunner(pglite) {
  const writer = new Writer();
  /** statement text -> the parameter types PostgreSQL inferred for it */
  const paramTypesOf = new Map();
  /** rawTypes joined -> PGlite's parsers without them */
  const parsersFor = new Map();
  let chunks = [];
  let size = 0;
  const collect = (bytes) => {
    chunks.push(Buffer.from(bytes)); // a copy: `bytes` is a view into PostgreSQL's memory
    size += bytes.length;
    return bytes.length;
  };
  async function roundTrip(message) {
    chunks = [];
    size = 0;
    try {
      await pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: collect });
      return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
    } finally {
      chunks = [];
    }
  }

  function parsers(rawTypes) {
    if (!rawTypes?.length) return pglite.parsers;
    const key = rawTypes.join(",");
    let merged = parsersFor.get(key);
    if (!merged) {
      merged = { ...pglite.parsers };
      for (const type of rawTypes) merged[type] = identity;
      parsersFor.set(key, merged);
    }
    return merged;
  }

  async function typesOf(sql) {
    let types = paramTypesOf.get(sql);
    if (types) return types;
    parse(writer, sql);
    describe(writer, CODE.S);
    sync(writer);
    const answer = readResults(await roundTrip(writer.take()), {}, "array");
    if (answer.error) throw answer.error;
    types = answer.paramTypes ?? [];
    if (paramTypesOf.size >= MAX_CACHED_STATEMENTS) paramTypesOf.clear();
    paramTypesOf.set(sql, types);
    return types;
  }

  async function run(sql, params = [], options = {}) {
    try {
      const types = params.length > 0 ? await typesOf(sql) : [];
      const serializers = pglite.serializers;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = serializers[types[i]];
        return serialize ? serialize(param) : param.toString();
      });
      parse(writer, sql);
      bind(writer, values);
      describe(writer, CODE.P);
      execute(writer);
      sync(writer);
      const answer = readResults(await roundTrip(writer.take()), parsers(options.rawTypes), options.rowMode);
      if (answer.error) throw answer.error;
      if (DDL.has(answer.command)) paramTypesOf.clear();
      return { rows: answer.rows, fields: answer.fields, affectedRows: answer.affectedRows };
    } catch (error) {
      throw withStatement(error, sql, params, options);
    }
  }

  return { run, forget: () => paramTypesOf.clear() };
}

/**
 * PGlite's statements through the fast runner, under PGlite's own locks, as its `query()` takes
 * them: `query` waits for any open transaction and syncs the file system after; `queryInTransaction`
 * runs inside the transaction whose lock the caller holds. `forget()` after `exec` (DDL).
 */
export function pgliteStatements(pglite) {
  const runner = fastQueryRunner(pglite);
  return {
    async query(sql, params, options) {
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await runner.run(sql, params, options);
          await pglite.syncToFs();
          return result;
        }),
      );
    },
    queryInTransaction(sql, params, options) {
      return pglite._runExclusiveQuery(() => runner.run(sql, params, options));
    },
    forget: runner.forget,
  };
}

/**
 * Drizzle's query options as the runner's: its parsers are identity parsers (they keep dates and
 * numerics as text), so the type ids they name stay text. Other parsers are not supported.
 */
export function statementOptions(options) {
  return {
    rowMode: options?.rowMode,
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}
