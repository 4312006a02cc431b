import { Spinner } from "./ui/spinner.tsx";

/**
 * A page's loading state with its words (docs/product/shell-and-navigation.md, "Loading") ('Loading
 * settings...' / 'This might take a moment.').
 */
export function LoadingState({ title, description }: { title: string; description?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-24 text-center">
      <Spinner className="size-6 text-accent-600" />
      <div>
        <p className="text-sm font-medium text-neutral-900">{title}</p>
        {description ? <p className="mt-1 text-sm text-neutral-500">{description}</p> : null}
      </div>
    </div>
  );
}
