import { Skeleton } from "#app/components/ui/skeleton.tsx";

/** The workspace while it loads: message and stage placeholders, the prompt box, the side panel. */
export function WorkspaceSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex h-full min-h-0">
      <span className="sr-only">Loading workspace…</span>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8">
          <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
          <div className="flex flex-col gap-2 pl-10">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-64" />
            <Skeleton className="h-3 w-56" />
          </div>
          <div className="flex gap-3">
            <Skeleton className="size-7 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        </div>
        <div className="mx-auto w-full max-w-3xl px-4 pb-6">
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
      <div className="hidden w-[400px] shrink-0 flex-col gap-4 border-l border-neutral-200 bg-white p-5 lg:flex">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
