import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { ArchivedNotice } from "#app/components/workspaces/archived-notice.tsx";
import { ArtifactFocusDialog } from "#app/components/workspaces/artifact-focus-dialog.tsx";
import { DocumentStyleProvider } from "#app/components/workspaces/document-style-choice.tsx";
import { artifactKind } from "#app/components/workspaces/artifact-kind.ts";
import { Conversation } from "#app/components/workspaces/conversation.tsx";
import { FOCUS_PARAM, panelViewOf } from "#app/components/workspaces/panel-params.ts";
import { PromptBox } from "#app/components/copilot/prompt-box.tsx";
import { SidePanel } from "#app/components/workspaces/side-panel.tsx";
import type { WsArtifact } from "#app/components/workspaces/types.ts";
import { WorkspaceTopBar } from "#app/components/workspaces/workspace-top-bar.tsx";
import { useLiveWorkspace } from "./use-live-workspace.ts";
import type { Route } from "./+types/workspace";

/** The workspace action tells a message from a rename or a draft save by its intent. */
const MESSAGE_FIELDS = { intent: "message" };

export { action, loader } from "./workspace.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? data.workspace.title : "Workspace");

/** Opening a file, the focus dialog or the details changes no data; another draft version, a write or a reload does. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname)
    return defaultShouldRevalidate;
  const dataKeys = (url: URL) => `${url.searchParams.get("artifact_id")}|${url.searchParams.get("version")}`;
  return dataKeys(currentUrl) !== dataKeys(nextUrl) && nextUrl.searchParams.has("version");
}

/** The panel's draft: the version asked for (loaded), else the latest; null when there is no such draft or version. */
function panelArtifact(
  view: ReturnType<typeof panelViewOf>,
  artifacts: readonly WsArtifact[],
  selected: WsArtifact | null,
): WsArtifact | null {
  if (view.kind !== "artifact") return null;
  const latest = artifacts.find((artifact) => artifact.id === view.artifactId) ?? null;
  if (view.version === null || view.version === latest?.version) return latest;
  if (selected?.id === view.artifactId && selected.version === view.version)
    return { ...selected, versions: latest?.versions ?? selected.versions };
  return null;
}

/**
 * A copilot workspace (docs/product/workspace.md): the conversation with Cara's plan and drafts,
 * the prompt box pinned under it, and the side panel (details, a cited file, or a draft). Live.
 */
export default function Workspace({ loaderData }: Route.ComponentProps) {
  const { workspace } = useLiveWorkspace(loaderData.workspace);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const view = panelViewOf(searchParams);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const action = `/app/workspaces/${workspace.id}`;

  const panelKey = view.kind === "artifact" ? `${view.artifactId}:${view.version}` : null;
  const fresh = useMemo(
    () =>
      panelArtifact(panelViewOf(new URLSearchParams(searchParams)), workspace.artifacts, loaderData.selectedArtifact),
    // the view is read from the parameters; it changes with panelKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panelKey, workspace.artifacts, loaderData.selectedArtifact],
  );
  // while the next version loads, the one shown stays
  const [shownArtifact, setShownArtifact] = useState(fresh);
  if (fresh !== shownArtifact && (fresh || navigation.state === "idle")) setShownArtifact(fresh);

  const focusId = searchParams.get(FOCUS_PARAM);
  const focused = workspace.artifacts.find((artifact) => artifact.id === focusId && artifact.complete) ?? null;

  const scrollToEnd = useCallback(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });
  }, []);
  // the conversation opens at its end and follows what Cara adds while the reader is at the end
  const following = useRef(true);
  const lastScrollTop = useRef(0);
  useEffect(() => {
    if (following.current) scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [workspace]);
  // …and stays at its end when its box changes size (a phone's keyboard, a rotation)
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (following.current) box.scrollTo({ top: box.scrollHeight });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <DocumentStyleProvider customStyles={loaderData.documentStyles}>
      <div className="flex h-full min-h-0">
        <div className="flex min-w-0 flex-1 flex-col">
          <WorkspaceTopBar title={workspace.title} state={workspace.state} onDetails={() => setDetailsOpen(true)} />
          <h1 className="sr-only">{workspace.title}</h1>
          {workspace.schemaVersion === "V0" ? (
            <div className="flex-1 overflow-y-auto px-4">
              <ArchivedNotice />
            </div>
          ) : (
            <>
              <div
                ref={scroller}
                onScroll={(event) => {
                  // the reader leaves the end only by scrolling up: text reflowing taller (a narrower
                  // window) fires a scroll event before the resize is seen, and is not the reader's
                  const box = event.currentTarget;
                  if (box.scrollHeight - box.scrollTop - box.clientHeight < 80) following.current = true;
                  else if (box.scrollTop < lastScrollTop.current) following.current = false;
                  lastScrollTop.current = box.scrollTop;
                }}
                className="min-h-0 flex-1 overflow-y-auto"
              >
                <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
                  <Conversation workspace={workspace} />
                </div>
              </div>
              <div className="shrink-0 bg-gradient-to-t from-neutral-50 from-70% to-transparent px-4 pt-2 pb-4 sm:px-6">
                <div className="mx-auto w-full max-w-3xl">
                  <PromptBox
                    action={action}
                    fields={MESSAGE_FIELDS}
                    working={workspace.state === "WORKING"}
                    onSent={scrollToEnd}
                  />
                </div>
              </div>
            </>
          )}
        </div>
        <SidePanel
          workspace={workspace}
          view={view}
          artifact={shownArtifact}
          action={action}
          detailsOpen={detailsOpen}
          onCloseDetails={() => setDetailsOpen(false)}
        />
        <ArtifactFocusDialog
          workspaceId={workspace.id}
          artifact={focused}
          kind={focused ? artifactKind(focused, workspace.planStages) : null}
        />
      </div>
    </DocumentStyleProvider>
  );
}
