import { FileText } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { searchFor } from "./panel-params.ts";
import type { WsCitation } from "./types.ts";

/**
 * A citation where the text marks it: "p. N · file name", the quoted passage on hover and focus;
 * a click opens the file in the side panel's viewer at that page.
 */
export function CitationChip({ citation, number }: { citation: WsCitation; number: number }) {
  const location = useLocation();
  const search = searchFor(location.search, { kind: "file", fileId: citation.fileId, page: citation.page });
  return (
    <Tooltip
      side="top"
      className="max-w-sm text-left leading-relaxed font-normal whitespace-pre-wrap"
      label={
        <>
          <span className="block font-medium">
            [{number}] {citation.fileName}, page {citation.page}
          </span>
          “{citation.quote}”
        </>
      }
    >
      <Link
        to={{ search }}
        preventScrollReset
        data-citation={number}
        aria-label={`Source ${number}: page ${citation.page} of ${citation.fileName}`}
        className="mx-0.5 inline-flex max-w-56 items-center gap-1 rounded-md border border-accent-100 bg-accent-50 px-1.5 align-baseline text-xs leading-5 font-medium text-accent-700 hover:border-accent-500 hover:bg-accent-100"
      >
        <FileText className="size-3 shrink-0" aria-hidden />
        <span className="truncate">
          p. {citation.page} · {citation.fileName}
        </span>
      </Link>
    </Tooltip>
  );
}
