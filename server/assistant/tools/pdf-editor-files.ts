import { roleTagOf } from "../../../domain/workspace.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { getWorkspace, loadWorkspaceDetail } from "../../modules/workspaces/workspaces.service.ts";

/** The workspace's files as the PDF editor names them, and the PDF artifact a form was filled into before. */

export interface NamedFile {
  id: string;
  name: string;
  mimeType: string;
}

/** "[Input Document] Supplemental.PDF" → "supplemental": a name without its role tag, case or extension. */
const bare = (name: string) => {
  const tag = roleTagOf(name);
  return (tag ? name.slice(name.indexOf(tag) + tag.length) : name)
    .trim()
    .toLowerCase()
    .replace(/\.pdf$/, "");
};

export async function workspaceForms(ctx: AgencyCtx, workspaceId: string) {
  await getWorkspace(ctx, workspaceId); // another agency's workspace is NOT_FOUND
  const detail = await loadWorkspaceDetail(ctx, workspaceId);
  return {
    files: detail.files.map((file) => ({ id: file.id, name: file.name, mimeType: file.mimeType })),
    artifacts: detail.artifactVersions,
  };
}

/** The files named, matched by exact name, then without role tag, case and extension; none named: the only PDF. */
export function pickFiles(files: NamedFile[], named: Array<{ fileName: string }>): NamedFile[] {
  const list = files.map((file) => `"${file.name}"`).join(", ") || "none";
  if (named.length === 0) {
    const pdfs = files.filter((file) => file.mimeType === "application/pdf");
    if (pdfs.length === 1) return pdfs;
    throw ValidationError.field(
      "inputFiles",
      pdfs.length === 0
        ? "There is no PDF in this workspace: attach the fillable form and ask again."
        : `Name the form to use in inputFiles: this workspace has ${pdfs.length} PDFs (${list}).`,
    );
  }
  return named.map(({ fileName }) => {
    const found =
      files.find((file) => file.name === fileName) ?? files.find((file) => bare(file.name) === bare(fileName));
    if (!found)
      throw ValidationError.field(
        "inputFiles",
        `There is no file named "${fileName}" in this workspace. Its files: ${list}.`,
      );
    return found;
  });
}

type ArtifactRow = Awaited<ReturnType<typeof workspaceForms>>["artifacts"][number];

/** The PDF artifact an earlier fill of this file made (its latest version), if any. */
export function earlierFill(artifacts: ArtifactRow[], fileId: string): string | null {
  const rows = artifacts.filter(
    (row) =>
      row.type === "PDF_FILE" && row.formFields?.template == null && row.formFields?.sourceFile?.fileId === fileId,
  );
  return rows.at(-1)?.artifactId ?? null;
}
