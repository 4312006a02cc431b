import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from "#app/lib/idempotency.ts";

/** How one file's upload ended: stored, or refused with the server's message. */
export type UploadOutcome = { ok: true } | { ok: false; message: string };

const SESSION_ENDED = "Your session has ended. Sign in again, then upload this file.";
const NETWORK_FAILED = "The upload did not reach Cara. Check your connection and try again.";

interface ActionAnswer {
  redirect?: string;
  data?: { validationErrors?: Record<string, string[]>; applicationError?: string };
  error?: unknown;
}

/** The route action's answer (React Router's data response: a redirect, or the refusal it returned). */
async function readAnswer(xhr: XMLHttpRequest): Promise<ActionAnswer | null> {
  if (!xhr.getResponseHeader("X-Remix-Response")) return null;
  const body = new Response(xhr.response as ArrayBuffer).body;
  if (!body) return null;
  try {
    const decoded = await decodeTurboStream(body, window);
    await decoded.done;
    return decoded.value as ActionAnswer;
  } catch {
    return null;
  }
}

/** The first message of a refusal: a field's (the file's), else the form's. */
function refusalOf(answer: ActionAnswer | null, status: number): string {
  const reply = answer?.data;
  const field = reply?.validationErrors ? Object.values(reply.validationErrors)[0]?.[0] : undefined;
  if (field) return field;
  if (reply?.applicationError) return reply.applicationError;
  return status === 413 ? "This file is too large to upload." : `The upload failed (error ${status}). Try again.`;
}

/**
 * Sends one file to the upload route's action (`files`, with its own idempotency key) with
 * XMLHttpRequest, whose upload events give the progress; the same action a form without
 * JavaScript posts to with all its files (and its other `fields`: the client). Success is the
 * action's redirect back to `backTo`.
 */
export function uploadOne(
  actionPath: string,
  file: File,
  backTo: string,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append(IDEMPOTENCY_FIELD, newIdempotencyKey());
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("files", file, file.name);
    const xhr = new XMLHttpRequest();
    const url = new URL(actionPath, window.location.origin);
    url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
    xhr.open("POST", url.href);
    xhr.responseType = "arraybuffer";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ ok: false, message: NETWORK_FAILED });
    xhr.onabort = () => resolve({ ok: false, message: NETWORK_FAILED });
    xhr.onload = () => {
      void readAnswer(xhr).then((answer) => {
        const target = answer?.redirect;
        if (xhr.status < 400 && target) {
          if (target.startsWith(backTo)) {
            onProgress(1);
            resolve({ ok: true });
          } else resolve({ ok: false, message: SESSION_ENDED });
          return;
        }
        resolve({ ok: false, message: refusalOf(answer, xhr.status) });
      });
    };
    xhr.send(form);
  });
}
