import { ExternalLink } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { AccountPicker } from "#app/components/presets/account-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { formatFileSize } from "#domain/document.ts";
import { IndexingBadge, IndexingProgress, isIndexingDone } from "./indexing-status.tsx";
import type { KnowledgeDocumentData } from "./document.server.ts";

const TYPE_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/gif": "GIF image",
  "image/webp": "WebP image",
  "image/tiff": "TIFF image",
  "text/plain": "Text",
};
const typeName = (mimeType: string) => TYPE_NAMES[mimeType] ?? mimeType;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 border-b border-neutral-100 pb-5 last:border-b-0">
      <h3 className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A label and its value (a cell of the section's grid); `inline`: side by side on a phone. */
function Fact({
  label,
  children,
  wide,
  inline,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  inline?: boolean;
}) {
  return (
    <div
      className={cn(wide ? "col-span-2" : "min-w-0", inline && "flex items-baseline justify-between gap-3 sm:block")}
    >
      <dt className="text-xs text-neutral-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

const Pending = ({ children }: { children: ReactNode }) => <span className="text-neutral-400">{children}</span>;

function When({ value, pending }: { value: string | null | undefined; pending: string }) {
  if (!value) return <Pending>{pending}</Pending>;
  return (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {formatDateTime(value)}
    </time>
  );
}

/** Status: the badge, the progress bar, the error in red when it failed, and when it was added and read. */
export function StatusSection({ document }: { document: KnowledgeDocumentData }) {
  const state = document.indexingStatus;
  const waiting = !isIndexingDone(state.status);
  return (
    <Section title="Status">
      <div className="flex flex-wrap items-center gap-3">
        <IndexingBadge state={state} />
        {waiting ? <span className="text-xs text-neutral-500">Refreshing every 3 seconds</span> : null}
      </div>
      <IndexingProgress state={state} />
      {state.status === "FAILED" && state.error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        <Fact label="Date Added" inline>
          <When value={document.createdAt} pending="—" />
        </Fact>
        <Fact label="Indexing started" inline>
          <When value={state.startedAt} pending="Not yet" />
        </Fact>
        <Fact label="Indexing completed" inline>
          <When value={state.completedAt} pending={state.status === "FAILED" ? "Did not complete" : "Not yet"} />
        </Fact>
      </dl>
    </Section>
  );
}

/** The uploaded file (name, type, size, pages, a link that opens it) or the written text. */
export function SourceSection({ document }: { document: KnowledgeDocumentData }) {
  const pages = document.pageCount > 0 ? `${document.pageCount} ${document.pageCount === 1 ? "page" : "pages"}` : "—";
  if (document.text && !document.file?.url) {
    return (
      <Section title="Text document">
        <dl className="grid grid-cols-2 gap-3">
          <Fact label="Created By">{document.createdBy?.name ?? "Cara"}</Fact>
          <Fact label="Length">{document.text.content.length.toLocaleString("en-US")} characters</Fact>
        </dl>
        <TextContent content={document.text.content} />
      </Section>
    );
  }
  const file = document.file;
  return (
    <Section title={document.text ? "Text document" : "File"}>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Name" wide>
          <span className="break-all">{file?.name ?? document.title}</span>
        </Fact>
        <Fact label="Type">{file ? typeName(file.mimeType) : "Text"}</Fact>
        <Fact label="Size">{file ? formatFileSize(file.size) : "—"}</Fact>
        <Fact label="Pages">{pages}</Fact>
        <Fact label="Created By">{document.createdBy?.name ?? "Cara"}</Fact>
      </dl>
      {file?.url ? (
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden />
          Open {file.name}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {document.text ? <TextContent content={document.text.content} /> : null}
    </Section>
  );
}

function TextContent({ content }: { content: string }) {
  return (
    // a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Content"
      className="max-h-72 overflow-y-auto rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm leading-6 whitespace-pre-wrap text-neutral-800"
    >
      {content}
    </div>
  );
}

/** What indexing wrote about the document: its title, summary and purpose. */
export function MetadataSection({ document }: { document: KnowledgeDocumentData }) {
  const later = document.indexingStatus.status === "FAILED" ? "Not available" : "Written once the document is indexed";
  const { metadata } = document;
  return (
    <Section title="Metadata">
      <dl className="flex flex-col gap-3">
        <Fact label="Title">{metadata?.title || <Pending>{later}</Pending>}</Fact>
        <Fact label="Summary">
          {metadata?.summary ? <p className="leading-6">{metadata.summary}</p> : <Pending>{later}</Pending>}
        </Fact>
        <Fact label="Purpose">
          {metadata?.purpose ? <p className="leading-6">{metadata.purpose}</p> : <Pending>{later}</Pending>}
        </Fact>
      </dl>
    </Section>
  );
}

/** A refusal of the client form: the field's message, else the form's. */
function clientRefusal(reply: unknown): string | null {
  if (!reply || typeof reply !== "object") return null;
  const { validationErrors, applicationError } = reply as {
    validationErrors?: Record<string, string[]>;
    applicationError?: string;
  };
  return validationErrors?.accountId?.[0] ?? Object.values(validationErrors ?? {})[0]?.[0] ?? applicationError ?? null;
}

/**
 * The client a document is about (ADR 055): agency-wide documents are searched from every
 * workspace; a client's only from that client's workspaces, never for another client. Choosing
 * an account (or clearing it) and saving posts to `action`; a refusal shows under the field.
 */
export function ClientSection({ document, action }: { document: KnowledgeDocumentData; action: string }) {
  const fetcher = useFetcher({ key: `knowledge-client:${document.id}` });
  const key = useIdempotencyKey(fetcher.data);
  const current = document.account?.id ?? null;
  const [chosen, setChosen] = useState<string | null>(current);
  const saving = fetcher.state !== "idle";
  const error = saving ? null : clientRefusal(fetcher.data);
  const fieldId = `knowledge-client-${document.id}`;
  return (
    <Section title="Client">
      <p className="text-sm leading-6 text-neutral-700">
        {document.account ? (
          <>
            About{" "}
            <Link to={`/app/accounts/${document.account.id}`} className="font-medium text-accent-700 hover:underline">
              {document.account.account.name}
            </Link>
            : Cara searches it only in this client&apos;s workspaces, never for another client.
          </>
        ) : (
          "Agency-wide: Cara may search it in any workspace. Link it to a client if it is about one client only."
        )}
      </p>
      <fetcher.Form method="post" action={action} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={fieldId}>Account</Label>
          <AccountPicker
            id={fieldId}
            defaultValue={current}
            defaultLabel={document.account?.account.name ?? null}
            onChange={(option) => setChosen(option?.value ?? null)}
            invalid={error ? true : undefined}
            describedBy={error ? `${fieldId}-error` : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" pending={saving} disabled={chosen === current} className="sm:mt-6">
          {chosen ? "Link to client" : "Make agency-wide"}
        </Button>
      </fetcher.Form>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
