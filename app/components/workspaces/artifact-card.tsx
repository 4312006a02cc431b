import { FilePenLine, FileText, Mail, Paperclip, PenLine, Stamp } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { ARTIFACT_KIND_LABELS, artifactTitle, type ArtifactKind } from "./artifact-kind.ts";
import { withFocus } from "./panel-params.ts";
import type { WsArtifact } from "./types.ts";

const ICONS: Record<ArtifactKind, typeof Mail> = {
  EMAIL_DRAFT: Mail,
  DOCUMENT_DRAFT: FileText,
  TEMPLATE_FILL: Stamp,
  FILE_EDITOR: FilePenLine,
  PDF_EDITOR: PenLine,
};

/**
 * A draft in the conversation: while Cara writes it, a shimmer and 'Drafting'; once complete, a
 * link that opens it in the focus dialog.
 */
export function ArtifactCard({ artifact, kind }: { artifact: WsArtifact; kind: ArtifactKind }) {
  const location = useLocation();
  const Icon = ICONS[kind];
  const body = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium text-neutral-500">{ARTIFACT_KIND_LABELS[kind]}</span>
        <span className="block truncate font-medium text-neutral-900">{artifactTitle(artifact)}</span>
        {artifact.email?.attachments?.length ? (
          <span className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-neutral-500">
            <Paperclip className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{artifact.email.attachments.map((a) => a.name).join(", ")}</span>
          </span>
        ) : null}
      </span>
      {artifact.complete ? (
        <span className="text-xs text-neutral-500 tabular-nums">v{artifact.version}</span>
      ) : (
        <span className="text-xs font-medium text-blue-700">Drafting</span>
      )}
    </>
  );
  const className =
    "relative flex w-full max-w-md items-center gap-3 overflow-hidden rounded-lg border bg-white px-3 py-2.5";
  if (!artifact.complete)
    return (
      <div className={cn(className, "border-neutral-200")} aria-busy="true" data-artifact={artifact.id}>
        {body}
        <span aria-hidden className="shimmer pointer-events-none absolute inset-0" />
      </div>
    );
  return (
    <Link
      to={{ search: withFocus(location.search, artifact.id) }}
      preventScrollReset
      data-artifact={artifact.id}
      className={cn(
        className,
        "border-neutral-200 shadow-xs transition-colors hover:border-accent-500 hover:bg-neutral-50",
      )}
    >
      {body}
    </Link>
  );
}
