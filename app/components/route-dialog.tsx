import { X } from "lucide-react";
import { useId, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Button } from "./ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  dialogContentClass,
} from "./ui/dialog.tsx";

/**
 * Closes a dialog that is a route: back one step when it was opened from within the app,
 * else to its parent page (a direct visit or a reload).
 */
export function useCloseRouteDialog(parentPath: string) {
  const navigate = useNavigate();
  return () => {
    // React Router numbers its history entries; 0 is the page the browser loaded first.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(parentPath, { replace: true, preventScrollReset: true });
  };
}

/**
 * The dialog's Cancel/Back button: a link to the parent page, so it works before the
 * scripts run (or without them); with JavaScript it goes back one step like Escape.
 */
export function DialogBack({ parentPath, children = "Cancel" }: { parentPath: string; children?: ReactNode }) {
  const close = useCloseRouteDialog(parentPath);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  return (
    <Button asChild variant="secondary">
      <Link to={parentPath} onClick={onClick} preventScrollReset>
        {children}
      </Link>
    </Button>
  );
}

interface RouteDialogProps {
  parentPath: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A dialog whose URL opens it; Escape, the × and Cancel go back to the parent page.
 * On the server (and until the scripts hydrate) it renders in place as a plain modal
 * section, so a page fetched without JavaScript shows the dialog and its form
 * (docs/product/policies.md, "Dialogs").
 */
export function RouteDialog(props: RouteDialogProps) {
  const hydrated = useHydrated();
  return hydrated ? <ClientRouteDialog {...props} /> : <StaticRouteDialog {...props} />;
}

function ClientRouteDialog({ parentPath, title, description, children, className }: RouteDialogProps) {
  const close = useCloseRouteDialog(parentPath);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

function StaticRouteDialog({ parentPath, title, description, children, className }: RouteDialogProps) {
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
        className={cn(dialogContentClass, className)}
      >
        <DialogHeader>
          <h2 id={titleId} className="text-base font-semibold text-neutral-900">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-sm text-neutral-500">
              {description}
            </div>
          ) : null}
        </DialogHeader>
        {children}
        <Link
          to={parentPath}
          className="absolute top-4 right-4 rounded-md p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close</span>
        </Link>
      </div>
    </>
  );
}
