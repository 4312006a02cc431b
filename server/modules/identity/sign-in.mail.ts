import { escapeHtml } from "../mail/mail-html.ts";
import { SIGN_IN_CODE_TTL_MINUTES } from "../../../domain/identity.ts";

/** The email that carries a sign-in code. */
export function signInCodeMail(input: { appUrl: string; email: string; name: string; code: string }) {
  const link = `${input.appUrl}/app/signin?${new URLSearchParams({ email: input.email, code: input.code })}`;
  const subject = `Your Cara sign-in code is ${input.code}`;
  const text = [
    `Hi ${input.name},`,
    "",
    `Your sign-in code is ${input.code}. It expires in ${SIGN_IN_CODE_TTL_MINUTES} minutes and works once.`,
    "",
    `Or open this link to sign in: ${link}`,
    "",
    "If you did not ask to sign in, ignore this email: nobody can sign in without the code.",
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(input.name)},</p>
<p>Your sign-in code is <strong style="font-size:20px;letter-spacing:4px">${input.code}</strong>.
It expires in ${SIGN_IN_CODE_TTL_MINUTES} minutes and works once.</p>
<p><a href="${escapeHtml(link)}">Sign in to Cara</a></p>
<p style="color:#737373">If you did not ask to sign in, ignore this email: nobody can sign in without the code.</p>`;
  return { subject, text, html };
}
