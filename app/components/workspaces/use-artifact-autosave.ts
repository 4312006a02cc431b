import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { searchFor } from "./panel-params.ts";

/** An edit is saved once typing has paused this long (docs/product/workspace.md). */
export const SAVE_PAUSE_MS = 300;

type SaveReply = FormReply | { ok: true; version: number };

/**
 * An editor's draft of one artifact version (an HTML document's content, an email's recipient,
 * subject and body): saved as a new version 300 ms after typing stops; the panel then shows
 * that version. Switching versions (or a new version from Cara) replaces the draft; a version
 * this editor saved keeps what is being typed. `fieldsOf` gives the form fields a draft is sent
 * as (default: an HTML document's `content`).
 */
export function useArtifactAutosave<T = string>(opts: {
  action: string;
  artifactId: string;
  version: number;
  content: T;
  fieldsOf?: (draft: T) => Record<string, string>;
}) {
  const { action, artifactId, version, content } = opts;
  const fieldsOf = opts.fieldsOf ?? ((draft: T) => ({ content: String(draft) }));
  const fetcher = useFetcher<SaveReply>({ key: `artifact:${artifactId}` });
  const key = useIdempotencyKey(fetcher.data);
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(content);
  const [shown, setShown] = useState({ artifactId, version });
  // the version this editor just saved and is moving to: its draft is kept (typing goes on)
  const [carry, setCarry] = useState<number | null>(null);
  const dirty = useRef(false);
  const saved = fetcher.state === "idle" && fetcher.data && "ok" in fetcher.data ? fetcher.data.version : null;
  const [seenSave, setSeenSave] = useState<number | null>(null);
  if (saved !== null && saved !== seenSave) {
    setSeenSave(saved);
    setCarry(saved);
  }
  // another version shown: its content, unless it is the one this editor just saved; coming back
  // to that version later (after looking at another) shows its content again
  if (shown.artifactId !== artifactId || shown.version !== version) {
    setShown({ artifactId, version });
    if (carry === version && shown.artifactId === artifactId) setCarry(null);
    else setDraft(content);
  }

  useEffect(() => {
    if (!dirty.current || JSON.stringify(draft) === JSON.stringify(content)) return;
    const timer = setTimeout(() => {
      dirty.current = false;
      void fetcher.submit(
        { [IDEMPOTENCY_FIELD]: key, intent: "artifact", artifactId, version: String(version), ...fieldsOf(draft) },
        { method: "post", action },
      );
    }, SAVE_PAUSE_MS);
    return () => clearTimeout(timer);
    // fetcher and key change identity on every answer; the draft is what schedules a save
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  useEffect(() => {
    if (saved === null || saved === version) return;
    void navigate(
      { search: searchFor(location.search, { kind: "artifact", artifactId, version: saved }) },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const error =
    fetcher.state === "idle" && fetcher.data && "lastResult" in fetcher.data ? fetcher.data.applicationError : null;
  return {
    draft,
    setDraft: (next: T) => {
      dirty.current = true;
      setDraft(next);
    },
    saving: fetcher.state !== "idle",
    error: error ?? null,
  };
}
