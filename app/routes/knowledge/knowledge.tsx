import { BookOpen } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Knowledge Base");

export default function Page() {
  return (
    <AreaPage
      title="Knowledge Base"
      description="Documents Cara searches when it answers your team."
      empty={{ icon: BookOpen, title: "No documents" }}
    />
  );
}
