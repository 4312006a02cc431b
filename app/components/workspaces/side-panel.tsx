import { X } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ArtifactPanel } from "./artifact-panel.tsx";
import { artifactKind } from "./artifact-kind.ts";
import { FileViewer } from "./file-viewer.tsx";
import { searchFor, type PanelView } from "./panel-params.ts";
import type { WsArtifact, WsFile, WsWorkspace } from "./types.ts";
import { WorkspaceInfo } from "./workspace-info.tsx";

/**
 * The file a citation opens: a workspace file, or a document Cara cited from elsewhere (the
 * agency's knowledge base), known by the citation's name and opened through its download address.
 */
function panelFile(workspace: WsWorkspace, fileId: string): WsFile | undefined {
  const own = workspace.files.find((candidate) => candidate.id === fileId);
  if (own) return own;
  const cited = workspace.messages.flatMap((message) => message.citations).find((c) => c.fileId === fileId);
  return cited ? { id: fileId, name: cited.fileName, url: `/files/${fileId}`, mimeType: "" } : undefined;
}

/**
 * The right side panel (400 px): the workspace info, a file opened at a page, or a focused draft.
 * Under the large breakpoint it covers the page while it shows a file or a draft, or when the
 * reader opens the details.
 */
export function SidePanel(props: {
  workspace: WsWorkspace;
  view: PanelView;
  artifact: WsArtifact | null;
  action: string;
  detailsOpen: boolean;
  onCloseDetails: () => void;
}) {
  const { workspace, view, artifact } = props;
  const location = useLocation();
  const file = view.kind === "file" ? panelFile(workspace, view.fileId) : undefined;
  const focused = (view.kind === "file" && file) || (view.kind === "artifact" && artifact);
  const closeHref = { search: searchFor(location.search, { kind: "info" }) };
  return (
    <aside
      aria-label={file ? "Document viewer" : artifact && focused ? "Draft" : "Workspace details"}
      className={cn(
        "min-h-0 flex-col overflow-y-auto bg-white lg:static lg:flex lg:w-[400px] lg:shrink-0 lg:border-l lg:border-neutral-200",
        focused || props.detailsOpen ? "fixed inset-0 z-40 flex" : "hidden",
      )}
    >
      {file ? (
        <FileViewer file={file} page={view.kind === "file" ? view.page : 1} closeTo={closeHref} />
      ) : artifact && view.kind === "artifact" ? (
        <ArtifactPanel
          workspaceId={workspace.id}
          artifact={artifact}
          kind={artifactKind(artifact, workspace.planStages)}
          working={workspace.state === "WORKING"}
          action={props.action}
        />
      ) : (
        <>
          {props.detailsOpen ? (
            <div className="flex justify-end px-4 pt-3 lg:hidden">
              <Button variant="ghost" size="sm" onClick={props.onCloseDetails}>
                <X aria-hidden />
                Close details
              </Button>
            </div>
          ) : null}
          <WorkspaceInfo workspace={workspace} action={props.action} />
        </>
      )}
    </aside>
  );
}
