import { execute, GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { DomainError, ValidationError } from "../lib/errors.ts";
import { expectedErrorsAnswered } from "./expected-errors.ts";

/**
 * A refusal the code meant, thrown by a field without error members (a query), reaches the caller
 * with its message and code instead of being masked as "Unexpected error." (ADR 061).
 */
function schemaThrowing() {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: "Query",
      fields: {
        page: {
          type: GraphQLInt,
          args: { page: { type: GraphQLInt } },
          resolve: async (_root, { page }: { page: number }) => {
            if (page < 1) throw ValidationError.field("page", "Enter a page from 1");
            return page;
          },
        },
        gone: {
          type: GraphQLString,
          resolve: () => {
            throw new DomainError("NOT_FOUND", "Account not found");
          },
        },
        broken: {
          type: GraphQLString,
          resolve: () => {
            throw new Error("connection terminated");
          },
        },
      },
    }),
  });
}

describe("expected errors of fields without error members", () => {
  it("answers a ValidationError as BAD_USER_INPUT with its messages by field, and a DomainError with its code", async () => {
    const schema = expectedErrorsAnswered(schemaThrowing());
    const bad = await execute({ schema, document: parse("{ page(page: 0) }") });
    expect(bad.errors?.[0]?.message).toBe("page: Enter a page from 1");
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "page", message: "Enter a page from 1" }],
    });
    const fine = await execute({ schema, document: parse("{ page(page: 2) }") });
    expect(fine).toEqual({ data: { page: 2 } });
    const gone = await execute({ schema, document: parse("{ gone }") });
    expect(gone.errors?.[0]).toMatchObject({ message: "Account not found", extensions: { code: "NOT_FOUND" } });
  });

  it("leaves any other error as it was (masked for clients, logged)", async () => {
    const schema = expectedErrorsAnswered(schemaThrowing());
    const broken = await execute({ schema, document: parse("{ broken }") });
    expect(broken.errors?.[0]?.message).toBe("connection terminated");
    expect(broken.errors?.[0]?.extensions).toEqual({});
  });

  it("wraps a schema once", async () => {
    const schema = schemaThrowing();
    expect(expectedErrorsAnswered(expectedErrorsAnswered(schema))).toBe(schema);
    const bad = await execute({ schema, document: parse("{ page(page: 0) }") });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
