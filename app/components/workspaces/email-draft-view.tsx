import { Paperclip } from "lucide-react";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { useArtifactAutosave } from "./use-artifact-autosave.ts";

interface EmailAttachment {
  fileId: string;
  name: string;
  url: string;
}

interface EmailDraft {
  subject: string;
  toEmail?: string | null;
  body: string;
  attachments?: EmailAttachment[];
}

/** Where an email draft is edited from: the workspace action and the version shown; read-only while Cara works. */
export interface EmailEdit {
  action: string;
  artifactId: string;
  version: number;
  readOnly: boolean;
}

interface EmailFields {
  toEmail: string;
  subject: string;
  body: string;
}

const plainText = (email: EmailFields, attachments: EmailAttachment[]) =>
  `${email.toEmail ? `To: ${email.toEmail}\n` : ""}Subject: ${email.subject}\n${
    attachments.length ? `Attachments: ${attachments.map((a) => a.name).join(", ")}\n` : ""
  }\n${email.body}`;

function Attachments({ attachments }: { attachments: EmailAttachment[] }) {
  return (
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
  );
}

/**
 * An email draft: subject, recipient, attachments and body, copied as plain text ('Copied' for
 * 2 s). In the side panel (`edit`) the recipient, subject and body are editable unless Cara is
 * working; each pause in typing saves a new version (its attachments kept).
 */
export function EmailDraftView({ email, edit }: { email: EmailDraft; edit?: EmailEdit }) {
  const attachments = email.attachments ?? [];
  if (edit && !edit.readOnly) return <EmailDraftEditor email={email} edit={edit} />;
  const fields = { toEmail: email.toEmail ?? "", subject: email.subject, body: email.body };
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
              <Attachments attachments={attachments} />
            </dd>
          </>
        ) : null}
      </dl>
      <div className="rounded-lg border border-neutral-200 bg-white p-3 text-sm leading-6 whitespace-pre-wrap text-neutral-800">
        {email.body}
      </div>
      {edit ? <p className="text-xs text-neutral-500">Read-only while Cara is working.</p> : null}
      <div>
        <CopyButton text={plainText(fields, attachments)} label="Copy to clipboard" />
      </div>
    </div>
  );
}

function EmailDraftEditor({ email, edit }: { email: EmailDraft; edit: EmailEdit }) {
  const attachments = email.attachments ?? [];
  const content: EmailFields = { toEmail: email.toEmail ?? "", subject: email.subject, body: email.body };
  const { draft, setDraft, saving, error } = useArtifactAutosave<EmailFields>({
    action: edit.action,
    artifactId: edit.artifactId,
    version: edit.version,
    content,
    fieldsOf: (fields) => ({ kind: "email", ...fields }),
  });
  const set = (key: keyof EmailFields) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const field = "grid grid-cols-[4.5rem_1fr] items-center gap-x-3 text-sm";
  return (
    <div className="flex flex-col gap-3">
      <div className={field}>
        <label htmlFor="email-draft-to" className="text-neutral-500">
          To
        </label>
        <Input
          id="email-draft-to"
          type="email"
          value={draft.toEmail}
          placeholder="No recipient"
          onChange={set("toEmail")}
          aria-describedby="email-draft-status"
        />
      </div>
      <div className={field}>
        <label htmlFor="email-draft-subject" className="text-neutral-500">
          Subject
        </label>
        <Input id="email-draft-subject" value={draft.subject} onChange={set("subject")} className="font-medium" />
      </div>
      {attachments.length > 0 ? (
        <div className={cn(field, "items-start")}>
          <span className="pt-1 text-neutral-500">Attached</span>
          <Attachments attachments={attachments} />
        </div>
      ) : null}
      <label htmlFor="email-draft-body" className="sr-only">
        Body of the email
      </label>
      <textarea
        id="email-draft-body"
        value={draft.body}
        onChange={set("body")}
        aria-describedby="email-draft-status"
        className={cn(
          "min-h-[280px] w-full resize-y rounded-lg border border-neutral-200 bg-white p-3 text-sm leading-6 text-neutral-800",
          "focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none",
        )}
      />
      <p
        id="email-draft-status"
        className={cn("text-xs", error ? "text-red-700" : "text-neutral-500")}
        aria-live="polite"
      >
        {error ?? (saving ? "Saving…" : "Edits are saved as a new version when you pause typing.")}
      </p>
      <div>
        <CopyButton text={plainText(draft, attachments)} label="Copy to clipboard" />
      </div>
    </div>
  );
}
