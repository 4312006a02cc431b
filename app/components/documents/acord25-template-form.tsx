import { FileCheck2 } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { IdempotencyField } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { formatDate } from "#app/lib/format.ts";

/**
 * Which form certificates are printed on: Cara's layout, or the agency's own licensed,
 * fillable ACORD 25 once uploaded (posted to the certificates tab's action).
 */
export function Acord25TemplateForm({ template }: { template: { name: string; createdAt: string } | null }) {
  const fetcher = useFetcher<{ saved: true } | FormReply>();
  const input = useRef<HTMLInputElement>(null);
  const pending = fetcher.state !== "idle";
  const error =
    fetcher.state === "idle" && fetcher.data && "lastResult" in fetcher.data ? fetcher.data.applicationError : null;
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex flex-col gap-1 text-sm text-neutral-500">
      <IdempotencyField renew={fetcher.data} />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <FileCheck2 className="size-4 text-neutral-400" aria-hidden />
        {template ? (
          <span>
            Certificates are filled into your ACORD 25 form{" "}
            <span className="font-medium text-neutral-700">{template.name}</span> (uploaded{" "}
            {formatDate(template.createdAt)}).
          </span>
        ) : (
          <span>
            Certificates use Cara&apos;s layout. To print them on your licensed ACORD 25, upload your fillable form.
          </span>
        )}
        <input
          ref={input}
          type="file"
          name="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          tabIndex={-1}
          aria-label="Fillable ACORD 25 PDF"
          onChange={(event) => {
            if (!event.target.files?.length || !event.currentTarget.form) return;
            // the upload's intent goes with the file only: a hidden intent field would come
            // first in the form and shadow "Use Cara's layout" (intent=acord25-remove)
            const data = new FormData(event.currentTarget.form);
            data.set("intent", "acord25");
            fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
          }}
        />
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0"
          pending={pending}
          onClick={() => input.current?.click()}
        >
          {template ? "Replace form" : "Upload ACORD 25"}
        </Button>
        {template ? (
          <Button
            type="submit"
            name="intent"
            value="acord25-remove"
            variant="link"
            size="sm"
            className="h-auto p-0 text-neutral-600"
            disabled={pending}
          >
            Use Cara&apos;s layout
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
