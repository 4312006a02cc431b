import { LifeBuoy } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Servicing");

export default function Page() {
  return (
    <AreaPage
      title="Servicing"
      description="Service requests from your customers"
      empty={{ icon: LifeBuoy, title: "No service requests found", description: "Your clients haven't made any service requests yet." }}
    />
  );
}
