import { SIGN_IN, TestClient } from "./graphql-client.ts";
import type { Runtime } from "#server/lib/context.ts";
import { signInDeliveriesSettled } from "#server/modules/identity/sign-in.service.ts";
import { listMailbox } from "#server/modules/mail/mail.service.ts";

/** The newest sign-in code mailed to `email`, read from the outbox as a person would. */
export async function latestMailedCode(runtime: Runtime, email: string): Promise<string | null> {
  await signInDeliveriesSettled(); // the API answers before the code is made (docs/product/security.md)
  const messages = await listMailbox(runtime, 200);
  const message = messages.find((m) => m.to === email && /sign-in code/.test(m.subject));
  return message?.text.match(/sign-in code is (\d{6})/)?.[1] ?? null;
}

/** A code guaranteed to differ from `code`. */
export function wrongCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, "0");
}

/** A client signed in as `user` through the two GraphQL sign-in steps, cookie kept. */
export async function signedInClient(
  runtime: Runtime,
  baseUrl: string,
  user: { id: string; email: string },
  client = new TestClient(baseUrl),
) {
  await client.request(SIGN_IN, { email: user.email });
  const code = await latestMailedCode(runtime, user.email);
  const { body } = await client.request(SIGN_IN, { email: user.email, code });
  if (body?.data?.agencySignIn?.agencyUserId !== user.id)
    throw new Error(`Sign-in failed for ${user.email}: ${JSON.stringify(body)}`);
  return client;
}
