import { MessagesSquare } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Workspaces");

export default function Page() {
  return (
    <AreaPage
      title="Workspaces"
      description="Copilot workspaces started by you and your team."
      empty={{
        icon: MessagesSquare,
        title: "No workspaces found",
        description: "Create a copilot workspace to get started.",
      }}
    />
  );
}
