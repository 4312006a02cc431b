import { Mail } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Emails");

export default function Page() {
  return (
    <AreaPage
      title="Emails"
      description="Email threads handled by Cara."
      empty={{ icon: Mail, title: "No email threads found" }}
    />
  );
}
