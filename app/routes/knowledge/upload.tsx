import { useId, useState, type FormEvent } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { FilePicker } from "#app/components/file-picker.tsx";
import { AccountPicker } from "#app/components/presets/account-picker.tsx";
import { FormError } from "#app/components/form-field.tsx";
import { DialogBack, RouteDialog, useCloseRouteDialog } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useMaxUploadBytes } from "#app/lib/public-config.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { formatFileSize } from "#domain/document.ts";
import { KNOWLEDGE_FILE_TYPES } from "#domain/knowledge.ts";
import { UploadProgress, type FileUpload } from "./upload-progress.tsx";
import { uploadOne } from "./upload-request.ts";
import type { Route } from "./+types/upload";

export { action } from "./upload.server.ts";
export const meta = () => pageTitle("Upload Existing Documents");

const LIST = "/app/knowledge";
/** The file dialog's filter (the server checks each file's content). */
const ACCEPT = [...KNOWLEDGE_FILE_TYPES, ".pdf", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".tif", ".tiff"].join(",");
/** Files sent at the same time. */
const PARALLEL_UPLOADS = 3;

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Upload Existing Documents (docs/product/knowledge-base-screens.md): PDFs and images, several at
 * once, each removable. With JavaScript each file goes to this route's action on its own with its
 * progress bar; the dialog closes once all are stored and shows each refusal under its file
 * otherwise. Without JavaScript the form posts all files together.
 */
export default function UploadDocuments({ actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const parent = `${LIST}${search}`;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const close = useCloseRouteDialog(parent);
  const maxUploadBytes = useMaxUploadBytes();
  const fieldId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [uploads, setUploads] = useState<ReadonlyMap<File, FileUpload>>(new Map());
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const setUpload = (file: File, upload: FileUpload) => setUploads((current) => new Map(current).set(file, upload));
  const toSend = files.filter((file) => uploads.get(file)?.phase !== "done");
  const posting = busy || (navigation.state !== "idle" && navigation.formMethod === "POST");

  // the plain form's refusal (without JavaScript): every message, under the field
  const serverErrors =
    navigation.state === "idle" && actionData ? Object.values(actionData.validationErrors ?? {}).flat() : [];

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (toSend.length === 0 || busy) return;
    setBusy(true);
    setSummary(null);
    for (const file of toSend) setUpload(file, { phase: "waiting" });
    let failed = 0;
    await eachLimited(toSend, PARALLEL_UPLOADS, async (file) => {
      setUpload(file, { phase: "uploading", progress: 0 });
      const outcome = await uploadOne(
        pathname + search,
        file,
        LIST,
        (progress) => setUpload(file, { phase: "uploading", progress }),
        accountId ? { accountId } : {},
      );
      if (!outcome.ok) failed++;
      setUpload(file, outcome.ok ? { phase: "done" } : { phase: "failed", error: outcome.message });
    });
    await revalidator.revalidate();
    setBusy(false);
    if (failed === 0) close();
    else
      setSummary(
        toSend.length === 1
          ? "The file was not uploaded. Remove or replace it and try again."
          : failed === toSend.length
            ? "No file was uploaded. Remove or replace the files above and try again."
            : `${toSend.length - failed} of ${toSend.length} files were uploaded. Remove or replace the others and try again.`,
      );
  }

  const fileStatus = (file: File) => {
    const upload = uploads.get(file);
    if (!upload) return null;
    return {
      node: <UploadProgress name={file.name} upload={upload} />,
      removable: !busy && upload.phase !== "done",
    };
  };

  const hint = `PDFs and images (PNG, JPEG, GIF, WebP, TIFF), up to ${formatFileSize(maxUploadBytes)} each`;
  return (
    <RouteDialog
      parentPath={parent}
      title="Upload Existing Documents"
      description="Cara reads each document, indexes it and answers from it, citing the page."
      className="sm:max-w-xl"
    >
      <ActionForm
        encType="multipart/form-data"
        className="flex flex-col gap-4"
        onSubmit={hydrated ? send : undefined}
        aria-label="Upload Existing Documents"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fieldId}>Files</Label>
          <FilePicker
            id={fieldId}
            name="files"
            multiple
            accept={ACCEPT}
            maxBytes={maxUploadBytes}
            hint={hint}
            disabled={posting}
            onFilesChange={setFiles}
            fileStatus={fileStatus}
            aria-invalid={serverErrors.length > 0 || undefined}
            aria-describedby={serverErrors.length > 0 ? `${fieldId}-errors` : undefined}
          />
          {serverErrors.length > 0 ? (
            <ul id={`${fieldId}-errors`} role="alert" className="flex flex-col gap-1 text-sm text-red-600">
              {serverErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${fieldId}-client`}>Client (optional)</Label>
          <AccountPicker
            id={`${fieldId}-client`}
            onChange={(option) => setAccountId(option?.value ?? null)}
            describedBy={`${fieldId}-client-hint`}
          />
          <p id={`${fieldId}-client-hint`} className="text-xs text-neutral-500">
            For a document about one client (their quote, their policy): Cara then searches it only in that
            client&apos;s workspaces. Leave empty for the agency&apos;s procedures and references.
          </p>
        </div>
        <FormError errors={summary ? [summary] : actionData?.applicationError ? [actionData.applicationError] : null} />
        <DialogFooter>
          <DialogBack parentPath={parent}>Cancel</DialogBack>
          <Button type="submit" pending={posting} disabled={hydrated && toSend.length === 0}>
            Upload
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
