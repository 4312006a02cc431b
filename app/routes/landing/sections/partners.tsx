import { Anchor, Compass, Landmark, Mountain, Shield, Trees, Waves, Wheat, type LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./shared.tsx";

/** Invented agencies, shown as text wordmarks. */
const partners: { name: string; icon: LucideIcon; style: string }[] = [
  { name: "Harbor Insurance Agency", icon: Anchor, style: "text-sm font-semibold tracking-tight sm:text-base" },
  { name: "Summit Risk Partners", icon: Mountain, style: "text-xs font-bold tracking-wider uppercase sm:text-[13px]" },
  { name: "Prairie Mutual Agency", icon: Wheat, style: "font-serif text-sm font-semibold italic sm:text-base" },
  { name: "Bluewater Insurance Group", icon: Waves, style: "text-sm font-medium tracking-tight sm:text-base" },
  {
    name: "Keystone Risk Group",
    icon: Landmark,
    style: "text-xs font-semibold tracking-wide uppercase sm:text-[13px]",
  },
  { name: "Redwood Coverage Co.", icon: Trees, style: "font-serif text-sm font-bold sm:text-base" },
  { name: "Northpoint Insurance", icon: Compass, style: "text-sm font-semibold tracking-tight sm:text-base" },
  { name: "Granite Shield Agency", icon: Shield, style: "text-sm font-bold tracking-tight sm:text-base" },
];

export function Partners() {
  return (
    <section aria-labelledby="partners-title" className="border-b border-neutral-200 bg-neutral-50 py-12 sm:py-14">
      <Container>
        <h2 id="partners-title" className="text-center text-sm font-medium text-neutral-600">
          Account managers and CSRs at independent agencies service their books with Cara
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4 sm:gap-x-6">
          {partners.map(({ name, icon: Icon, style }) => (
            <li key={name} className="flex items-center gap-2 text-neutral-700 sm:justify-center sm:text-center">
              <Icon className="size-5 shrink-0 text-neutral-500" aria-hidden />
              <span className={cn("leading-tight", style)}>{name}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
