import { escapeHtml } from "../mail/mail-html.ts";

/** The email a user gets when a colleague adds them to the agency. */
export function welcomeMail(input: {
  appUrl: string;
  user: { name: string; email: string };
  inviter: { name: string };
}) {
  const link = `${input.appUrl}/app/signin?${new URLSearchParams({ email: input.user.email })}`;
  const subject = `${input.inviter.name} added you to Cara`;
  const text = [
    `Hi ${input.user.name},`,
    "",
    `${input.inviter.name} added you to your agency's Cara workspace.`,
    `Sign in with this email address (${input.user.email}); Cara emails you a six-digit code each time.`,
    "",
    `Sign in: ${link}`,
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(input.user.name)},</p>
<p>${escapeHtml(input.inviter.name)} added you to your agency's Cara workspace.
Sign in with this email address (${escapeHtml(input.user.email)}); Cara emails you a six-digit code each time.</p>
<p><a href="${escapeHtml(link)}">Sign in to Cara</a></p>`;
  return { subject, text, html };
}
