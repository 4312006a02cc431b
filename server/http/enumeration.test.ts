import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { SIGN_IN, TestClient } from "#tests/setup/graphql-client.ts";
import { latestMailedCode, signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { signInDeliveriesSettled, signInLimits } from "../modules/identity/sign-in.service.ts";
import { listMailbox } from "../modules/mail/mail.service.ts";

const execFileAsync = promisify(execFile);

// docs/product/security.md: nobody learns from an answer whether an address has an account.
const http = useHttpTestServer();

beforeAll(async () => {});

describe("sign-in code requests", () => {
  it("answer before the address is looked up: same answer, the code arrives after it", async () => {
    const agency = await buildAgency(http.runtime.system);
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = new TestClient(http.url);
    const before = (await listMailbox(http.runtime, 500)).length;

    const known = await client.request(SIGN_IN, { email: user.email });
    const unknown = await client.request(SIGN_IN, { email: `nobody-${user.id}@nowhere.test` });
    expect(known.body).toEqual(unknown.body);
    expect(known.text).toBe(unknown.text);

    await signInDeliveriesSettled();
    expect(await latestMailedCode(http.runtime, user.email)).toMatch(/^\d{6}$/);
    expect((await listMailbox(http.runtime, 500)).length).toBe(before + 1);
  });

  it("take about the same time for a known and an unknown address", async () => {
    const agency = await buildAgency(http.runtime.system);
    const users = await Promise.all(Array.from({ length: 8 }, () => buildAgencyUser(http.runtime.system, agency.id)));
    // timed by curl in its own process: the server's work after the answer cannot delay it
    const timed = async (email: string) => {
      const { stdout } = await execFileAsync("curl", [
        "-s",
        "-o",
        "/dev/null",
        "-w",
        "%{time_total}",
        "-H",
        "content-type: application/json",
        "--data",
        JSON.stringify({ query: SIGN_IN, variables: { email } }),
        `${http.url}/graphql`,
      ]);
      await signInDeliveriesSettled(); // so one request's background work does not slow the next
      return Number(stdout) * 1000;
    };
    await timed(users[0]!.email); // the first answers pay for warming up, whichever the address
    await timed(`nobody-${users[0]!.id}@nowhere.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 2; round++) {
      // a new rate-limit window per round: 16 requests stay within the per-client limit of 20
      http.runtime.clock.advanceMinutes(signInLimits.codesPerClient.windowSeconds / 60);
      for (const [i, user] of users.entries()) {
        const stranger = `nobody-${round}-${i}-${user.id}@nowhere.test`;
        // in alternating order, so that whatever one request leaves running weighs on both sides
        if ((round + i) % 2 === 0) {
          known.push(await timed(user.email));
          unknown.push(await timed(stranger));
        } else {
          unknown.push(await timed(stranger));
          known.push(await timed(user.email));
        }
      }
    }
    http.runtime.clock.reset();
    // Other work on the machine only ever adds time, so the lower quartile is each side's own
    // cost. Looking the address up, storing a code and queueing its mail before answering
    // would add about as much again as the whole answer.
    const lowerQuartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)]!;
    expect(lowerQuartile(known)).toBeLessThan(lowerQuartile(unknown) * 1.25 + 4);
  });
});

describe("adding a user", () => {
  it("does not say that an address belongs to another agency", async () => {
    const mine = await buildAgency(http.runtime.system);
    const other = await buildAgency(http.runtime.system);
    const admin = await buildAgencyUser(http.runtime.system, mine.id);
    const colleague = await buildAgencyUser(http.runtime.system, mine.id);
    const stranger = await buildAgencyUser(http.runtime.system, other.id);
    const client = await signedInClient(http.runtime, http.url, admin);
    const add = async (email: string) =>
      (
        await client.request(
          `mutation($input: CreateAgencyUserInput!) { createAgencyUser(input: $input) { __typename ... on ValidationError { fieldErrors { path message } } } }`,
          { input: { name: "New Person", email } },
        )
      ).body?.data.createAgencyUser;
    expect(await add(stranger.email)).toEqual({
      __typename: "ValidationError",
      fieldErrors: [
        {
          path: "email",
          message: "This email address can't be used for a new user. Use another address, or contact support.",
        },
      ],
    });
    expect(JSON.stringify(await add(stranger.email.toUpperCase()))).not.toMatch(/exists|another agency/);
    expect((await add(colleague.email)).fieldErrors[0].message).toBe("A user with this email already exists");
  });
});
