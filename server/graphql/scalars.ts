import { GraphQLError, Kind } from "graphql";
import { builder } from "./builder.ts";

builder.scalarType("DateTime", {
  description: "A point in time, as an ISO 8601 string with a time zone (2026-11-21T15:04:05.000Z).",
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string");
    return parseDate(ast.value);
  },
});

builder.scalarType("Money", {
  description: 'An amount in US dollars as a decimal string with two places ("1234.50"). Never a float.',
  serialize: (value) => String(value),
  parseValue: (value) => parseMoney(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("Money must be a decimal string");
    return parseMoney(ast.value);
  },
});

builder.scalarType("JSON", {
  description: "A JSON value, as is (output only).",
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError("JSON is an output-only scalar");
  },
});

builder.scalarType("File", {
  description: "A file sent as a part of a multipart request (GraphQL multipart request spec). Input only.",
  serialize: () => {
    throw new GraphQLError("File is an input-only scalar");
  },
  parseValue: (value) => {
    const file = value as File | null;
    if (!file || typeof file.arrayBuffer !== "function" || typeof file.size !== "number") {
      throw new GraphQLError("File must be a file part of a multipart request");
    }
    return file;
  },
});

function parseDate(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
  // dates outside these years are typing mistakes (and some do not fit the database)
  const year = date.getUTCFullYear();
  if (year < 1900 || year > 2999) throw new GraphQLError("DateTime must be a date between the years 1900 and 2999");
  return date;
}

function parseMoney(value: unknown): string {
  if (typeof value !== "string" || !/^-?\d{1,13}(\.\d{1,2})?$/.test(value)) {
    throw new GraphQLError("Money must be a decimal string with up to two decimals");
  }
  return value;
}
