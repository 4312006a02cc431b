import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The test files that run on the embedded engine (PGlite) as well when the whole suite runs on
 * PostgreSQL (ADR 054): the embedded engine's own code, and the test files whose subject is SQL
 * whose result or plan can differ between the engines. `npm run test:pglite` runs these;
 * `tests/pglite-subset.test.ts` fails when a test file matching the rule below
 * (`engineSensitiveTestFiles`) is missing here, or when an entry here names no test file.
 * A file may be listed without matching the rule (say why in a comment).
 */
export const PGLITE_SUBSET = [
  // this list's own guard
  "tests/pglite-subset.test.ts",

  // issue 29 and 30: saving pages in short transactions; email triage, inbound pipeline and sending
  "server/modules/documents/save-pages.test.ts",
  "server/modules/conversations/triage.test.ts",
  "server/modules/emails/email-send.test.ts",
  "server/modules/emails/inbound-pipeline.test.ts",
  "server/modules/emails/email-threads-paging.test.ts",

  // the embedded engine: statements in one round trip, the worker thread, the data directory lock
  "server/db/pglite-statements.test.ts",
  "server/db/pglite-worker.test.ts",
  // PostgreSQL going away (ADR 059): PostgreSQL only, it skips itself on the embedded engine
  "server/db/database-outage.test.ts",
  "server/db/database-outage-process.test.ts",
  "server/db/database-outage-browser.test.ts",
  // the database health and the 503 mapping: no SQL, picked by the rule (they import server/db/health.ts)
  "server/db/health.test.ts",
  "server/http/database-unavailable.test.ts",
  // pg-boss on the embedded engine (multi-statement scripts, polling, retries)
  "server/jobs/queue.test.ts",

  // the seed: `npm run seed` on the embedded database, the demo agency, the factories' raw SQL
  "scripts/seed.test.ts",
  "server/seed/demo-seed.test.ts",
  "server/seed/policy.factory.test.ts",
  "server/seed/workspace.factory.test.ts",

  // full-text search, ranking, pgvector (ADR 032)
  "server/modules/documents/documents-ranking.test.ts",
  "server/modules/documents/documents-ranking-title.test.ts",
  "server/modules/documents/documents.service.test.ts",
  "server/modules/documents/embeddings.test.ts",
  "server/modules/documents/knowledge-search.test.ts",
  // knowledge base search and its page limits (search-files.service's SQL): listed by judgement
  "server/modules/knowledge/knowledge.service.test.ts",
  "server/modules/knowledge/knowledge-limits.test.ts",

  // lists and their counts up to a limit (ADR 048), trigram search filters, home's day lists
  "server/modules/accounts/accounts.service.test.ts",
  "server/modules/accounts/accounts.graphql.test.ts", // listed by judgement: the accounts list over GraphQL
  "server/modules/policies/policies.service.test.ts",
  "server/modules/policies/policies.graphql.test.ts", // listed by judgement: the policies list over GraphQL
  "server/modules/policies/policy-lifecycle.service.test.ts",
  "server/modules/policies/policy-rules.test.ts",
  "server/modules/servicing/servicing.service.test.ts",
  "server/modules/servicing/servicing-rules.test.ts",
  "server/modules/servicing/servicing.graphql.test.ts", // listed by judgement: the servicing list over GraphQL
  "server/modules/workspaces/workspaces-list.service.test.ts",
  "server/modules/home/user-day.service.test.ts",
  "server/graphql/loaders.test.ts",
  "server/http/graphql-limits.test.ts", // a list page's search with its capped count passes the cost limit (ADR 062)
  "app/routes/accounts/account-action.server.test.ts",
  "app/routes/policies/policy-dialog-action.server.test.ts",

  // workspaces and runs: ordered reads on the engine's clock (ADR 051), raw SQL in the run services
  "server/modules/workspaces/workspace-run.service.test.ts",
  "server/assistant/run-workspace.test.ts", // listed by judgement: a run and its follow-up on the engine's clock
  "server/modules/workspaces/workspaces.service.test.ts",
  "server/modules/workspaces/workspaces.graphql.test.ts",
  "server/modules/workspaces/workspaces-live.graphql.test.ts",
  "server/modules/workspaces/run-heartbeat.service.test.ts", // a stale heartbeat by the engine's clock (ADR 059)
  "server/modules/workspaces/effect-expiry.test.ts", // listed by judgement: expiry's update … from, intervals and write order (ADR 066)
  "server/assistant/toolset.test.ts",
  "server/assistant/tools/pdf-editor.operation.test.ts",

  // tests that run SQL of their own
  "server/lib/domain-events.test.ts",
  "server/lib/provider.test.ts",
  "server/modules/audit/audit.service.test.ts",
  "server/modules/billing/billing.sql.test.ts",
  "server/modules/billing/subscription.service.test.ts",
  "server/modules/forms/certificate-fillers.test.ts",
  "server/modules/mail/mail.service.test.ts",
];

/** Where the rule looks: the repository's root, and the test files vitest runs (vitest.config.ts). */
const root = fileURLToPath(new URL("../..", import.meta.url));
const testDirs = ["server", "domain", "tests", "app", "scripts"];

/**
 * What makes a source module SQL-heavy: each reason a test file's subject can behave differently
 * on the two engines. The guard checks that each still finds a module, so that a rename cannot
 * switch a reason off unnoticed.
 */
export const SQL_HEAVY_REASONS = {
  /** The database layer itself: the engines, statements, locks, list counts (not the schema's declarations). */
  "database layer": (file: string) => file.startsWith("server/db/") && !/\/(schema|columns)\.ts$/.test(file),
  /** Full-text search, trigram similarity, vector distance. */
  "search SQL": (_file: string, text: string) => /tsvector|tsquery|ts_rank|similarity\(|<=>/.test(text),
  /** Lists counted up to a limit (ADR 048). */
  "list counts": (_file: string, text: string) => /\/list-count\.ts["']/.test(text),
  /** SQL text run as it is, below the query builder. */
  "raw SQL text": (_file: string, text: string) => /executeSql\(|sql\.raw\(/.test(text),
  /** Five or more raw SQL fragments in one module (a table's declaration does not count). */
  "SQL fragments": (file: string, text: string) =>
    !file.endsWith(".table.ts") && (text.match(/\bsql`/g)?.length ?? 0) >= 5,
} satisfies Record<string, (file: string, text: string) => boolean>;

/** A test file is engine-sensitive for one of these reasons of its own (or an import's, above). */
export const ENGINE_SENSITIVE_TEST_REASONS = {
  /** It lives with the database layer or the seed. */
  "database layer or seed": (file: string) => /^server\/(db|seed)\//.test(file),
  /** It runs SQL of its own, or opens a database itself. */
  "runs SQL": (_file: string, text: string) =>
    /\bsql`|sql\.raw\(|\.executeSql\(|openDatabase\(|\.execute\(\s*sql/.test(text),
  /** It checks a list's count up to a limit. */
  "checks list counts": (_file: string, text: string) => /totalCountCapped|countLimit/.test(text),
} satisfies Record<string, (file: string, text: string) => boolean>;

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

function listTestFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && child !== "scripts/scratch") walk(child);
      } else if (entry.name.endsWith(".test.ts")) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** Every test file vitest runs, relative to the root. */
export function allTestFiles(): string[] {
  return testDirs.flatMap(listTestFiles).sort();
}

/** The modules a file imports for their values (not `import type`), resolved to files in the repository. */
export function valueImports(file: string, text = read(file)): string[] {
  const aliases: Record<string, string> = {
    "#server/": "server/",
    "#tests/": "tests/",
    "#domain/": "domain/",
    "#app/": "app/",
  };
  const found: string[] = [];
  for (const [, specifier] of text.matchAll(/^import\s+(?!type\b)[^;]*?\bfrom\s+["']([^"']+)["']/gms)) {
    const alias = Object.keys(aliases).find((prefix) => specifier!.startsWith(prefix));
    const target = alias
      ? aliases[alias]! + specifier!.slice(alias.length)
      : specifier!.startsWith(".")
        ? path.posix.join(path.posix.dirname(file), specifier!)
        : undefined;
    if (target && fs.existsSync(path.join(root, target))) found.push(target);
  }
  return found;
}

/** Why a source module is SQL-heavy, or no reasons. */
export function sqlHeavyReasons(file: string): string[] {
  const text = read(file);
  return Object.entries(SQL_HEAVY_REASONS)
    .filter(([, test]) => test(file, text))
    .map(([reason]) => reason);
}

/**
 * The test files that must run on the embedded engine too, each with why: its own reasons
 * (ENGINE_SENSITIVE_TEST_REASONS), or a SQL-heavy module it imports directly (the test
 * helpers under tests/ do not count: every integration test uses them).
 */
export function engineSensitiveTestFiles(files = allTestFiles()): Map<string, string[]> {
  const heavy = new Map<string, string[]>();
  const result = new Map<string, string[]>();
  for (const file of files) {
    const text = read(file);
    const why = Object.entries(ENGINE_SENSITIVE_TEST_REASONS)
      .filter(([, test]) => test(file, text))
      .map(([reason]) => reason);
    for (const imported of valueImports(file, text)) {
      if (imported.startsWith("tests/") || imported.endsWith(".test.ts")) continue;
      if (!heavy.has(imported)) heavy.set(imported, sqlHeavyReasons(imported));
      for (const reason of heavy.get(imported)!) why.push(`imports ${imported} (${reason})`);
    }
    if (why.length > 0) result.set(file, why);
  }
  return result;
}
