import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { Container } from "./shared.tsx";

const productLinks = [
  { href: "#copilot", label: "Copilot" },
  { href: "#service", label: "Service" },
  { href: "#knowledge", label: "Knowledge" },
  { href: "#communication", label: "Communication" },
  { href: "#features", label: "Use cases" },
  { href: "#integrations", label: "Integrations" },
];

const socialLinks: { href: string; label: string; icon: ReactNode }[] = [
  {
    href: "https://www.linkedin.com/company/cara-insure",
    label: "Cara on LinkedIn",
    icon: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
        <circle cx="7.5" cy="7.5" r="1.6" fill="white" />
        <rect x="6.1" y="10" width="2.8" height="8" fill="white" />
        <path
          d="M11 10h2.7v1.2c.5-.8 1.4-1.4 2.8-1.4 2.4 0 3 1.5 3 3.6V18h-2.8v-4.1c0-1-.1-2.1-1.4-2.1s-1.5 1-1.5 2.1V18H11z"
          fill="white"
        />
      </>
    ),
  },
  {
    href: "https://x.com/cara_insure",
    label: "Cara on X",
    icon: (
      <path
        d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z"
        fill="currentColor"
      />
    ),
  },
  {
    href: "https://www.youtube.com/@cara-insure",
    label: "Cara on YouTube",
    icon: (
      <>
        <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="currentColor" />
        <path d="M10 8.8v6.4l5.4-3.2z" fill="white" />
      </>
    ),
  },
];

export function LandingFooter({ bookDemoUrl }: { bookDemoUrl: string }) {
  const linkClass = "rounded-sm text-sm text-neutral-600 transition-colors hover:text-neutral-900";
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-6 text-neutral-600">
            The AI assistant for insurance agencies: policy answers, ACORD forms, certificates, service requests, phone
            and email.
          </p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-neutral-900">
            Product
          </h2>
          <ul className="mt-4 space-y-3">
            {productLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-start">
          <h2 id="footer-start" className="text-sm font-semibold text-neutral-900">
            Get started
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={bookDemoUrl} className={linkClass}>
                Book a Demo
              </a>
            </li>
            <li>
              <Link to="/app" className={linkClass}>
                Log in
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-neutral-900">Follow Cara</h2>
          <ul className="mt-4 flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  className={
                    "flex size-9 items-center justify-center rounded-lg border border-neutral-200 bg-white " +
                    "text-neutral-700 transition-colors hover:text-neutral-900"
                  }
                >
                  <svg viewBox="0 0 24 24" className="size-4" aria-hidden focusable="false">
                    {social.icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Container>
        <div className="flex flex-col gap-2 border-t border-neutral-200 py-6 text-sm text-neutral-600 sm:flex-row sm:justify-between">
          <p>&copy; 2025 Cara</p>
          <p>Made for independent insurance agencies.</p>
        </div>
      </Container>
    </footer>
  );
}
