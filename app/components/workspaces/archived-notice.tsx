import { Archive } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ARCHIVED_V0_MESSAGE } from "#domain/workspace.ts";

/** A workspace of the first generation (V0): its conversation is not shown; a new workspace continues the work. */
export function ArchivedNotice() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-20 text-center">
      <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
        <Archive className="size-5" aria-hidden />
      </div>
      <p className="text-sm text-neutral-700">{ARCHIVED_V0_MESSAGE}</p>
      <Button asChild className="mt-6">
        <Link to="/app/home">New workspace</Link>
      </Button>
    </div>
  );
}
