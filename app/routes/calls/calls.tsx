import { Phone } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Calls");

export default function Page() {
  return (
    <AreaPage
      title="Calls"
      description="Phone calls answered by your voice agents."
      empty={{ icon: Phone, title: "No calls found" }}
    />
  );
}
