import { serviceRequestTypeLabel } from "../../../domain/service-request.ts";
import { escapeHtml } from "../mail/mail-html.ts";

const requestUrl = (appUrl: string, id: string) => `${appUrl}/app/servicing/${id}/overview`;

const dueDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);

/** The email a user gets when a colleague assigns them a service request. */
export function assignmentMail(input: {
  appUrl: string;
  request: { id: string; type: string; dueAt: Date | null };
  customer: string;
  assignee: { name: string };
  assignedBy: string;
}) {
  const what = `${serviceRequestTypeLabel(input.request.type)} for ${input.customer}`;
  const link = requestUrl(input.appUrl, input.request.id);
  const due = input.request.dueAt ? ` It is due ${dueDate(input.request.dueAt)}.` : "";
  const subject = `${input.assignedBy} assigned you: ${what}`;
  const text = [
    `Hi ${input.assignee.name},`,
    "",
    `${input.assignedBy} assigned you a service request: ${what}.${due}`,
    "",
    `Open it: ${link}`,
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(input.assignee.name)},</p>
<p>${escapeHtml(input.assignedBy)} assigned you a service request: <strong>${escapeHtml(what)}</strong>.${escapeHtml(due)}</p>
<p><a href="${escapeHtml(link)}">Open the request</a></p>`;
  return { subject, text, html };
}

/** The morning email listing an assignee's requests that fall due today (or are already late). */
export function dueTodayMail(input: {
  appUrl: string;
  assignee: { name: string };
  requests: Array<{ id: string; type: string; customer: string; dueAt: Date }>;
}) {
  const count = input.requests.length;
  const subject =
    count === 1
      ? `Due today: ${serviceRequestTypeLabel(input.requests[0]!.type)} for ${input.requests[0]!.customer}`
      : `${count} service requests are due today`;
  const lines = input.requests.map(
    (r) =>
      `- ${serviceRequestTypeLabel(r.type)} for ${r.customer} (due ${dueDate(r.dueAt)}): ${requestUrl(input.appUrl, r.id)}`,
  );
  const text = [
    `Hi ${input.assignee.name},`,
    "",
    count === 1 ? "This request assigned to you falls due today:" : "These requests assigned to you fall due today:",
    ...lines,
  ].join("\n");
  const items = input.requests
    .map(
      (r) =>
        `<li><a href="${escapeHtml(requestUrl(input.appUrl, r.id))}">${escapeHtml(`${serviceRequestTypeLabel(r.type)} for ${r.customer}`)}</a> (due ${escapeHtml(dueDate(r.dueAt))})</li>`,
    )
    .join("");
  const html = `<p>Hi ${escapeHtml(input.assignee.name)},</p>
<p>${count === 1 ? "This request assigned to you falls due today:" : "These requests assigned to you fall due today:"}</p>
<ul>${items}</ul>`;
  return { subject, text, html };
}
