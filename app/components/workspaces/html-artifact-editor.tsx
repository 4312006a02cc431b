import { cn } from "#app/lib/cn.ts";
import { useArtifactAutosave } from "./use-artifact-autosave.ts";

/**
 * The HTML of a document draft, editable unless Cara is working; each pause in typing saves a
 * new version.
 */
export function HtmlArtifactEditor(props: {
  action: string;
  artifactId: string;
  version: number;
  content: string;
  readOnly: boolean;
}) {
  const { draft, setDraft, saving, error } = useArtifactAutosave(props);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1.5">
      <label htmlFor="artifact-html" className="sr-only">
        HTML of the document
      </label>
      <textarea
        id="artifact-html"
        value={draft}
        readOnly={props.readOnly}
        spellCheck={false}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby="artifact-html-status"
        className={cn(
          "min-h-[320px] w-full flex-1 resize-none rounded-lg border border-neutral-200 bg-white p-3 font-mono text-xs leading-5 text-neutral-800",
          "focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none",
          props.readOnly && "bg-neutral-50 text-neutral-600",
        )}
      />
      <p
        id="artifact-html-status"
        className={cn("text-xs", error ? "text-red-700" : "text-neutral-500")}
        aria-live="polite"
      >
        {error ??
          (props.readOnly
            ? "Read-only while Cara is working."
            : saving
              ? "Saving…"
              : "Edits are saved as a new version when you pause typing.")}
      </p>
    </div>
  );
}
