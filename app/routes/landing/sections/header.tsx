import { Link } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { BookDemoLink, Container } from "./shared.tsx";

const anchors = [
  { href: "#product", label: "Product" },
  { href: "#features", label: "Features" },
  { href: "#integrations", label: "Integrations" },
];

export function LandingHeader({ bookDemoUrl }: { bookDemoUrl: string }) {
  return (
    <header className="z-40 border-b border-neutral-200 bg-white/90 backdrop-blur md:sticky md:top-0">
      <Container className="flex flex-wrap items-center gap-x-6 md:h-16 md:flex-nowrap">
        <a href="#top" className="-m-1 flex h-14 items-center rounded-lg p-1 md:h-auto" aria-label="Cara home">
          <Logo />
        </a>
        <nav
          aria-label="Main"
          className="order-last -mx-2 flex w-full gap-1 border-t border-neutral-100 py-2 md:order-none md:mx-0 md:w-auto md:border-0 md:py-0"
        >
          {anchors.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="rounded-lg px-2 py-1.5 text-sm font-medium text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 md:px-3"
            >
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="ghost" size="md">
            <Link to="/app">Log in</Link>
          </Button>
          <BookDemoLink href={bookDemoUrl} size="md" arrow={false} />
        </div>
      </Container>
    </header>
  );
}
