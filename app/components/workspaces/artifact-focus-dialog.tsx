import { PanelRight } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import { ARTIFACT_KIND_LABELS, artifactTitle, type ArtifactKind } from "./artifact-kind.ts";
import { EmailDraftView } from "./email-draft-view.tsx";
import { FormFieldsView } from "./form-fields-view.tsx";
import { searchFor, withFocus } from "./panel-params.ts";
import { useDocumentStyle } from "./document-style-choice.tsx";
import { htmlRenderUrl, RenderMenu } from "./render-menu.tsx";
import { HTML_ARTIFACTS, type WsArtifact } from "./types.ts";

/** A completed draft opened from its card (`focus=<id>`): read it here, or open it in the side panel to edit. */
export function ArtifactFocusDialog({
  workspaceId,
  artifact,
  kind,
}: {
  workspaceId: string;
  artifact: WsArtifact | null;
  kind: ArtifactKind | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const close = () => void navigate({ search: withFocus(location.search, null) }, { preventScrollReset: true });
  const html = artifact ? HTML_ARTIFACTS.includes(artifact.type) : false;
  const { styleId } = useDocumentStyle();
  return (
    <Dialog open={Boolean(artifact)} onOpenChange={(open) => (open ? undefined : close())}>
      {artifact && kind ? (
        <DialogContent
          className={cn(
            "flex max-w-4xl flex-col",
            // a preview frame takes the height it is given; an email is as tall as its text
            html || artifact.pdf
              ? "h-[calc(100dvh-2rem)] sm:h-[calc(100dvh-6rem)]"
              : "max-h-[calc(100dvh-2rem)] sm:max-h-[calc(100dvh-6rem)]",
          )}
        >
          <DialogHeader>
            <DialogTitle>{artifactTitle(artifact)}</DialogTitle>
            <DialogDescription>
              {ARTIFACT_KIND_LABELS[kind]} · version {artifact.version}
            </DialogDescription>
          </DialogHeader>
          {/* focusable: a read-only draft (a filled form's field list) scrolls by keyboard too (axe scrollable-region-focusable) */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            role="region"
            aria-label="Draft content"
            className="flex min-h-0 flex-1 flex-col overflow-y-auto focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            {artifact.email ? <EmailDraftView email={artifact.email} /> : null}
            {html ? (
              <iframe
                src={htmlRenderUrl(workspaceId, artifact.id, artifact.version, styleId)}
                sandbox=""
                title={`Preview of ${artifactTitle(artifact)}`}
                className="min-h-[360px] w-full flex-1 rounded-lg border border-neutral-200 bg-white"
              />
            ) : null}
            {artifact.pdf && artifact.formFields ? (
              <div className="mb-3">
                <FormFieldsView fields={artifact.formFields} artifactId={artifact.id} version={artifact.version} />
                <p className="mt-2 text-xs text-neutral-500">Open it in the side panel to correct a field.</p>
              </div>
            ) : null}
            {artifact.pdf ? (
              <iframe
                src={artifact.pdf.externalUrl}
                title={artifact.pdf.title}
                className="min-h-[360px] w-full flex-1 rounded-lg border border-neutral-200 bg-white"
              />
            ) : null}
          </div>
          <DialogFooter className="items-center">
            {html ? <RenderMenu workspaceId={workspaceId} artifactId={artifact.id} version={artifact.version} /> : null}
            <Button asChild>
              <Link
                to={{
                  search: withFocus(
                    searchFor(location.search, {
                      kind: "artifact",
                      artifactId: artifact.id,
                      version: artifact.version,
                    }),
                    null,
                  ),
                }}
                preventScrollReset
              >
                <PanelRight aria-hidden />
                Open in side panel
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
