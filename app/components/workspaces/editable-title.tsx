import { Check, Pencil } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";

/**
 * The title, edited in place: Enter or leaving the field saves, Escape cancels. A blank title is
 * ignored (the old one stays) and an unchanged one is not sent.
 */
export function EditableTitle({ title, action }: { title: string; action: string }) {
  const fetcher = useFetcher<FormReply | { ok: true }>({ key: `title:${action}` });
  const key = useIdempotencyKey(fetcher.data);
  const [draft, setDraft] = useState<string | null>(null);
  const pending = fetcher.formData?.get("title");
  const shown = typeof pending === "string" ? pending : title;
  const error =
    fetcher.state === "idle" && fetcher.data && "lastResult" in fetcher.data ? fetcher.data.applicationError : null;

  function commit() {
    const next = draft?.trim() ?? "";
    setDraft(null);
    if (!next || next === title) return;
    void fetcher.submit({ [IDEMPOTENCY_FIELD]: key, intent: "title", title: next }, { method: "post", action });
  }

  if (draft !== null)
    return (
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <Input
          aria-label="Workspace title"
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              setDraft(null);
            }
          }}
          className="h-8 text-base font-semibold"
        />
        <Button
          type="submit"
          variant="ghost"
          size="icon-sm"
          aria-label="Save title"
          onMouseDown={(e) => e.preventDefault()}
        >
          <Check aria-hidden />
        </Button>
      </form>
    );
  return (
    <div className="flex min-w-0 flex-col">
      <div className="group flex min-w-0 items-start gap-1">
        <h2 className="min-w-0 text-base font-semibold break-words text-neutral-900" data-testid="workspace-title">
          {shown}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="-my-1 size-7 shrink-0 text-neutral-500"
          aria-label="Rename workspace"
          onClick={() => setDraft(shown)}
        >
          <Pencil aria-hidden />
        </Button>
      </div>
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </div>
  );
}
