import { Check, ExternalLink, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { serviceRequestTypeLabel } from "#domain/service-request.ts";
import type { ExplorationMode } from "#domain/preset-options.ts";
import { PRESET_LABELS, type Preset } from "#domain/workspace.ts";
import { EXPLORATION_MODE_LABELS } from "#app/components/presets/preset-form-model.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { EditableTitle } from "./editable-title.tsx";
import type { WsWorkspace } from "./types.ts";
import { WorkspaceStateBadge } from "./workspace-state-badge.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium text-neutral-500">{label}</dt>
      <dd className="text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

const presetLabel = (preset: string) => PRESET_LABELS[preset as Preset] ?? preset;

/** Explore a Policy's mode, shown after the preset ("Explore a Policy · Coverage Gap Analysis"). */
function modeLabel(options: unknown): string | null {
  const mode = (options as { explorationMode?: string } | null | undefined)?.explorationMode;
  return mode && mode in EXPLORATION_MODE_LABELS ? EXPLORATION_MODE_LABELS[mode as ExplorationMode].label : null;
}

/**
 * The workspace's facts beside the conversation: the title (editable in place), state, preset and
 * custom preset, client, who started it, attachments (each opens in a new tab) and the linked
 * service request with Resolve and View.
 */
export function WorkspaceInfo({ workspace, action }: { workspace: WsWorkspace; action: string }) {
  const request = workspace.serviceRequest;
  const owner = workspace.agencyUser?.name ?? workspace.integration?.type ?? null;
  return (
    <div className="flex flex-col gap-5 p-5">
      <div className="flex flex-col gap-2">
        <EditableTitle title={workspace.title} action={action} />
        <div>
          <WorkspaceStateBadge state={workspace.state} />
        </div>
      </div>
      <dl className="flex flex-col gap-4">
        <Row label="Preset">
          {workspace.preset ? presetLabel(workspace.preset) : workspace.customPreset ? null : "None"}
          {workspace.preset && modeLabel(workspace.presetOptions) ? ` · ${modeLabel(workspace.presetOptions)}` : null}
          {workspace.customPreset ? (
            <Link to={`/app/presets/${workspace.customPreset.id}/edit`} className="text-accent-700 hover:underline">
              {workspace.customPreset.title || "Custom preset"}
            </Link>
          ) : null}
        </Row>
        <Row label="Client">{workspace.metadata.clientName || <span className="text-neutral-500">Not known</span>}</Row>
        {owner ? <Row label="Started by">{owner}</Row> : null}
        <Row label="Created">
          <time dateTime={workspace.createdAt}>{formatDateTime(workspace.createdAt)}</time>
        </Row>
        <Row label={`Attachments (${workspace.files.length})`}>
          {workspace.files.length === 0 ? (
            <span className="text-neutral-500">No files</span>
          ) : (
            <ul className="flex flex-col gap-1">
              {workspace.files.map((file) => (
                <li key={file.id}>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="flex items-center gap-2 rounded-md px-1 py-0.5 -mx-1 text-neutral-800 hover:bg-neutral-100"
                  >
                    <FileText className="size-4 shrink-0 text-neutral-500" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    <ExternalLink className="size-3.5 shrink-0 text-neutral-400" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Row>
        {request ? (
          <Row label="Service request">
            <div className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3">
              <p className="font-medium">{serviceRequestTypeLabel(request.type)}</p>
              <p className="text-xs text-neutral-500">{request.state === "OPEN" ? "Open" : "Resolved"}</p>
              <div className="flex gap-2">
                {request.state === "OPEN" ? (
                  <Button asChild size="sm">
                    <Link to={`/app/servicing/${request.id}/resolve`}>
                      <Check aria-hidden />
                      Resolve
                    </Link>
                  </Button>
                ) : null}
                <Button asChild size="sm" variant="secondary">
                  <Link to={`/app/servicing/${request.id}/overview`}>View</Link>
                </Button>
              </div>
            </div>
          </Row>
        ) : null}
      </dl>
    </div>
  );
}
