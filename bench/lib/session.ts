const SESSION_COOKIE = "cara_session";

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function expectRedirect(response: Response, step: string): Promise<void> {
  const body = await response.text();
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`Sign-in (${step}) answered ${response.status} instead of a redirect: ${body.slice(0, 300)}`);
  }
}

/**
 * Signs in through the sign-in form like a person would: asks for a code, reads it from the
 * dev mailbox (/dev/mailbox, newest message first; the newest to `email`) and verifies it. Returns the Cookie header
 * value that carries the session.
 */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const requested = await postForm(`${baseUrl}/app/signin`, { intent: "request", email });
  await expectRedirect(requested, "request a code");

  // the code is mailed by a queued job (the request answers the same whether or not the email exists)
  let code: string | undefined;
  for (const deadline = Date.now() + 20_000; !code && Date.now() < deadline;) {
    const mailbox = await fetch(`${baseUrl}/dev/mailbox`, { redirect: "manual" });
    const html = await mailbox.text();
    if (mailbox.status !== 200) throw new Error(`GET /dev/mailbox answered ${mailbox.status}`);
    // the newest message to this address (another user's code may be newer)
    const mine = html.split("<article").find((message) => message.includes(`>${email}<`)) ?? "";
    code = /Your sign-in code is\s*(?:<[^>]*>\s*)*(\d{6})/.exec(mine)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error("No sign-in code found in /dev/mailbox within 20 s");

  const verified = await postForm(`${baseUrl}/app/signin`, { intent: "verify", email, code });
  await expectRedirect(verified, "verify the code");
  for (const header of verified.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const [name, ...value] = pair!.split("=");
    if (name?.trim() === SESSION_COOKIE && value.join("=")) return `${SESSION_COOKIE}=${value.join("=")}`;
  }
  throw new Error(`Verifying the sign-in code set no ${SESSION_COOKIE} cookie`);
}
