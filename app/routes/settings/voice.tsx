import { AudioLines, ChevronRight, Plus } from "lucide-react";
import { Link, Outlet } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import type { Route } from "./+types/voice";

export { loader } from "./voice.server.ts";
export const meta = () => pageTitle("Voice Agents");

/** Settings → Voice (docs/product/voice-agents.md): the 'Voice Agents' list; create opens /app/settings/voice/new. */
export default function Voice({ loaderData }: Route.ComponentProps) {
  const { agents } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-neutral-900">Voice Agents</h2>
          <p className="mt-1 text-sm text-neutral-500">AI agents that answer your agency's phone calls.</p>
        </div>
        {agents.length > 0 ? (
          <Link to="/app/settings/voice/new" className={buttonVariants({ variant: "secondary" })}>
            <Plus aria-hidden className="size-4" />
            New Voice Agent
          </Link>
        ) : null}
      </div>
      {agents.length === 0 ? (
        <EmptyState
          icon={AudioLines}
          title="No voice agents"
          description="Voice agents you create answer calls for quotes, service, claims and certificates."
          action={
            <ActionForm action="/app/settings/voice/new">
              <input type="hidden" name="name" value="Default" />
              <Button type="submit">
                <Plus aria-hidden className="size-4" />
                Create Voice Agent
              </Button>
            </ActionForm>
          }
        />
      ) : (
        <ul className="divide-y divide-neutral-200 overflow-hidden rounded-lg border border-neutral-200 bg-white">
          {agents.map((agent) => (
            <li key={agent.id}>
              <Link
                to={`/app/settings/voice/${agent.id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-neutral-50"
              >
                <AudioLines aria-hidden className="size-5 shrink-0 text-neutral-400" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-neutral-900">{agent.name}</span>
                  <span className="truncate font-mono text-xs text-neutral-500">
                    {agent.phoneNumber ?? "No phone number yet"}
                  </span>
                </span>
                <span
                  className={
                    agent.state === "ACTIVE"
                      ? "rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700"
                      : "rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-600"
                  }
                >
                  {agent.state === "ACTIVE" ? "Active" : "Inactive"}
                </span>
                <ChevronRight aria-hidden className="size-4 text-neutral-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Outlet />
    </div>
  );
}
