import { ChevronDown, Download, ExternalLink } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";

export const htmlRenderUrl = (workspaceId: string, artifactId: string, version: number) =>
  `/agency/html/${workspaceId}/${artifactId}/v2?version=${version}`;
export const pdfRenderUrl = (workspaceId: string, artifactId: string, version: number) =>
  `/agency/pdf/${workspaceId}/${artifactId}?version=${version}`;

/** Render a document draft version: its HTML in a new tab, or a PDF download. */
export function RenderMenu({
  workspaceId,
  artifactId,
  version,
}: {
  workspaceId: string;
  artifactId: string;
  version: number;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          Render
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={htmlRenderUrl(workspaceId, artifactId, version)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            Open HTML in new tab
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={pdfRenderUrl(workspaceId, artifactId, version)} download>
            <Download aria-hidden />
            Download PDF
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
