import type { Runtime } from "#server/lib/context.ts";
import { listMailbox } from "#server/modules/mail/mail.service.ts";

/** The newest sign-in code mailed to `email`, read from the outbox as a person would. */
export async function latestMailedCode(runtime: Runtime, email: string): Promise<string | null> {
  const messages = await listMailbox(runtime, 200);
  const message = messages.find((m) => m.to === email && /sign-in code/.test(m.subject));
  return message?.text.match(/sign-in code is (\d{6})/)?.[1] ?? null;
}

/** A code guaranteed to differ from `code`. */
export function wrongCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, "0");
}
