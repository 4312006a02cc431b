import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_REGISTRY } from "#server/assistant/toolset.ts";
import { graphqlSchema } from "#server/http/graphql-schema.ts";
import { agencyCtx, systemCtx, type AgencyCtx } from "#server/lib/context.ts";
import { runOperation } from "#server/lib/operation.ts";
import { createSession } from "#server/modules/identity/session.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAccount, accountInputFor } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { buildFuzzAgency, recordIdFor, type FuzzAgency } from "#tests/setup/fuzz-agency.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { findingOf, sendGraphQLCase } from "#tests/support/fuzz-http.ts";
import { plausibleCase } from "#tests/support/graphql-fuzz-cases.ts";
import { recordRow } from "./row.ts";

/**
 * Tenant isolation (issue 29's opening table: "71 of 71 cross-agency calls and 14 of 14
 * cross-agency tool calls refused"). Agency A has one record of each kind; a signed-in user of
 * agency B sends every query and mutation that takes an id of one, with A's ids (the schema's
 * fields found by walking it, so a new operation is included), and Cara working for agency B
 * calls every tool that takes a workspace, file or record with A's. Leaked: the answer's data
 * holds one of A's ids or A's secret text, or a row of A's changed. Crashed: a 5xx or an error
 * masked as "Unexpected error.".
 */
const http = useHttpTestServer({
  env: { RATE_LIMIT_IP_PER_MINUTE: "1000000", RATE_LIMIT_USER_PER_MINUTE: "1000000" },
});
const SECRET = "ALPHA-SECRET-8841";
let alpha: FuzzAgency;
let betaCookie: () => Promise<string>;
let betaCara: AgencyCtx;
let alphaWorkspace = { id: "", stageId: "", fileId: "", artifactId: "" };
let alphaIds: string[] = [];

/** A digest of every row of agency A in every table with an `agency_id` (what B must not change). */
async function alphaRows(): Promise<Map<string, string>> {
  const db = http.runtime.db as any;
  const tables = (await db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'agency_id'`,
  )) as { rows: Array<{ table_name: string }> };
  const digests = new Map<string, string>();
  // sessions: the control signs A's own user in
  for (const { table_name } of tables.rows.filter((t) => t.table_name !== "sessions")) {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(table_name)} t where agency_id = ${alpha.user.agencyId}`,
    )) as { rows: Array<{ d: string }> };
    digests.set(table_name, result.rows[0]!.d);
  }
  return digests;
}

beforeAll(async () => {
  alpha = await buildFuzzAgency(http.runtime);
  const alphaCtx = agencyCtx(http.runtime, {
    type: "AGENCY_USER",
    agencyId: alpha.user.agencyId,
    agencyUserId: alpha.user.id,
    sessionId: null,
  });
  const base = accountInputFor("BUSINESS");
  await buildAccount(alphaCtx, "BUSINESS", { account: { ...base.account, name: `${SECRET} Holdings` } });
  const workspace = await createWorkspace(alphaCtx, { message: "Keep this" }, [
    fileOf(new TextEncoder().encode(`${SECRET} The each occurrence limit is $1,000,000.`), "alpha-notes.txt"),
  ]);
  const detail = await loadWorkspaceDetail(alphaCtx, workspace.id);
  const draft = await runOperation(
    agencyCtx(http.runtime, {
      type: "CARA",
      agencyId: alpha.user.agencyId,
      channel: "COPILOT",
      onBehalfOfUserId: alpha.user.id,
    }),
    TOOL_REGISTRY.find((t) => t.name === "DRAFT_DOCUMENT")!.operation,
    { workspaceId: workspace.id, title: "Alpha memo", html: `<p>${SECRET}</p>` },
  );
  alphaWorkspace = {
    id: workspace.id,
    stageId: detail.stages[0]?.id ?? workspace.id,
    fileId: detail.files[0]?.id ?? alpha.records.file,
    artifactId: draft.ok ? (draft.value as { artifactId: string }).artifactId : "",
  };
  alphaIds = [
    ...Object.values(alpha.records),
    alphaWorkspace.id,
    alphaWorkspace.fileId,
    alphaWorkspace.artifactId,
  ].filter(Boolean);
  const beta = await buildAgency(http.runtime.system);
  const betaUser = await buildAgencyUser(http.runtime.system, beta.id);
  betaCookie = async () => `cara_session=${(await createSession(systemCtx(http.runtime), betaUser)).token}`;
  betaCara = agencyCtx(http.runtime, {
    type: "CARA",
    agencyId: beta.id,
    channel: "COPILOT",
    onBehalfOfUserId: betaUser.id,
  });
}, 120_000);

const holdsAlpha = (text: string) => text.includes(SECRET) || alphaIds.some((id) => text.includes(id));

/** The answer's text without the strings the call itself sent (a tool that echoes its query leaks nothing). */
function withoutEcho(text: string, input: unknown): string {
  const sent: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") sent.push(JSON.stringify(value).slice(1, -1));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(input);
  return sent.sort((a, b) => b.length - a.length).reduce((rest, s) => (s ? rest.split(s).join("") : rest), text);
}

describe("cross-agency", () => {
  afterAll(() => {});

  it(
    "every GraphQL query and mutation that takes a record id, sent by another agency's user with A's ids",
    { timeout: 600_000 },
    async () => {
      const schema = graphqlSchema();
      const before = await alphaRows();
      const results: Array<{ name: string; leaked: boolean; crashed: string | null }> = [];
      let ownerSees = 0;
      const untried: string[] = []; // fields taking an id of a kind agency A has no record of
      let queries = 0;
      for (const [operation, type] of [
        ["query", schema.getQueryType()],
        ["mutation", schema.getMutationType()],
      ] as const) {
        for (const field of Object.values(type?.getFields() ?? {})) {
          let usesAlpha = false;
          const fuzz = plausibleCase(operation, field, {
            seed: 2906,
            maxCasesPerField: 1,
            idFor: (name, path) => {
              const id =
                recordIdFor(alpha.records, name, path) ?? (/workspaceId$/i.test(path) ? alphaWorkspace.id : undefined);
              if (id) usesAlpha = true;
              return id;
            },
          });
          if (!usesAlpha) {
            if (/\$\w+: \[?ID/.test(fuzz.query)) untried.push(`${operation}.${field.name}`);
            continue;
          }
          const answer = await sendGraphQLCase(http.url, await betaCookie(), fuzz);
          let data = "";
          try {
            data = JSON.stringify(JSON.parse(answer.text).data ?? null);
          } catch {
            data = "";
          }
          results.push({ name: `${operation}.${field.name}`, leaked: holdsAlpha(data), crashed: findingOf(answer) });
          if (operation === "query") {
            // control: the owner's own user gets A's record from the same request
            const own = await sendGraphQLCase(http.url, await alpha.sessionCookie(), fuzz);
            if (holdsAlpha(own.text)) ownerSees++;
            queries++;
          }
          if (holdsAlpha(data)) console.info(`cross-agency: ${operation}.${field.name} answered ${data.slice(0, 300)}`);
        }
      }
      console.info(`cross-agency: fields tried: ${results.map((r) => r.name).join(", ")}`);
      console.info(`cross-agency: fields taking an id not tried (no record of that kind): ${untried.join(", ")}`);
      const after = await alphaRows();
      const changed = [...before].filter(([table, digest]) => after.get(table) !== digest).map(([table]) => table);
      const leaked = results.filter((r) => r.leaked).length + (changed.length > 0 ? 1 : 0);
      const crashed = results.filter((r) => r.crashed && !r.leaked);
      for (const r of crashed) console.info(`cross-agency: ${r.name} -> ${r.crashed}`);
      recordRow({
        row: "Cross-agency GraphQL calls",
        tried: results.length,
        refused: results.length - results.filter((r) => r.leaked).length - crashed.length,
        leaked,
        crashed: crashed.length,
        note: `every query and mutation field taking an id of a record kind (found by walking the schema), sent over HTTP by agency B's signed-in user with agency A's ids; control: the same ${queries} queries sent by A's own user return A's record in ${ownerSees}; leaked = the answer's data holds an A id or A's secret text, or a row of A changed (${changed.length ? `changed: ${changed.join(", ")}` : `A's rows in ${before.size} tables unchanged`})`,
      });
      expect(results.filter((r) => r.leaked)).toEqual([]);
      expect(changed).toEqual([]);
    },
  );

  it(
    "every tool that takes a workspace, file or record, called by Cara for another agency with A's",
    { timeout: 300_000 },
    async () => {
      const w = alphaWorkspace;
      const calls: Record<string, Record<string, unknown>> = {
        SEARCH_FILE: { fileIds: [w.fileId], queries: ["each occurrence limit"] },
        PEEK_FILE: { fileIds: [w.fileId] },
        COMPARE_COVERAGE: { fileIds: [w.fileId], fileNames: ["alpha-notes.txt"] },
        CHECK_CONTRACT: { fileIds: [w.fileId], contractFileName: "alpha-notes.txt" },
        CHECK_CERTIFICATE: { fileIds: [w.fileId], certificateFileName: "alpha-notes.txt" },
        FIND_COVERAGE_GAPS: { fileIds: [w.fileId], workspaceId: w.id, description: "A bakery" },
        ANALYZE_UNDERWRITING: { fileIds: [w.fileId], workspaceId: w.id },
        SEARCH_KNOWLEDGE_BASE: { userQuery: "office hours nine", workspaceId: w.id },
        SEARCH_KNOWLEDGE_GRAPH: {
          queries: [SECRET, `${SECRET} Holdings`],
          question: `contact details of ${SECRET} Holdings`,
        },
        DRAFT_EMAIL: { workspaceId: w.id, subject: "Hi", body: "Hello", attachArtifacts: [w.artifactId] },
        DRAFT_DOCUMENT: { workspaceId: w.id, title: "Planted", html: "<p>planted</p>" },
        FILE_EDITOR: { workspaceId: w.id, operation: "READ", artifactId: w.artifactId },
        FILE_EDITOR_WRITE: {
          workspaceId: w.id,
          operation: "WRITE",
          artifactId: w.artifactId,
          content: "<p>overwritten</p>",
        },
        FILL_TEMPLATE: { template: "ACORD_25", workspaceId: w.id, stageId: w.stageId, fileIds: [w.fileId] },
        PDF_EDITOR: { operation: "LIST_FIELDS", workspaceId: w.id, stageId: w.stageId, fileIds: [w.fileId] },
        COMPLETE_TASK: { workspaceId: w.id, summary: "Done" },
      };
      const before = await alphaRows();
      const results: Array<{ name: string; leaked: boolean; crashed: string | null }> = [];
      for (const [name, input] of Object.entries(calls)) {
        const entry = TOOL_REGISTRY.find((t) => t.name === name.replace(/_WRITE$/, ""))!;
        try {
          const result = await runOperation(betaCara, entry.operation, input);
          const text = withoutEcho(JSON.stringify(result.ok ? result.value : null), input);
          results.push({ name, leaked: holdsAlpha(text), crashed: null });
          if (holdsAlpha(text)) console.info(`cross-agency tool: ${name} answered ${text.slice(0, 300)}`);
        } catch (error) {
          results.push({ name, leaked: false, crashed: (error as Error).message.slice(0, 200) });
          console.info(`cross-agency tool: ${name} threw ${(error as Error).message.slice(0, 200)}`);
        }
      }
      const after = await alphaRows();
      const changed = [...before].filter(([table, digest]) => after.get(table) !== digest).map(([table]) => table);
      const leaked = results.filter((r) => r.leaked).length;
      const crashed = results.filter((r) => r.crashed).length;
      recordRow({
        row: "Cross-agency tool calls",
        tried: results.length,
        refused: results.length - leaked - crashed,
        leaked: leaked + (changed.length > 0 ? 1 : 0),
        crashed,
        note: `Cara's tools run as Cara for agency B (runOperation, as the toolset runs them) with agency A's workspace, file, artifact, stage and names; leaked = the answer holds an A id or A's secret text, or a row of A changed (${changed.length ? `changed: ${changed.join(", ")}` : "none changed"}); crashed = an unexpected error thrown`,
      });
      expect(results.filter((r) => r.leaked)).toEqual([]);
      expect(changed).toEqual([]);
    },
  );
});
