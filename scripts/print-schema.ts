import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { printGraphQLSchema } from "../server/http/graphql-schema.ts";

/** Writes server/graphql/schema.graphql and the typed-document introspection the screens use. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "server/graphql/schema.graphql");
fs.writeFileSync(target, printGraphQLSchema());
execFileSync(path.join(root, "node_modules/.bin/gql.tada"), ["generate", "output"], { cwd: root, stdio: "inherit" });
console.log(`Wrote ${path.relative(root, target)} and app/lib/graphql-env.d.ts`);
