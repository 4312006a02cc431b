import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useCloseRouteDialog } from "./route-dialog.tsx";
import { DialogCornerClose, DialogOverlay } from "./ui/dialog.tsx";

/**
 * History state of a link that opens a slide-out or dialog over the current page: the shell keeps
 * the page in view while the overlay's data loads (no page skeleton).
 */
export const OVER_PAGE = { overPage: true } as const;
export const isOverPage = (state: unknown) => (state as { overPage?: boolean } | null)?.overPage === true;

/** Sheet widths (UI.md: slide-outs come in sizes xs to 6xl); full width on a phone. */
const SIZES = {
  xs: "sm:max-w-xs",
  sm: "sm:max-w-sm",
  md: "sm:max-w-md",
  lg: "sm:max-w-lg",
  xl: "sm:max-w-xl",
  "2xl": "sm:max-w-2xl",
  "3xl": "sm:max-w-3xl",
  "4xl": "sm:max-w-4xl",
  "5xl": "sm:max-w-5xl",
  "6xl": "sm:max-w-6xl",
} as const;

interface RouteSheetProps {
  parentPath: string;
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  /** Pinned under the scrolling body: the sheet's actions. */
  footer?: ReactNode;
  children: ReactNode;
}

const panelClass =
  "fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-neutral-200 bg-white shadow-xl outline-none";

function Body({ footer, children }: Pick<RouteSheetProps, "footer" | "children">) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      {footer ? (
        <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 px-6 py-4 sm:flex-row sm:justify-end">
          {footer}
        </div>
      ) : null}
    </>
  );
}

/**
 * A slide-out whose URL opens it (a record or a long form over its list): it slides in from
 * the right; Escape, the × and a Cancel link go back to the parent page. On the server (and
 * until the scripts hydrate) it renders in place as a plain panel, so it works without
 * JavaScript — the sheet counterpart of RouteDialog.
 */
export function RouteSheet(props: RouteSheetProps) {
  const hydrated = useHydrated();
  return hydrated ? <ClientRouteSheet {...props} /> : <StaticRouteSheet {...props} />;
}

function Header({
  title,
  description,
  titleId,
  descriptionId,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Given on the server-rendered sheet; the Radix one names itself. */
  titleId?: string;
  descriptionId?: string;
}) {
  const titleClass = "text-base font-semibold text-neutral-900";
  const descriptionClass = "text-sm text-neutral-500";
  return (
    <div className="flex flex-col gap-1 border-b border-neutral-200 py-4 pr-14 pl-6">
      {titleId ? (
        <h2 id={titleId} className={titleClass}>
          {title}
        </h2>
      ) : (
        <DialogPrimitive.Title className={titleClass}>{title}</DialogPrimitive.Title>
      )}
      {description ? (
        descriptionId ? (
          <div id={descriptionId} className={descriptionClass}>
            {description}
          </div>
        ) : (
          <DialogPrimitive.Description className={descriptionClass}>{description}</DialogPrimitive.Description>
        )
      ) : null}
    </div>
  );
}

function ClientRouteSheet({ parentPath, title, description, size = "lg", footer, children }: RouteSheetProps) {
  const close = useCloseRouteDialog(parentPath);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className={cn(panelClass, SIZES[size], "data-[state=open]:animate-[sheet-in-right_180ms_ease-out]")}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <Header title={title} description={description} />
          <Body footer={footer}>{children}</Body>
          <DialogCornerClose className="top-4 right-4 p-1.5" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function StaticRouteSheet({ parentPath, title, description, size = "lg", footer, children }: RouteSheetProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      <div className="fixed inset-0 z-50 bg-neutral-950/40" aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(panelClass, SIZES[size])}
      >
        <Header title={title} description={description} titleId={titleId} descriptionId={descriptionId} />
        <Body footer={footer}>{children}</Body>
        <Link
          to={parentPath}
          className="absolute top-4 right-4 rounded-md p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close</span>
        </Link>
      </div>
    </>
  );
}
