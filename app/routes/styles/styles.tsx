import { Palette } from "lucide-react";
import { AreaPage, pageTitle } from "#app/components/area-page.tsx";

export const meta = () => pageTitle("Styles");

export default function Page() {
  return (
    <AreaPage
      title="Styles"
      description="Document styles Cara uses for the documents it drafts."
      empty={{ icon: Palette, title: "No styles found" }}
    />
  );
}
