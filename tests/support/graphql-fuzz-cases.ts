import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredInputField,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { SeededRandom } from "./seeded-random.ts";

/**
 * Schema-driven GraphQL fuzzing (issue 29 item 6): for every query and mutation field that takes
 * arguments, requests whose arguments are plausible except for one malformed value (an id that
 * is not a UUID, a huge or negative page, an empty or very long string, control characters, a
 * wrong enum value, a missing required input field, an oversized list, ...), made from the
 * argument types alone. A new operation is fuzzed without anyone writing its cases.
 */
export interface GraphQLFuzzCase {
  operation: "query" | "mutation";
  field: string;
  /** Which argument was malformed, and how: `input.account.name: 20,000 characters`. */
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A file to send as a multipart part in place of a `File` variable (GraphQL multipart request spec). */
export interface FuzzFile {
  fuzzFile: true;
  name: string;
  type: string;
  content: string | Uint8Array<ArrayBuffer>;
}

export const isFuzzFile = (value: unknown): value is FuzzFile =>
  Boolean(value && typeof value === "object" && (value as FuzzFile).fuzzFile === true);

export interface GraphQLFuzzOptions {
  seed: number;
  /** At most this many cases per field (every malformed argument path gets its turn before any repeats). */
  maxCasesPerField: number;
  /** An id of a seeded record for the `ID` argument at `path` of `field` (so the rest of the input is read), if one fits. */
  idFor?: (field: string, path: string) => string | undefined;
  /** Fields not to fuzz, with the reason (a field whose success would end the test's session, say). */
  skip?: Record<string, string>;
}

type Path = Array<string | number>;
type Malformed = { label: string; value: unknown } | { label: string; remove: true };

const REMOVE = Symbol("remove");
const LONG = 20_000;

/** Values of the wrong shape for a scalar, by its name (an unknown scalar gets the generic ones). */
function malformedScalar(name: string, random: SeededRandom): Malformed[] {
  const generic: Malformed[] = [
    { label: "an object", value: { nested: { deeper: [1, 2, 3] } } },
    { label: "a list", value: ["a", "b"] },
  ];
  switch (name) {
    case "ID":
      return [
        { label: "not a UUID", value: "not-a-uuid" },
        { label: "empty", value: "" },
        { label: "a number", value: 12345 },
        { label: "a negative number string", value: "-1" },
        { label: "a UUID with a trailing character", value: `${random.uuid()}x` },
        { label: "a UUID in braces", value: `{${random.uuid()}}` },
        { label: "the nil UUID", value: "00000000-0000-0000-0000-000000000000" },
        { label: "an unknown UUID", value: random.uuid() },
        { label: `${LONG} characters`, value: "f".repeat(LONG) },
        { label: "SQL", value: "' OR 1=1; --" },
        { label: "control characters", value: "\u0001\u001b[2J\u007f" },
        { label: "a NUL", value: "a\u0000b" },
        ...generic,
      ];
    case "String":
      return [
        { label: "empty", value: "" },
        { label: "blank", value: "   \t " },
        { label: `${LONG} characters`, value: "x".repeat(LONG) },
        { label: "2,000 words", value: "word ".repeat(2000) },
        { label: "control characters", value: "a\u0001\u0007\b\u000b\u000c\u001b[31m\u007fz" },
        { label: "a NUL", value: "a\u0000b" },
        { label: "a lone surrogate", value: "a\ud800b" },
        { label: "LIKE wildcards and escapes", value: "%_\\%\\" },
        { label: "quotes and SQL", value: `'"\`; DROP TABLE accounts; --` },
        { label: "tsquery operators", value: "a & b | !c <-> d:* (((" },
        { label: "regular expression syntax", value: "(.*[" },
        { label: "markup", value: "<script>alert(1)</script>" },
        { label: "bidirectional controls", value: "\u202eexe.pdf\u202c" },
        { label: "2,000 emoji", value: "🌊".repeat(2000) },
        { label: "a number-like string", value: "9".repeat(400) },
        { label: "a path", value: "../../../../etc/passwd" },
        { label: "a number", value: 42 },
        { label: "a boolean", value: true },
        ...generic,
      ];
    case "Int":
      return [
        { label: "-1", value: -1 },
        { label: "0", value: 0 },
        { label: "the smallest Int", value: -2147483648 },
        { label: "the largest Int", value: 2147483647 },
        { label: "a million", value: 1_000_000 },
        { label: "beyond 32 bits", value: 2 ** 31 },
        { label: "a fraction", value: 1.5 },
        { label: "a string", value: "1" },
        ...generic,
      ];
    case "Float":
      return [
        { label: "-1", value: -1 },
        { label: "a huge number", value: 1e308 },
        { label: "a huge negative number", value: -1e308 },
        { label: "a string", value: "1.5" },
        ...generic,
      ];
    case "Boolean":
      return [{ label: "a string", value: "true" }, { label: "a number", value: 1 }, ...generic];
    case "DateTime":
      return [
        { label: "empty", value: "" },
        { label: "not a date", value: "yesterday" },
        { label: "February 30th", value: "2026-02-30T00:00:00Z" },
        { label: "before 1900", value: "1899-12-31T23:59:59Z" },
        { label: "the largest JavaScript date", value: "+275760-09-13T00:00:00.000Z" },
        { label: "the last instant accepted", value: "2999-12-31T23:59:59.999Z" },
        { label: "the first instant accepted", value: "1900-01-01T00:00:00.000Z" },
        { label: "a date without a time", value: "2026-01-01" },
        { label: "a number", value: 0 },
        ...generic,
      ];
    case "Money":
      return [
        { label: "empty", value: "" },
        { label: "negative", value: "-1.00" },
        { label: "the largest accepted", value: "9999999999999.99" },
        { label: "the smallest accepted", value: "-9999999999999.99" },
        { label: "an exponent", value: "1e5" },
        { label: "three decimals", value: "0.001" },
        { label: "words", value: "ten dollars" },
        { label: "a number", value: 5 },
        ...generic,
      ];
    case "File":
      return [
        { label: "a string instead of a file", value: "file.pdf" },
        { label: "an empty file", value: fuzzFile("empty.pdf", "application/pdf", "") },
        { label: "a program named as a PDF", value: fuzzFile("run.pdf", "application/pdf", "MZ\u0090\u0000\u0003") },
        {
          label: "a file with a 1,000-character name",
          value: fuzzFile(`${"n".repeat(1000)}.pdf`, "application/pdf", "%PDF-1.7\n"),
        },
        {
          label: "a file whose bytes are not UTF-8",
          value: fuzzFile("notes.txt", "text/plain", new Uint8Array([0xc3, 0x28, 0xff, 0xfe])),
        },
        { label: "a truncated PDF", value: fuzzFile("cut.pdf", "application/pdf", "%PDF-1.7\n1 0 obj <<") },
        ...generic,
      ];
    default:
      return [
        { label: "empty", value: "" },
        { label: "a string", value: "x" },
        { label: "a number", value: -1 },
        ...generic,
      ];
  }
}

function fuzzFile(name: string, type: string, content: string | Uint8Array<ArrayBuffer>): FuzzFile {
  return { fuzzFile: true, name, type, content };
}

/** A plausible value of `type` (the base the malformed values are set into). */
function baseline(
  type: GraphQLInputType,
  at: string,
  field: string,
  options: GraphQLFuzzOptions,
  random: SeededRandom,
  depth = 0,
): unknown {
  if (isNonNullType(type)) return baseline(type.ofType, at, field, options, random, depth);
  if (isListType(type)) return [baseline(type.ofType, at, field, options, random, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    if (depth > 6) return value;
    for (const inner of Object.values(type.getFields())) {
      if (!isRequiredInputField(inner)) continue;
      value[inner.name] = baseline(inner.type, `${at}.${inner.name}`, field, options, random, depth + 1);
    }
    return value;
  }
  switch (type.name) {
    case "ID":
      return options.idFor?.(field, at) ?? random.uuid();
    case "Int":
      return 1;
    case "Float":
      return 1;
    case "Boolean":
      return true;
    case "DateTime":
      return "2026-06-01T12:00:00.000Z";
    case "Money":
      return "100.00";
    case "File":
      return fuzzFile("declarations.pdf", "application/pdf", "%PDF-1.7\n%%EOF\n");
    default:
      return "Fuzz value";
  }
}

/** Every malformed value for the argument or input field at `path`, its own and its parts'. */
function malformedAt(
  type: GraphQLInputType,
  path: Path,
  random: SeededRandom,
  seen: Set<string>,
  into: Map<string, { path: Path; values: Malformed[] }>,
) {
  const key = path.join(".");
  const values: Malformed[] = [];
  const nullable = !isNonNullType(type);
  const inner = getNullableType(type);
  values.push({ label: nullable ? "null" : "null where a value is required", value: null });
  if (!nullable) values.push({ label: "missing", remove: true });
  if (isListType(inner)) {
    const element = inner.ofType;
    values.push({ label: "an empty list", value: [] });
    values.push({ label: "a list holding null", value: [null] });
    values.push({ label: "a nested list", value: [[[["deep"]]]] });
    values.push({ label: "a single value instead of a list", value: "single" });
    values.push({ label: "5,000 items", value: { repeatBaseline: 5000 } });
    into.set(key, { path, values });
    malformedAt(element, [...path, 0], random, seen, into);
    return;
  }
  if (isEnumType(inner)) {
    const first = inner.getValues()[0]!.name;
    values.push(
      { label: "an unknown value", value: "NOT_A_VALUE" },
      { label: "empty", value: "" },
      { label: "lower case", value: first.toLowerCase() },
      { label: "a number", value: 1 },
      { label: "a list", value: [first] },
    );
    into.set(key, { path, values });
    return;
  }
  if (isInputObjectType(inner)) {
    values.push(
      { label: "an empty object", value: {} },
      { label: "a string", value: "x" },
      { label: "an unknown field", value: { notAField: 1 } },
    );
    into.set(key, { path, values });
    if (seen.has(inner.name) || path.length > 6) return;
    const within = new Set(seen).add(inner.name);
    for (const field of Object.values(inner.getFields()))
      malformedAt(field.type, [...path, field.name], random, within, into);
    return;
  }
  values.push(...malformedScalar(inner.name, random));
  into.set(key, { path, values });
}

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** `args` with the value at `path` replaced (or removed); missing objects and lists on the way are made. */
function withValueAt(args: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = clone(args);
  let at: any = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const step = path[i]!;
    if (at[step] === undefined || at[step] === null || typeof at[step] !== "object")
      at[step] = typeof path[i + 1] === "number" ? [] : {};
    at = at[step];
  }
  const last = path[path.length - 1]!;
  if (value === REMOVE) delete at[last];
  else at[last] = value;
  return copy;
}

function valueAt(args: Record<string, unknown>, path: Path): unknown {
  let at: any = args;
  for (const step of path) at = at?.[step];
  return at;
}

/** The fields of a result worth asking for without arguments: `__typename` and its scalars (members' too). */
export function leafSelection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  const leavesOf = (object: GraphQLObjectType | GraphQLNamedType) => {
    if (!isObjectType(object) && !isInterfaceType(object)) return "";
    return Object.values(object.getFields())
      .filter(
        (f: GraphQLField<unknown, unknown>) =>
          isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)),
      )
      .map((f) => f.name)
      .join(" ");
  };
  if (isUnionType(named))
    return `{ __typename ${named
      .getTypes()
      .map((member) => `... on ${member.name} { ${leavesOf(member) || "__typename"} }`)
      .join(" ")} }`;
  return `{ __typename ${leavesOf(named)} }`;
}

function documentFor(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  return `${operation} Fuzz(${variables}) { ${field.name}(${args}) ${leafSelection(field.type)} }`;
}

/** The fuzz cases for one field: one malformed value each, every argument path in turn, up to the cap. */
export function fuzzCasesForField(
  operation: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
  options: GraphQLFuzzOptions,
): GraphQLFuzzCase[] {
  const random = new SeededRandom(options.seed ^ hash(`${operation}.${field.name}`));
  const base: Record<string, unknown> = {};
  for (const arg of field.args as readonly GraphQLArgument[]) {
    // optional arguments stay absent unless their own case sets them
    if (isNonNullType(arg.type)) base[arg.name] = baseline(arg.type, arg.name, field.name, options, random);
  }
  const paths = new Map<string, { path: Path; values: Malformed[] }>();
  for (const arg of field.args) malformedAt(arg.type, [arg.name], random, new Set(), paths);
  const queues = [...paths.values()].map(({ path, values }) => ({ path, values: random.shuffled(values) }));
  const query = documentFor(operation, field);
  const cases: GraphQLFuzzCase[] = [];
  for (let round = 0; cases.length < options.maxCasesPerField; round++) {
    let any = false;
    for (const queue of queues) {
      const malformed = queue.values[round];
      if (!malformed) continue;
      any = true;
      const value = "remove" in malformed ? REMOVE : expand(malformed.value, queue.path, base, random);
      cases.push({
        operation,
        field: field.name,
        label: `${queue.path.join(".")}: ${malformed.label}`,
        query,
        variables: withValueAt(base, queue.path, value),
      });
      if (cases.length >= options.maxCasesPerField) break;
    }
    if (!any) break;
  }
  return cases;
}

/** `{ repeatBaseline: n }` stands for a list of n plausible items (the element's baseline, or ids). */
function expand(value: unknown, path: Path, base: Record<string, unknown>, random: SeededRandom): unknown {
  if (!value || typeof value !== "object" || !("repeatBaseline" in value)) return value;
  const count = (value as { repeatBaseline: number }).repeatBaseline;
  const existing = valueAt(base, path);
  const element = Array.isArray(existing) && existing.length > 0 ? existing[0] : random.uuid();
  return Array.from({ length: count }, () => clone(element));
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Every query and mutation field of the schema that takes arguments, with its cases. */
export function graphqlFuzzCases(schema: GraphQLSchema, options: GraphQLFuzzOptions) {
  const cases: GraphQLFuzzCase[] = [];
  const fuzzed: string[] = [];
  const withoutArguments: string[] = [];
  for (const [operation, type] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const name = `${operation}.${field.name}`;
      if (options.skip?.[name]) continue;
      if (field.args.length === 0) {
        withoutArguments.push(name);
        continue;
      }
      fuzzed.push(name);
      cases.push(...fuzzCasesForField(operation, field, options));
    }
  }
  return { cases, fuzzed, withoutArguments };
}

/**
 * The plausible request for a field, with nothing malformed: every required argument, and each
 * optional `ID` argument `idFor` has a record for (the cross-agency probe, scripts/probes: another
 * agency's ids where the operation takes one).
 */
export function plausibleCase(
  operation: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
  options: GraphQLFuzzOptions,
): GraphQLFuzzCase {
  const random = new SeededRandom(options.seed ^ hash(`${operation}.${field.name}`));
  const variables: Record<string, unknown> = {};
  for (const arg of field.args as readonly GraphQLArgument[]) {
    if (isNonNullType(arg.type)) variables[arg.name] = baseline(arg.type, arg.name, field.name, options, random);
    else if (getNamedType(arg.type).name === "ID") {
      const id = options.idFor?.(field.name, arg.name);
      if (id) variables[arg.name] = isListType(getNullableType(arg.type)) ? [id] : id;
    }
  }
  return { operation, field: field.name, label: "plausible", query: documentFor(operation, field), variables };
}
