import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { SIGN_IN } from "#tests/setup/graphql-client.ts";
import { requestFrom } from "#tests/setup/remote-client.ts";
import { latestMailedCode } from "#tests/setup/sign-in.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { loadConfig, startupWarnings } from "../config.ts";
import { createHttpApp } from "./app.ts";

// docs/product/security.md: the dev mailbox, origins and headers, seen over HTTP.
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({
    env: { APP_URL: "https://cara.example.com", ALLOWED_ORIGINS: "https://admin.example.com", TRUST_PROXY: "1" },
  });
});
afterAll(async () => {
  await runtime.close();
});

const app = () => createHttpApp(runtime, {});
const local = "127.0.0.1";
const remote = "198.51.100.4";

describe("dev routes (ADR 020)", () => {
  it("answers 404 to a client that is not on loopback, whatever X-Forwarded-For says", async () => {
    for (const path of ["/dev/mailbox", "/dev/error", "/dev/mailbox.data"]) {
      const answer = await requestFrom(app(), remote, path, { headers: { "x-forwarded-for": "127.0.0.1" } });
      expect(answer.status).toBe(404);
      expect(answer.text).toBe("Not found");
    }
    // a loopback socket is let through to the pages (none are mounted in this test app)
    const fromLoopback = await requestFrom(app(), local, "/dev/mailbox");
    expect(fromLoopback.text).not.toBe("Not found");
  });

  it("answers 404 on loopback when the Host header names another site (DNS rebinding; issue 29 item 8)", async () => {
    for (const host of ["evil.example", "evil.example:3000", "127.0.0.1.evil.example", "localhost.evil.example"]) {
      const answer = await requestFrom(app(), local, "/dev/mailbox", { headers: { host } });
      expect(answer.status, host).toBe(404);
    }
    for (const host of ["localhost:3000", "LOCALHOST", "127.0.0.1:3210", "[::1]:3000"]) {
      const answer = await requestFrom(app(), local, "/dev/mailbox", { headers: { host } });
      expect(answer.text, host).not.toBe("Not found");
    }
  });

  it("opens wider only when DEV_ROUTES=any, and never with SMTP", async () => {
    const any = await startTestRuntime({ env: { DEV_ROUTES: "any" } });
    try {
      const answer = await requestFrom(createHttpApp(any, {}), remote, "/dev/mailbox");
      expect(answer.text).not.toBe("Not found");
    } finally {
      await any.close();
    }
    expect(loadConfig({ SMTP_URL: "smtp://mail.example.com", DEV_ROUTES: "any" }).devMailbox).toBe(false);
  });

  it("warns loudly at start on PostgreSQL without SMTP", () => {
    const warnings = startupWarnings(loadConfig({ DATABASE_URL: "postgres://db/cara" }));
    expect(warnings).toEqual([expect.stringMatching(/^NO SMTP_URL IS SET on a PostgreSQL deployment/)]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
    expect(startupWarnings(loadConfig({ DATABASE_URL: "postgres://db/cara", SMTP_URL: "smtp://mail" }))).toEqual([]);
  });
});

describe("origins (ADR 025)", () => {
  const graphqlGet = "/graphql?query=%7B__typename%7D";

  it("never reflects an untrusted origin with credentials", async () => {
    const answer = await requestFrom(app(), local, graphqlGet, { headers: { origin: "https://evil.example" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await requestFrom(app(), local, "/graphql", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("allows APP_URL and ALLOWED_ORIGINS, compared by scheme, host and port", async () => {
    for (const origin of ["https://cara.example.com", "https://cara.example.com:443", "https://admin.example.com"]) {
      const answer = await requestFrom(app(), local, graphqlGet, { headers: { origin } });
      expect(answer.headers["access-control-allow-origin"]).toBe(origin);
      expect(answer.headers["access-control-allow-credentials"]).toBe("true");
    }
    for (const origin of [
      "http://cara.example.com",
      "https://cara.example.com:8443",
      "https://cara.example.com.evil",
    ]) {
      const answer = await requestFrom(app(), local, graphqlGet, { headers: { origin } });
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("refuses a form post whose Origin differs from the page's in scheme or port", async () => {
    const post = (origin: string, host = "cara.test:8080") =>
      requestFrom(app(), local, "/graphql", {
        method: "POST",
        headers: { origin, host, "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
    expect((await post("http://cara.test:8080")).status).toBe(200);
    expect((await post("https://cara.test:8080")).status).toBe(403);
    expect((await post("http://cara.test:9090")).status).toBe(403);
    expect((await post("https://admin.example.com")).status).toBe(200);
  });
});

describe("headers (ADR 025)", () => {
  // Pages themselves (the nonce on React Router's scripts) are checked in the browser: e2e/security.spec.ts.
  it("sends a CSP with a fresh nonce, frame-ancestors and a Permissions-Policy on every response", async () => {
    const first = await requestFrom(app(), local, "/graphql?query=%7B__typename%7D");
    const second = await requestFrom(app(), local, "/healthz");
    const csp = String(first.headers["content-security-policy"]);
    const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toHaveLength(24);
    expect(String(second.headers["content-security-policy"])).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline'; script"); // scripts only by nonce
    expect(first.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(first.headers["cache-control"]).toBe("no-store");
  });

  it("marks GraphQL answers, signed-in pages and stored files no-store", async () => {
    for (const path of ["/graphql?query=%7B__typename%7D", "/app/accounts", "/files/x"]) {
      const answer = await requestFrom(app(), local, path);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("behind https (TRUST_PROXY): HSTS and a Secure __Host- session cookie that signs in", async () => {
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    const https = { "x-forwarded-proto": "https", "content-type": "application/json" };
    const signIn = (variables: Record<string, unknown>, cookie?: string) =>
      requestFrom(app(), local, "/graphql", {
        method: "POST",
        headers: { ...https, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: SIGN_IN, variables }),
      });
    await signIn({ email: user.email });
    const signedIn = await signIn({ email: user.email, code: await latestMailedCode(runtime, user.email) });
    expect(signedIn.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const [cookie] = signedIn.headers["set-cookie"] ?? [];
    expect(cookie).toMatch(/^__Host-cara_session=[\w-]{43}; /);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain");

    const viewer = await requestFrom(app(), local, "/graphql", {
      method: "POST",
      headers: { ...https, cookie: cookie!.split(";")[0]! },
      body: JSON.stringify({ query: "{ agencyUser { id } }" }),
    });
    expect(JSON.parse(viewer.text).data).toEqual({ agencyUser: { id: user.id } });

    const plain = await requestFrom(app(), local, "/graphql?query=%7B__typename%7D");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
