import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog.tsx";

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

/** A dialog whose URL opens it; Escape, the × and Cancel go back to the parent page. */
export function RouteDialog({
  parentPath,
  title,
  description,
  children,
  className,
}: {
  parentPath: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
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
