import { ShieldCheck } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Policies");

export default function Page() {
  return (
    <AreaPage
      title="Policies"
      description="Business policies across your accounts."
      empty={{ icon: ShieldCheck, title: "No policies found" }}
    />
  );
}
