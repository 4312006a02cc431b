import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
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
