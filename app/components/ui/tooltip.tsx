import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const TooltipProvider = TooltipPrimitive.Provider;

/** A label shown on hover and focus (icon-only controls). */
export function Tooltip({
  label,
  side = "right",
  children,
  className,
}: {
  label: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>["side"];
  children: ReactNode;
  className?: string;
}) {
  return (
    <TooltipPrimitive.Root delayDuration={200}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={8}
          className={cn("z-50 rounded-md bg-neutral-900 px-2 py-1 text-xs font-medium text-white shadow-md", className)}
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
