import { ArrowLeft } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { IdempotencyField } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Toast, VoiceAgentSections } from "#app/components/voice/voice-agent-settings.tsx";
import { configurationFromForm } from "#app/components/voice/voice-form.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { VoiceAgentConfiguration } from "#domain/voice-agent.ts";
import type { Route } from "./+types/voice-agent";
import type { SaveReply } from "./voice-agent.server.ts";

export { action, loader } from "./voice-agent.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(`${data?.agent.name ?? "Voice Agent"} · Agent Settings`);

type Draft = { name: string; configuration: VoiceAgentConfiguration };

const SAVED = { title: "Settings saved", body: "Your settings have been saved and your voice agent has been updated" };
const failed = (error: string) => ({
  title: "Error saving settings",
  body: `There was an error saving your settings: ${error}`,
  error: true,
});

/**
 * The voice agent settings screen (docs/product/voice-agents.md): the twelve sections in one form.
 * In the browser the form is the local draft: an edit shows the pending bar, Discard resets to the
 * values loaded, Save sends the whole agent as JSON (PUT) and answers with a toast. Without
 * JavaScript the form posts as it is and the page answers with the same toast.
 */
export default function VoiceAgentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { agent } = loaderData;
  const hydrated = useHydrated();
  const fetcher = useFetcher<SaveReply>();
  const formRef = useRef<HTMLFormElement>(null);
  const [resets, setResets] = useState(0);
  const formKey = `${agent.updatedAt}-${resets}`;
  // the local draft: null until the first edit of this form (a save or a discard starts a new one)
  const [edit, setEdit] = useState<{ formKey: string; draft: Draft } | null>(null);
  const draft = edit?.formKey === formKey ? edit.draft : null;

  const reply: SaveReply | undefined = fetcher.data ?? (actionData as SaveReply | undefined);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const toast = reply && dismissed !== reply ? (reply.ok ? SAVED : failed(reply.error)) : null;
  const dismiss = useCallback(() => setDismissed(reply), [reply]);
  // a refused save keeps what was sent on screen (the no-JavaScript post renders it again)
  const refused = reply && !reply.ok ? reply : null;
  const start: Draft = refused && !hydrated ? refused.draft : { name: agent.name, configuration: agent.configuration };
  const errors = refused?.fieldErrors ?? {};

  const read = (): Draft | null => {
    const form = formRef.current;
    if (!form) return null;
    const data = new FormData(form);
    return { name: String(data.get("name") ?? ""), configuration: configurationFromForm(data, agent.configuration) };
  };
  const onChange = () => {
    const current = read();
    if (current) setEdit({ formKey, draft: current });
  };

  const initial = JSON.stringify({ name: agent.name, configuration: agent.configuration });
  const pending = hydrated && draft !== null && JSON.stringify(draft) !== initial;
  const saving = fetcher.state !== "idle";

  const save = () => {
    const current = read();
    if (!current) return;
    setDismissed(null);
    fetcher.submit(current, { method: "PUT", encType: "application/json", action: `/app/settings/voice/${agent.id}` });
  };
  const discard = () => {
    setResets((n) => n + 1);
    setDismissed(reply);
  };

  return (
    <div className="flex flex-col gap-5 pb-24">
      <form
        key={formKey}
        ref={formRef}
        method="post"
        onChange={onChange}
        onInput={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="flex flex-col gap-5"
        noValidate
      >
        <IdempotencyField renew={reply} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold text-neutral-900">{draft?.name || agent.name}</h2>
            <p className="mt-1 text-sm text-neutral-500">Agent Settings</p>
          </div>
          <div className="flex items-center gap-2">
            <Link to="/app/settings/voice" className={buttonVariants({ variant: "secondary" })}>
              <ArrowLeft aria-hidden className="size-4" />
              Back
            </Link>
            <Button type="submit" disabled={hydrated && !pending} pending={saving}>
              Save Changes
            </Button>
          </div>
        </div>
        <VoiceAgentSections
          name={start.name}
          phoneNumber={agent.phoneNumber ?? null}
          config={start.configuration}
          draft={draft?.configuration ?? null}
          advanced={agent.advancedCustomization}
          fallbacks={agent.agencyFallbacks}
          errors={errors}
        />
      </form>
      {pending ? (
        <div
          role="region"
          aria-label="Pending changes"
          className="fixed inset-x-0 bottom-4 z-40 mx-auto flex w-[min(40rem,calc(100%-2rem))] flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white px-4 py-3 shadow-lg"
        >
          <span className="text-sm text-neutral-700">You have unsaved changes.</span>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={discard} disabled={saving}>
              Discard pending changes
            </Button>
            <Button type="button" onClick={save} pending={saving}>
              Save and Deploy Changes
            </Button>
          </div>
        </div>
      ) : null}
      <Toast toast={toast} onDone={dismiss} />
    </div>
  );
}
