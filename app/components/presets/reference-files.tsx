import { ExternalLink, FileText, X } from "lucide-react";
import { formatFileSize } from "#domain/document.ts";
import { FilePicker } from "./file-picker.tsx";
import type { PresetFormFile } from "./custom-preset-form.tsx";

/**
 * A preset's reference files in its editor: the ones it keeps (each sent back as `fileIds`, opened
 * in a new tab, removable) and an upload for new ones (`uploadFiles`).
 */
export function ReferenceFiles({
  files,
  kept,
  onRemove,
  pending,
  error,
}: {
  files: readonly PresetFormFile[];
  kept: readonly string[];
  onRemove: (id: string) => void;
  pending: boolean;
  error?: string;
}) {
  const keptFiles = files.filter((file) => kept.includes(file.id));
  return (
    <section aria-labelledby="preset-files-label" className="flex min-w-0 flex-col gap-2">
      <div>
        <h3 id="preset-files-label" className="text-sm font-medium text-neutral-900">
          Reference files
        </h3>
        <p className="text-xs text-neutral-500">
          Your agency&apos;s own material Cara searches on every run: requirements, checklists, a letter you like.
        </p>
      </div>
      {keptFiles.length > 0 ? (
        <ul
          aria-label="Reference files kept"
          className="flex flex-col divide-y divide-neutral-100 rounded-lg border border-neutral-200"
        >
          {keptFiles.map((file) => (
            <li key={file.id} className="flex min-w-0 items-center gap-2 px-3 py-2 text-sm">
              <input type="hidden" name="fileIds" value={file.id} />
              <FileText className="size-4 shrink-0 text-neutral-400" aria-hidden />
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 truncate text-neutral-900 hover:underline"
                title={file.name}
              >
                {file.name}
                <ExternalLink className="ml-1 inline size-3 text-neutral-400" aria-hidden />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="ml-auto shrink-0 text-xs text-neutral-500 tabular-nums">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                onClick={() => onRemove(file.id)}
                disabled={pending}
                aria-label={`Remove ${file.name}`}
                className="rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FilePicker
        id="preset-upload"
        name="uploadFiles"
        label="Add reference files"
        buttonLabel="Upload files"
        hint="PDFs, images, Word, Excel, text or CSV; up to 10 files."
        disabled={pending}
        error={error}
      />
    </section>
  );
}
