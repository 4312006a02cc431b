import { Plug } from "lucide-react";
import { pageTitle } from "#app/components/area-page.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";

export const meta = () => pageTitle("Integrations");

export default function Integrations() {
  return (
    <EmptyState
      icon={Plug}
      title="No integrations connected"
      description="Connect your agency management system, CRM and automations so Cara can read and write your records."
    />
  );
}
