import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateOutput } from "@gql.tada/cli-utils";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { printGraphQLSchema } from "../http/graphql-schema.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

describe("the GraphQL contract", () => {
  it("matches the committed schema.graphql (run `npm run schema:print` after changing the API)", () => {
    const committed = fs.readFileSync(path.join(here, "schema.graphql"), "utf8");
    expect(printGraphQLSchema()).toBe(committed);
  });

  it("and the screens' typed documents are generated from it (app/lib/graphql-env.d.ts)", async () => {
    const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cara-tada-")), "graphql-env.d.ts");
    await generateOutput({ output, tsconfig: path.join(here, "../../tsconfig.json"), silent: true });
    const committed = fs.readFileSync(path.join(here, "../../app/lib/graphql-env.d.ts"), "utf8");
    expect(fs.readFileSync(output, "utf8")).toBe(committed);
  });

  it("names the sign-in operations of docs/product/sign-in-and-sessions.md", () => {
    const sdl = printGraphQLSchema();
    for (const field of [
      "agencyUser: AgencyUser",
      "agencySignIn(code: String, email: String!)",
      "agencySignOut: Boolean!",
    ]) {
      expect(sdl).toContain(field);
    }
  });
});
