import { CircleCheck, ExternalLink } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { DialogFooter } from "../ui/dialog.tsx";
import { UPDATE_SUCCESS } from "./messages.ts";

/** The checkout's last screen once the update is applied. */
export function CheckoutSucceeded({ onDone }: { onDone: () => void }) {
  return (
    <>
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <CircleCheck className="size-5 shrink-0 text-green-600" aria-hidden />
        <p>{UPDATE_SUCCESS}</p>
      </div>
      <DialogFooter>
        <Button onClick={onDone} autoFocus>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}

/** The provider's checkout page opened in a new tab: the subscription changes when it is paid. */
export function CheckoutRedirected({ checkoutUrl, onClose }: { checkoutUrl: string; onClose: () => void }) {
  return (
    <>
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-sm text-neutral-800"
      >
        <ExternalLink className="size-5 shrink-0 text-neutral-500" aria-hidden />
        <div className="flex flex-col gap-1">
          <p>Checkout continues in the new tab. Your subscription updates once the payment is complete.</p>
          <p className="text-neutral-500">
            No new tab?{" "}
            <a
              href={checkoutUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-accent-700 underline-offset-4 hover:underline"
            >
              Open checkout
            </a>
          </p>
        </div>
      </div>
      <DialogFooter>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
