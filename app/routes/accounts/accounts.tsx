import { Building2 } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Accounts");

export default function Page() {
  return (
    <AreaPage
      title="Accounts"
      description="Your business and individual clients."
      empty={{ icon: Building2, title: "No accounts found" }}
    />
  );
}
