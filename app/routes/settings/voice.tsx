import { AudioLines } from "lucide-react";
import { pageTitle } from "#app/components/area-page.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";

export const meta = () => pageTitle("Voice Agents");

export default function Voice() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-base font-semibold text-neutral-900">Voice Agents</h2>
        <p className="mt-1 text-sm text-neutral-500">AI agents that answer your agency's phone calls.</p>
      </div>
      <EmptyState
        icon={AudioLines}
        title="No voice agents"
        description="Voice agents you create answer calls for quotes, service, claims and certificates."
      />
    </div>
  );
}
