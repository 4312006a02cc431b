import { Paperclip } from "lucide-react";
import { CopyButton } from "#app/components/copy-button.tsx";

interface EmailAttachment {
  fileId: string;
  name: string;
  url: string;
}

/** An email draft: subject, recipient, attachments and body, copied as plain text ('Copied' for 2 s). */
export function EmailDraftView({
  email,
}: {
  email: { subject: string; toEmail?: string | null; body: string; attachments?: EmailAttachment[] };
}) {
  const attachments = email.attachments ?? [];
  const plain = `${email.toEmail ? `To: ${email.toEmail}\n` : ""}Subject: ${email.subject}\n${
    attachments.length ? `Attachments: ${attachments.map((a) => a.name).join(", ")}\n` : ""
  }\n${email.body}`;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-neutral-500">To</dt>
        <dd className="min-w-0 break-words text-neutral-900">
          {email.toEmail || <span className="text-neutral-500">No recipient</span>}
        </dd>
        <dt className="text-neutral-500">Subject</dt>
        <dd className="min-w-0 font-medium break-words text-neutral-900">{email.subject}</dd>
        {attachments.length > 0 ? (
          <>
            <dt className="text-neutral-500">Attached</dt>
            <dd className="min-w-0">
              <ul className="flex flex-wrap gap-1.5" aria-label="Attachments">
                {attachments.map((attachment) => (
                  <li key={attachment.fileId} className="min-w-0">
                    <a
                      href={attachment.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-neutral-200 bg-neutral-50 px-2 py-1 text-xs font-medium text-neutral-800 hover:border-accent-500 hover:bg-white"
                    >
                      <Paperclip className="size-3.5 shrink-0 text-neutral-500" aria-hidden />
                      <span className="truncate">{attachment.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="rounded-lg border border-neutral-200 bg-white p-3 text-sm leading-6 whitespace-pre-wrap text-neutral-800">
        {email.body}
      </div>
      <div>
        <CopyButton text={plain} label="Copy to clipboard" />
      </div>
    </div>
  );
}
