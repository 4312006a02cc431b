import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import "./app.css";
import "./load-context.ts";
import { ApplicationError } from "./components/application-error.tsx";
import { useSupportEmail } from "./lib/public-config.ts";
import { useCspNonce } from "./lib/csp-nonce.ts";
import { NotFound } from "./components/not-found.tsx";
import { isDatabaseUnavailable, Reconnecting } from "./components/reconnecting.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { publicConfig: context.publicConfig };
}

/** Routes whose handle says `hydrate: false` are plain HTML: no client JS is sent. */
export interface RouteHandle {
  hydrate?: boolean;
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const nonce = useCspNonce();
  const hydrate = !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // marks the page interactive: until then dialogs and menus are their server-rendered, no-JS forms
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toaster position="bottom-right" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const supportEmail = useSupportEmail();
  // the database is away (503): the page reconnects by itself, not the error page (ADR 066)
  if (isDatabaseUnavailable(error))
    return (
      <main className="min-h-screen px-6">
        <Reconnecting />
      </main>
    );
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="min-h-screen px-6">
        <NotFound />
      </main>
    );
  }
  return (
    <main className="min-h-screen px-6">
      <ApplicationError error={error} supportEmail={supportEmail} />
    </main>
  );
}
