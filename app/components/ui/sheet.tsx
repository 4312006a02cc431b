import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { DialogCornerClose, DialogOverlay } from "./dialog.tsx";

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A panel sliding in from the left edge (the mobile navigation drawer). */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-neutral-200 bg-white shadow-xl",
          "data-[state=open]:animate-[sheet-in-left_180ms_ease-out]",
          className,
        )}
        {...props}
      >
        {children}
        <DialogCornerClose className="top-3 right-3 p-1.5" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
