import { Eye, FileDown, Loader2 } from "lucide-react";

export type PreviewState = "unsaved" | "edited" | "generating" | "ready";

/**
 * The live preview (docs/product/document-styles.md): the sample proposal in the saved style, in
 * a sandboxed frame (`/agency/preview-html/{id}?v=counter`; the counter reloads it). Not available
 * until the style is saved; hidden while a field is edited; "Generating preview..." for 1.5 s after a save.
 */
export function StylePreview({
  styleId,
  title,
  counter,
  state,
}: {
  styleId: string | null;
  title: string;
  counter: number;
  state: PreviewState;
}) {
  return (
    <section aria-label="Preview" className="flex min-h-[480px] flex-col gap-2 lg:h-full">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-neutral-900">Preview</h3>
        {styleId && state === "ready" ? (
          <a
            href={`/agency/preview-pdf/${styleId}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline"
          >
            <FileDown className="size-4" aria-hidden />
            Open sample PDF
          </a>
        ) : null}
      </div>
      {styleId && state === "ready" ? (
        <iframe
          key={counter}
          src={`/agency/preview-html/${styleId}?v=${counter}`}
          sandbox=""
          title={`Preview of ${title}`}
          className="min-h-[480px] w-full flex-1 rounded-lg border border-neutral-200 bg-white"
        />
      ) : (
        <div
          role="status"
          className="flex min-h-[480px] flex-1 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-neutral-300 bg-neutral-50 px-6 text-center text-sm text-neutral-600"
        >
          {state === "generating" ? (
            <>
              <Loader2 className="size-5 animate-spin text-neutral-500 motion-reduce:animate-none" aria-hidden />
              Generating preview...
            </>
          ) : (
            <>
              <Eye className="size-5 text-neutral-400" aria-hidden />
              {state === "edited"
                ? "Save your changes to see the preview."
                : "The preview is available once the style is saved."}
            </>
          )}
        </div>
      )}
    </section>
  );
}
