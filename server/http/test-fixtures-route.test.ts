import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFrom } from "#tests/setup/remote-client.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { loadConfig } from "../config.ts";
import { createHttpApp } from "./app.ts";
import type { TestAgency } from "../seed/test-agency.ts";

// ADR 053: the browser journeys' fixture route, and who it is closed to.
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime({ env: { TEST_FIXTURES: "true" } });
});
afterAll(() => runtime.close());

const post = (from: string, body: unknown, app = createHttpApp(runtime, {})) =>
  requestFrom(app, from, "/dev/test-agency", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const viewer = async (token: string) => {
  const answer = await requestFrom(
    createHttpApp(runtime, {}),
    "127.0.0.1",
    `/graphql?query=${encodeURIComponent("{ agencyUser { email agency { name } } accounts { totalCount } }")}`,
    { headers: { cookie: `cara_session=${token}` } },
  );
  return JSON.parse(answer.text) as {
    data?: { agencyUser: { email: string; agency: { name: string } }; accounts: { totalCount: number } };
  };
};

describe("POST /dev/test-agency", () => {
  it("makes a copy of the demo agency per call, each with its own users, and a signed-in session", async () => {
    const first = JSON.parse((await post("127.0.0.1", { signInAs: "priya.shah" })).text) as TestAgency;
    const second = JSON.parse((await post("127.0.0.1", { kind: "demo" })).text) as TestAgency;
    expect(first.name).toBe("Harbor Insurance Agency");
    expect(first.agencyId).not.toBe(second.agencyId);
    expect(first.emailDomain).not.toBe(second.emailDomain);
    expect(first.users.map((u) => u.email)).toContain(`priya.shah@${first.emailDomain}`);
    expect(second.session).toBeUndefined();

    const seen = await viewer(first.session!.token);
    expect(seen.data?.agencyUser).toEqual({
      email: `priya.shah@${first.emailDomain}`,
      agency: { name: "Harbor Insurance Agency" },
    });
    expect(seen.data?.accounts.totalCount).toBeGreaterThan(30);
    // two demo copies, each seeded with its email threads through the real pipeline: 16 s at load 9
  }, 90_000);

  it("makes a small agency in a banner state, signed in as its owner", async () => {
    const trial = JSON.parse((await post("127.0.0.1", { kind: "TRIAL", signInAs: "trial" })).text) as TestAgency;
    expect(trial.users).toEqual([{ email: `trial@${trial.emailDomain}`, name: "Tidewater Owner", state: "ACTIVE" }]);
    expect((await viewer(trial.session!.token)).data?.agencyUser.email).toBe(`trial@${trial.emailDomain}`);
  });

  it("refuses a user the agency does not have, and a kind it does not know", async () => {
    expect((await post("127.0.0.1", { signInAs: "mallory" })).status).toBe(400);
    expect((await post("127.0.0.1", { kind: "ENTERPRISE" })).status).toBe(400);
  });

  it("answers 404 to a client that is not on loopback", async () => {
    const answer = await post("198.51.100.4", { signInAs: "priya.shah" });
    expect(answer.status).toBe(404);
  });

  it("does not exist without TEST_FIXTURES, and cannot be turned on beside SMTP", async () => {
    const plain = await startTestRuntime();
    try {
      const answer = await post("127.0.0.1", { signInAs: "priya.shah" }, createHttpApp(plain, {}));
      expect(answer.status).not.toBe(200);
      expect(answer.text).not.toContain("session");
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ TEST_FIXTURES: "true", SMTP_URL: "smtp://mail.example.com" })).toThrow(/TEST_FIXTURES/);
  });
});
