import { BookOpen, ExternalLink } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { DIALOG_PARAM, withDialog } from "#app/lib/dialog-param.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog.tsx";

/** Opened by `?dialog=documentation` on any page; closing removes the parameter. */
export function DocumentationDialog({ docsUrl }: { docsUrl: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = new URLSearchParams(location.search).get(DIALOG_PARAM) === "documentation";
  const close = () =>
    navigate(
      { pathname: location.pathname, search: withDialog(location.search, null) },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
            <BookOpen className="size-5" aria-hidden />
          </div>
          <DialogTitle>Documentation</DialogTitle>
          <DialogDescription>
            Guides for every part of Cara: copilot workspaces and presets, servicing, calls and emails, the knowledge
            base, accounts and policies, and your subscription.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button asChild>
            <a href={docsUrl} target="_blank" rel="noreferrer">
              Open documentation
              <ExternalLink aria-hidden />
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
