import { ExternalLink, X } from "lucide-react";
import { Link, type To } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { viewerUrl } from "./panel-params.ts";
import type { WsFile } from "./types.ts";

/**
 * A workspace file in the side panel, opened at a page (a citation's): the browser's own PDF
 * viewer in a frame; other files as the browser shows them.
 */
export function FileViewer({ file, page, closeTo }: { file: WsFile; page: number; closeTo: To }) {
  const src = viewerUrl(file.url, page);
  return (
    <div className="flex h-full min-h-0 flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-neutral-900">{file.name}</p>
          <p className="text-xs text-neutral-500" data-testid="viewer-page">
            Page {page}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button asChild variant="secondary" size="sm">
            <a href={src} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              Open
            </a>
          </Button>
          <Button asChild variant="ghost" size="icon-sm" aria-label="Close viewer">
            <Link to={closeTo} preventScrollReset>
              <X aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
      <iframe
        key={src}
        src={src}
        title={`${file.name}, page ${page}`}
        data-testid="file-viewer"
        className="min-h-[480px] w-full flex-1 rounded-lg border border-neutral-200 bg-white"
      />
    </div>
  );
}
