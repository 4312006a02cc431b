import { LayoutTemplate } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Presets");

export default function Page() {
  return (
    <AreaPage
      title="Presets"
      description="Reusable instructions for copilot workspaces."
      empty={{ icon: LayoutTemplate, title: "No presets found" }}
    />
  );
}
