import { beforeAll, describe, expect, it } from "vitest";
import { loader as accountLoader } from "#app/routes/accounts/account.server.ts";
import { loader as shellLoader } from "#app/routes/dashboard/layout.server.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { testServerBuild, useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { withStatements } from "#tests/setup/statements.ts";

/**
 * The shell's cost per page (ADR 018): the session, its user, agency and subscription with its seat
 * count come in one statement, and every GraphQL call of the request (the dashboard layout's
 * shell, the gate, the page's own) shares it. The server
 * runs the real dashboard layout and account loaders; a `.data` request runs both, as a
 * navigation in the browser does.
 */
const pageBuild = testServerBuild([
  { id: "shell", path: "app", module: { loader: shellLoader } },
  { id: "account", parentId: "shell", path: "accounts/:accountId", module: { loader: accountLoader } },
]);

const http = useHttpTestServer({ app: { build: pageBuild } });
let cookie: string;
let accountId: string;

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system);
  const user = await buildAgencyUser(http.runtime.system, agency.id);
  accountId = (await buildAccount(agencyCtxFor(http.runtime, user), "BUSINESS")).id;
  cookie = (await signedInClient(http.runtime, http.url, user)).cookie!;
});

async function statementsOf(path: string) {
  const { result, statements } = await withStatements(async () => {
    const response = await fetch(`${http.url}${path}`, { headers: { cookie } });
    return { status: response.status, text: await response.text() };
  });
  return { ...result, statements };
}

describe("the shell's statements per page", () => {
  it("reads the session, user, agency and subscription with its seats in one statement", async () => {
    const shellOnly = await statementsOf("/app.data");
    expect(shellOnly.status).toBe(200);
    expect(shellOnly.text).toContain("numSeatsActive");
    expect(shellOnly.statements).toHaveLength(1);
    expect(shellOnly.statements[0]).toMatch(/from "sessions"/);
    expect(shellOnly.statements[0]).toMatch(/agency_subscriptions/);
  });

  it("shares them with the page's own operations (the account page adds only its own read)", async () => {
    const page = await statementsOf(`/app/accounts/${accountId}.data`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(accountId);
    // the session with the subscription; the page: the account, its contacts
    expect(page.statements.filter((sql) => /from "sessions"/.test(sql))).toHaveLength(1);
    expect(page.statements).toHaveLength(3);
  });
});
