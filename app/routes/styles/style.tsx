import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { StylePreview, type PreviewState } from "./style-preview.tsx";
import { StyleSheet } from "./style-sheet.tsx";
import type { Route } from "./+types/style";

export { action, loader } from "./style.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? data.style.title : "Edit Style");

/** How long "Generating preview..." shows after a save (spec §9: style preview delay 1.5 s). */
export const PREVIEW_DELAY_MS = 1500;

/**
 * Edit Style (docs/product/document-styles.md): the form with the live preview beside it. The
 * preview shows at once; editing any field hides it until saved; after a save "Generating
 * preview..." shows for 1.5 s, then the frame reloads with the next counter.
 */
export default function EditStyle({ loaderData, actionData }: Route.ComponentProps) {
  const { style } = loaderData;
  const { search } = useLocation();
  const [counter, setCounter] = useState(0);
  const [state, setState] = useState<PreviewState>("ready");
  const savedAt = actionData && "savedAt" in actionData ? actionData.savedAt : null;

  // a new save answered: "Generating preview..." (set while rendering, from the action's reply)
  const [answered, setAnswered] = useState(savedAt);
  if (savedAt !== answered) {
    setAnswered(savedAt);
    if (savedAt) setState("generating");
  }
  // …for 1.5 s, then the frame reloads with the next counter
  useEffect(() => {
    if (state !== "generating") return;
    const timer = window.setTimeout(() => {
      setCounter((value) => value + 1);
      setState("ready");
    }, PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, savedAt]);

  return (
    <StyleSheet
      key={style.id}
      formId={`edit-style-${style.id}`}
      title="Edit Style"
      description={<span className="break-words">{style.title}</span>}
      parentPath={`/app/styles${search}`}
      method="put"
      submitLabel="Save"
      defaults={{
        title: style.title,
        description: style.description,
        baseStyleId: style.baseStyleId,
        prefixFile: style.prefixFiles[0] ?? null,
        suffixFile: style.suffixFiles[0] ?? null,
      }}
      lastResult={(actionData?.lastResult ?? null) as SubmissionResult<string[]> | null}
      preview={<StylePreview styleId={style.id} title={style.title} counter={counter} state={state} />}
      onEdit={() => setState("edited")}
    />
  );
}
