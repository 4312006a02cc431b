import type { WsArtifact, WsStage } from "./types.ts";

export type ArtifactKind = "EMAIL_DRAFT" | "DOCUMENT_DRAFT" | "TEMPLATE_FILL" | "FILE_EDITOR" | "PDF_EDITOR";

export const ARTIFACT_KIND_LABELS: Record<ArtifactKind, string> = {
  EMAIL_DRAFT: "Email draft",
  DOCUMENT_DRAFT: "Document draft",
  TEMPLATE_FILL: "Template fill",
  FILE_EDITOR: "File editor",
  PDF_EDITOR: "PDF editor",
};

const PDF_TOOLS: Record<string, ArtifactKind> = {
  FILL_TEMPLATE: "TEMPLATE_FILL",
  PDF_EDITOR: "PDF_EDITOR",
  FILE_EDITOR: "FILE_EDITOR",
};

/**
 * Which card an artifact gets: an email draft, a document draft (HTML), or for a PDF the tool of
 * its stage that made it (template fill, PDF editor, file editor; the latest such call wins).
 */
export function artifactKind(artifact: Pick<WsArtifact, "type" | "stageId">, stages: readonly WsStage[]): ArtifactKind {
  if (artifact.type === "EMAIL") return "EMAIL_DRAFT";
  if (artifact.type !== "PDF_FILE") return "DOCUMENT_DRAFT";
  const stage = stages.find((candidate) => candidate.id === artifact.stageId);
  const tools = (stage?.events ?? []).map((event) => PDF_TOOLS[event.toolCall?.type ?? ""]).filter(Boolean);
  return tools.at(-1) ?? "TEMPLATE_FILL";
}

/** The artifact's title as its card and panel show it. */
export function artifactTitle(artifact: WsArtifact): string {
  return (
    artifact.document?.title ||
    artifact.email?.subject ||
    artifact.pdf?.title ||
    (artifact.type === "EMAIL" ? "Email draft" : "Untitled draft")
  );
}
