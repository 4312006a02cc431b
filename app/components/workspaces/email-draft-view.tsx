import { CopyButton } from "#app/components/copy-button.tsx";

/** An email draft: subject, recipient and body, copied as plain text ('Copied' for 2 s). */
export function EmailDraftView({ email }: { email: { subject: string; toEmail?: string | null; body: string } }) {
  const plain = `${email.toEmail ? `To: ${email.toEmail}\n` : ""}Subject: ${email.subject}\n\n${email.body}`;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-neutral-500">To</dt>
        <dd className="min-w-0 break-words text-neutral-900">
          {email.toEmail || <span className="text-neutral-500">No recipient</span>}
        </dd>
        <dt className="text-neutral-500">Subject</dt>
        <dd className="min-w-0 font-medium break-words text-neutral-900">{email.subject}</dd>
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
