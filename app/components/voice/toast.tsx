import { useEffect } from "react";
import { cn } from "#app/lib/cn.ts";

/** A toast at the bottom right, gone after five seconds (the spec's voice save indicator). */
export function Toast({
  toast,
  onDone,
}: {
  toast: { title: string; body: string; error?: boolean } | null;
  onDone?: () => void;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onDone?.(), 5000);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed top-4 right-4 left-4 z-50 flex flex-col items-end"
    >
      {toast ? (
        <div
          className={cn(
            "pointer-events-auto w-full max-w-sm rounded-lg border bg-white p-4 shadow-lg",
            toast.error ? "border-red-300" : "border-green-300",
          )}
        >
          <p className={cn("text-sm font-semibold", toast.error ? "text-red-700" : "text-green-800")}>{toast.title}</p>
          <p className="mt-1 text-sm text-neutral-700">{toast.body}</p>
        </div>
      ) : null}
    </div>
  );
}
