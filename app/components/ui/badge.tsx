import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Soft status badges in the product's colour words (docs/product/shell-and-navigation.md); the
 * label always names the state.
 */
export const badgeVariants = cva(
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
  {
    variants: {
      tone: {
        sky: "bg-sky-50 text-sky-700 ring-sky-600/20",
        green: "bg-green-50 text-green-700 ring-green-600/20",
        neutral: "bg-neutral-100 text-neutral-700 ring-neutral-500/20",
        red: "bg-red-50 text-red-700 ring-red-600/20",
        amber: "bg-amber-50 text-amber-800 ring-amber-600/25",
        rose: "bg-rose-50 text-rose-700 ring-rose-600/20",
        blue: "bg-blue-50 text-blue-700 ring-blue-600/20",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  live,
  children,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { live?: boolean }) {
  return (
    <span className={cn(badgeVariants({ tone }), className)} {...props}>
      {live ? <span aria-hidden className="size-1.5 rounded-full bg-current" /> : null}
      {children}
    </span>
  );
}
