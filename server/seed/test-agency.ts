import { randomBytes } from "node:crypto";
import { z } from "zod";
import { inTransaction, systemCtx, type Runtime } from "#server/lib/context.ts";
import { createSession } from "#server/modules/identity/session.service.ts";
import { BANNER_STATES, DEMO_AGENCY_NAME, DEMO_PEOPLE, seedBannerAgency, seedDemoAgency } from "./demo-seed.ts";

/**
 * What a browser journey asks for (POST /dev/test-agency, ADR 053): a copy of the demo agency
 * (`demo`), or a small agency whose subscription is in a banner state, each under an email
 * domain of its own so that no journey sees another's users or records; and optionally a
 * session for one of its users, so the journey starts signed in without the sign-in form.
 */
export const testAgencyRequest = z
  .object({
    kind: z.union([z.literal("demo"), z.enum(BANNER_STATES)]).default("demo"),
    /** The local part of the user to sign in (e.g. `priya.shah`; a banner agency's owner is its state, e.g. `trial`). */
    signInAs: z.string().min(1).max(64).optional(),
  })
  .refine(
    ({ kind, signInAs }) =>
      signInAs === undefined ||
      (kind === "demo" ? DEMO_PEOPLE.some((p) => p.local === signInAs) : signInAs === kind.toLowerCase()),
    { message: "signInAs names no user of that kind of agency", path: ["signInAs"] },
  );
export type TestAgencyRequest = z.input<typeof testAgencyRequest>;

export interface TestAgency {
  agencyId: string;
  name: string;
  emailDomain: string;
  users: Array<{ email: string; name: string; state: string }>;
  /** The signed-in user's session token (the `cara_session` cookie), when `signInAs` named one. */
  session?: { email: string; token: string; expiresAt: string };
}

export async function createTestAgency(runtime: Runtime, input: unknown): Promise<TestAgency> {
  const request = testAgencyRequest.parse(input);
  const emailDomain = `t${randomBytes(5).toString("hex")}.${request.kind === "demo" ? "harbor-agency.test" : "cara-demo.test"}`;
  const { agency, users } =
    request.kind === "demo"
      ? await seedDemoAgency(runtime, { name: DEMO_AGENCY_NAME, emailDomain, bannerAgencies: false })
      : await inTransaction(systemCtx(runtime), (ctx) =>
          seedBannerAgency(
            ctx,
            request.kind as (typeof BANNER_STATES)[number],
            `${request.kind.toLowerCase()}@${emailDomain}`,
          ),
        );
  const result: TestAgency = {
    agencyId: agency.id,
    name: agency.name,
    emailDomain,
    users: users.map((u) => ({ email: u.email, name: u.name, state: u.state })),
  };
  if (request.signInAs) {
    const email = `${request.signInAs}@${emailDomain}`;
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`No user ${email} in the test agency`);
    const session = await createSession(systemCtx(runtime), user);
    result.session = { email, token: session.token, expiresAt: session.expiresAt.toISOString() };
  }
  return result;
}
