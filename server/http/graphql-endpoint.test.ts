import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { SIGN_IN, TestClient, VIEWER } from "#tests/setup/graphql-client.ts";
import { latestMailedCode, signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { startTestServer } from "#tests/setup/test-runtime.ts";
import type { Agency, AgencyUser } from "../modules/identity/agency.service.ts";
import { setAgencyUserState } from "../modules/identity/agency.service.ts";
import { recordAudit } from "../modules/audit/audit.service.ts";
import { SESSION_IDLE_DAYS } from "../modules/identity/session.service.ts";
import { openSubscription } from "#tests/setup/sse.ts";

const http = useHttpTestServer({ env: { LIVE_SESSION_CHECK_SECONDS: "0.3" } });
let agency: Agency;

beforeAll(async () => {
  agency = await buildAgency(http.runtime.system, { name: "Lighthouse Risk Partners" });
});

const signedIn = (user: AgencyUser, client?: TestClient) => signedInClient(http.runtime, http.url, user, client);

describe("sign-in over GraphQL", () => {
  it("asks for a code, then signs in with it and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id, { name: "Ada Brooks" });
    const client = new TestClient(http.url);
    const step1 = await client.request(SIGN_IN, { email: user.email });
    expect(step1.body?.data.agencySignIn).toEqual({
      __typename: "AgencySignInPayload",
      codeSent: true,
      agencyUserId: null,
    });
    expect(client.lastSetCookie).toEqual([]);

    await signedIn(user, client);
    const [cookie] = client.lastSetCookie;
    expect(cookie).toMatch(/^cara_session=[\w-]{43}; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure"); // plain http

    const viewer = await client.request(VIEWER);
    expect(viewer.body?.data.agencyUser).toMatchObject({
      id: user.id,
      name: "Ada Brooks",
      state: "ACTIVE",
      agency: {
        name: "Lighthouse Risk Partners",
        subscription: {
          plan: "PRO",
          period: "ANNUAL",
          state: "ACTIVE",
          numSeats: 5,
          entitlements: ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"],
        },
      },
    });
  });

  it("answers bad input with field errors, never a server error", async () => {
    const client = new TestClient(http.url);
    const malformed = await client.request(SIGN_IN, { email: "jordan@" });
    expect(malformed.status).toBe(200);
    expect(malformed.body?.data.agencySignIn).toEqual({
      __typename: "ValidationError",
      message: "Enter a valid email address",
      fieldErrors: [{ path: "email", message: "Enter a valid email address" }],
    });
    const wrong = await client.request(SIGN_IN, { email: "nobody@nowhere.test", code: "123456" });
    expect(wrong.body?.data.agencySignIn.fieldErrors).toEqual([{ path: "code", message: "Invalid code" }]);
    const letters = await client.request(SIGN_IN, { email: "nobody@nowhere.test", code: "abcdef" });
    expect(letters.body?.data.agencySignIn.fieldErrors).toEqual([
      { path: "code", message: "The code contains only digits" },
    ]);
  });

  it("marks the cookie Secure when the app is reached over https", async () => {
    const proxied = await startTestServer({ ...http.runtime, config: { ...http.runtime.config, TRUST_PROXY: 1 } });
    try {
      const user = await buildAgencyUser(http.runtime.system, agency.id);
      const client = new TestClient(proxied.url, { "x-forwarded-proto": "https" });
      await client.request(SIGN_IN, { email: user.email });
      await client.request(SIGN_IN, { email: user.email, code: await latestMailedCode(http.runtime, user.email) });
      expect(client.lastSetCookie[0]).toContain("Secure");
    } finally {
      await proxied.close();
    }
  });

  it("renews the cookie's expiry with the session's as it is used, without a write per request", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    const expiryOf = (setCookie: string[]) => new Date(/Expires=([^;]+)/.exec(setCookie[0] ?? "")?.[1] ?? NaN);
    const signedInUntil = expiryOf(client.lastSetCookie);
    await client.request(VIEWER);
    expect(client.lastSetCookie).toEqual([]); // just used: nothing to renew
    http.runtime.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await client.request(VIEWER)).body?.data.agencyUser.id).toBe(user.id);
    const renewedUntil = expiryOf(client.lastSetCookie);
    expect(renewedUntil.getTime() - signedInUntil.getTime()).toBeGreaterThanOrEqual(2 * 24 * 60 * 60 * 1000 - 1000);
    expect(Math.abs(renewedUntil.getTime() - (http.runtime.clock.now().getTime() + 30 * 86_400_000))).toBeLessThan(
      2000,
    );
    await client.request(VIEWER);
    expect(client.lastSetCookie).toEqual([]);
  });

  it("signs out: the cookie is cleared and the session is gone", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    const stolen = client.cookie;
    const out = await client.request(`mutation { agencySignOut }`);
    expect(out.body?.data.agencySignOut).toBe(true);
    expect(client.lastSetCookie[0]).toMatch(/^cara_session=; .*Expires=Thu, 01 Jan 1970/);
    const replay = new TestClient(http.url);
    replay.cookie = stolen;
    expect((await replay.request(VIEWER)).body?.data.agencyUser).toBeNull();
  });

  it("ends a disabled user's session at once", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    expect((await client.request(VIEWER)).body?.data.agencyUser.id).toBe(user.id);
    await setAgencyUserState(http.runtime.system, user, "DISABLED");
    expect((await client.request(VIEWER)).body?.data.agencyUser).toBeNull();
  });
});

describe("without a session", () => {
  it("agencyUser is null and agency data is refused as UNAUTHENTICATED", async () => {
    const client = new TestClient(http.url);
    expect((await client.request(VIEWER)).body).toEqual({ data: { agencyUser: null } });
    const audit = await client.request(`{ auditEvents { id } }`);
    const malformed = await new TestClient(http.url).request(`{ auditEvents(before: "x") { id } }`);
    expect(malformed.body?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(audit.body?.errors?.[0]).toMatchObject({
      message: "Sign in to continue",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it("a forged cookie is no session, and the browser is told to drop it", async () => {
    const client = new TestClient(http.url);
    client.cookie = "cara_session=forged-token-value";
    expect((await client.request(VIEWER)).body?.data.agencyUser).toBeNull();
    expect(client.lastSetCookie[0]).toMatch(/^cara_session=; .*Expires=Thu, 01 Jan 1970/);
  });
});

describe("cross-origin requests", () => {
  it("refuses state-changing requests from another origin", async () => {
    const client = new TestClient(http.url);
    const foreign = await client.request(SIGN_IN, { email: "a@b.test" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toBe("Cross-origin request refused");
    const fetchMeta = await client.request(SIGN_IN, { email: "a@b.test" }, { "sec-fetch-site": "cross-site" });
    expect(fetchMeta.status).toBe(403);
    const opaque = await client.request(SIGN_IN, { email: "a@b.test" }, { origin: "null" });
    expect(opaque.status).toBe(403);
  });

  it("accepts the app's own origin and clients that send none", async () => {
    const client = new TestClient(http.url);
    expect((await client.request(`{ __typename }`, undefined, { origin: http.url })).status).toBe(200);
    expect((await client.request(`{ __typename }`)).status).toBe(200);
  });
});

describe("live audit events (subscription over SSE)", () => {
  it("streams the agency's new entries, and only its own", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    const other = await buildAgency(http.runtime.system);
    const controller = new AbortController();
    const response = await fetch(`${http.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", cookie: client.cookie! },
      body: JSON.stringify({ query: "subscription { auditEvents { action recordType recordId actorType } }" }),
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // give the server a moment to subscribe, then write one entry elsewhere and one here
    await new Promise((resolve) => setTimeout(resolve, 200));
    await recordAudit(http.runtime.system, { action: "test.other-agency", agencyId: other.id });
    await recordAudit(http.runtime.system, {
      action: "test.live",
      agencyId: agency.id,
      recordType: "thing",
      recordId: "7",
    });
    let received = "";
    while (!received.includes("test.live")) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
    }
    controller.abort();
    expect(received).toContain('"action":"test.live"');
    expect(received).toContain('"actorType":"SYSTEM"');
    expect(received).not.toContain("test.other-agency");
  });

  it("ends the stream when the user is disabled", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    const response = await fetch(`${http.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", cookie: client.cookie! },
      body: JSON.stringify({ query: "subscription { auditEvents { action } }" }),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await setAgencyUserState(http.runtime.system, user, "DISABLED"); // writes an audit entry: the next event
    const text = await response.text(); // resolves only when the server ends the stream
    expect(text).not.toContain("identity.user_disabled");
    expect(text).toContain("event: complete");
  });

  it("re-checks the session on a timer, not per event, and ends the stream once the session is gone", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    const stream = await openSubscription(http.url, client.cookie, "subscription { auditEvents { action } }");
    await new Promise((resolve) => setTimeout(resolve, 1000)); // several timer periods: still open
    await recordAudit(http.runtime.system, { action: "test.still-live", agencyId: agency.id });
    expect(await stream.until("test.still-live")).not.toContain("event: complete");
    // an expiry: no event announces it, only the timer can notice it
    http.runtime.clock.advance((SESSION_IDLE_DAYS + 1) * 24 * 60 * 60 * 1000);
    const started = Date.now();
    expect(await stream.rest()).toContain("event: complete");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses to subscribe without a session", async () => {
    const response = await fetch(`${http.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "subscription { auditEvents { action } }" }),
    });
    const text = await response.text();
    expect(text).toContain("UNAUTHENTICATED");
  });
});

describe("the audit log query", () => {
  it("pages by id and refuses a malformed cursor as bad input", async () => {
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = await signedIn(user);
    const page = await client.request(`{ auditEvents(first: 2) { id action } }`);
    expect(page.body?.data.auditEvents).toHaveLength(2);
    const [, second] = page.body!.data.auditEvents;
    const older = await client.request(`query($before: ID) { auditEvents(first: 50, before: $before) { id } }`, {
      before: second.id,
    });
    expect(older.body?.data.auditEvents.every((e: { id: string }) => Number(e.id) < Number(second.id))).toBe(true);
    const bad = await client.request(`{ auditEvents(before: "1; drop table audit_log") { id } }`);
    expect(bad.body?.errors?.[0]).toMatchObject({
      message: "before must be the id of an audit event",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
