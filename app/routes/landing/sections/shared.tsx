import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

/** Page-width wrapper shared by every landing section. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-5 sm:px-6 lg:px-8", className)}>{children}</div>;
}

/** Every call to action on the landing page: a link to the external demo form. */
export function BookDemoLink({
  href,
  size = "lg",
  variant = "primary",
  className,
  arrow = true,
}: {
  href: string;
  size?: "sm" | "md" | "lg";
  variant?: "primary" | "secondary";
  className?: string;
  arrow?: boolean;
}) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={href}>
        Book a Demo
        {arrow ? <ArrowRight aria-hidden /> : null}
      </a>
    </Button>
  );
}

/** Eyebrow, h2 and one-paragraph description that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold text-accent-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance text-neutral-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-7 text-pretty text-neutral-600">{description}</p>
    </div>
  );
}
