import { X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ARTIFACT_KIND_LABELS, artifactTitle, type ArtifactKind } from "./artifact-kind.ts";
import { EmailDraftView } from "./email-draft-view.tsx";
import { correctableFieldByField } from "#domain/form-fill.ts";
import { FormFieldsView } from "./form-fields-view.tsx";
import { HtmlArtifactEditor } from "./html-artifact-editor.tsx";
import { searchFor } from "./panel-params.ts";
import { useDocumentStyle } from "./document-style-choice.tsx";
import { htmlRenderUrl, RenderMenu } from "./render-menu.tsx";
import { HTML_ARTIFACTS, type WsArtifact } from "./types.ts";
import { VersionSwitcher } from "./version-switcher.tsx";

/**
 * A draft focused in the side panel: its versions, and by kind the email, the HTML document
 * (a sandboxed preview and the editor; Render menu), or the PDF.
 */
export function ArtifactPanel(props: {
  workspaceId: string;
  artifact: WsArtifact;
  kind: ArtifactKind;
  working: boolean;
  action: string;
}) {
  const { workspaceId, artifact, kind } = props;
  const location = useLocation();
  const html = HTML_ARTIFACTS.includes(artifact.type);
  const [tab, setTab] = useState<"preview" | "edit">("preview");
  const { styleId, styleName } = useDocumentStyle();
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="artifact-panel" data-version={artifact.version}>
      <div className="flex items-start gap-2 border-b border-neutral-200 p-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-neutral-500">{ARTIFACT_KIND_LABELS[kind]}</p>
          <h2 className="truncate font-semibold text-neutral-900">{artifactTitle(artifact)}</h2>
        </div>
        <Button asChild variant="ghost" size="icon-sm" aria-label="Close draft">
          <Link to={{ search: searchFor(location.search, { kind: "info" }) }} preventScrollReset>
            <X aria-hidden />
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3">
        <VersionSwitcher artifactId={artifact.id} version={artifact.version} versions={artifact.versions} />
        {html ? <RenderMenu workspaceId={workspaceId} artifactId={artifact.id} version={artifact.version} /> : null}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
        {!artifact.complete ? <p className="text-sm text-blue-700">Cara is still drafting this.</p> : null}
        {artifact.email ? (
          <EmailDraftView
            email={artifact.email}
            edit={{
              action: props.action,
              artifactId: artifact.id,
              version: artifact.version,
              readOnly: props.working || !artifact.complete,
            }}
          />
        ) : null}
        {html ? (
          <>
            <div role="tablist" aria-label="Document view" className="flex gap-1 rounded-lg bg-neutral-100 p-0.5">
              {(["preview", "edit"] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  aria-selected={tab === value}
                  onClick={() => setTab(value)}
                  className={cn(
                    "flex-1 rounded-md px-3 py-1 text-sm font-medium",
                    tab === value ? "bg-white text-neutral-900 shadow-xs" : "text-neutral-600 hover:text-neutral-900",
                  )}
                >
                  {value === "preview" ? "Preview" : "Edit HTML"}
                </button>
              ))}
            </div>
            {tab === "preview" ? (
              <iframe
                key={`${artifact.version}:${styleId}`}
                src={htmlRenderUrl(workspaceId, artifact.id, artifact.version, styleId)}
                sandbox=""
                title={`Preview of ${artifactTitle(artifact)}, version ${artifact.version}, in ${styleName}`}
                className="min-h-[420px] w-full flex-1 rounded-lg border border-neutral-200 bg-white"
              />
            ) : (
              <HtmlArtifactEditor
                action={props.action}
                artifactId={artifact.id}
                version={artifact.version}
                content={artifact.document?.content ?? ""}
                readOnly={props.working || !artifact.complete}
              />
            )}
          </>
        ) : null}
        {artifact.pdf ? (
          <>
            <a
              href={artifact.pdf.externalUrl}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-accent-700 underline"
            >
              Open the PDF
            </a>
            {artifact.formFields ? (
              <FormFieldsView
                fields={artifact.formFields}
                artifactId={artifact.id}
                version={artifact.version}
                action={props.action}
                readOnly={
                  props.working || !artifact.complete || !correctableFieldByField(artifact.formFields.template ?? null)
                }
                readOnlyNote={
                  props.working || !artifact.complete
                    ? "Read-only while Cara is working."
                    : artifact.formFields.template
                      ? `A ${artifact.formFields.template} is issued, not corrected field by field: ask Cara to issue it again with the change (another holder, another description).`
                      : "An uploaded form is changed by asking Cara: say which field to change and to what."
                }
              />
            ) : null}
            <iframe
              src={artifact.pdf.externalUrl}
              title={artifact.pdf.title}
              className="min-h-[480px] w-full flex-1 rounded-lg border border-neutral-200 bg-white"
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
