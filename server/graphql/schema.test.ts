import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { printGraphQLSchema } from "../http/graphql-schema.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

describe("the GraphQL contract", () => {
  it("matches the committed schema.graphql (run `npm run schema:print` after changing the API)", () => {
    const committed = fs.readFileSync(path.join(here, "schema.graphql"), "utf8");
    expect(printGraphQLSchema()).toBe(committed);
  });

  it("names every operation the spec names so far", () => {
    const sdl = printGraphQLSchema();
    for (const field of ["agencyUser: AgencyUser", "agencySignIn(code: String, email: String!)", "agencySignOut: Boolean!"]) {
      expect(sdl).toContain(field);
    }
  });
});
