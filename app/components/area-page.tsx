import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state.tsx";
import { PageHeader } from "./page-header.tsx";

/**
 * A list page with nothing in it yet: its header and its empty state. The module
 * that owns the area replaces the empty state with its table.
 */
export function AreaPage({
  title,
  description,
  empty,
}: {
  title: string;
  description: ReactNode;
  empty: { icon: LucideIcon; title: string; description?: ReactNode };
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} />
      <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
    </div>
  );
}

/** `Title · Cara` for a page's meta. */
export const pageTitle = (title: string) => [{ title: `${title} · Cara` }];
