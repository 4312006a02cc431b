import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { DialogBack, RouteDialog } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DEFAULT_VOICE_AGENT_NAME } from "#domain/voice-agent.ts";
import type { Route } from "./+types/voice-new";

export { action } from "./voice-new.server.ts";
export const meta = () => pageTitle("New Voice Agent");

/** /app/settings/voice/new: the create dialog (a name, default 'Default'); at the plan's count it says so. */
export default function NewVoiceAgent({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const reply = actionData && "error" in actionData ? actionData : null;
  const limit = reply?.error ?? null;
  const nameError = reply?.fieldErrors?.name?.[0];
  return (
    <RouteDialog
      parentPath="/app/settings/voice"
      title={limit ?? "New Voice Agent"}
      description={limit ? "Add a voice agent to your plan in Settings → Subscription to set up another." : undefined}
    >
      <ActionForm className="flex flex-col gap-4" action="/app/settings/voice/new">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="voice-agent-name" className="text-sm font-medium text-neutral-800">
            Name
          </label>
          <input
            id="voice-agent-name"
            name="name"
            defaultValue={reply?.name || DEFAULT_VOICE_AGENT_NAME}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "voice-agent-name-error" : undefined}
            className="h-9 rounded-lg border border-neutral-300 px-3 text-sm aria-[invalid]:border-red-500"
          />
          {nameError ? (
            <p id="voice-agent-name-error" className="text-sm text-red-600">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <DialogBack parentPath="/app/settings/voice" />
          <Button type="submit" pending={navigation.state === "submitting"}>
            Create
          </Button>
        </div>
      </ActionForm>
    </RouteDialog>
  );
}
