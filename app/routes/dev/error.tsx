import { useState } from "react";
import { data } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Route } from "./+types/error";

export const meta = () => [{ title: "Error check · Cara" }];

/**
 * Shows the application error page on purpose (embedded setup only): `?in=loader` fails on
 * the server, the button fails while rendering in the browser.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.devRoutes) throw data("Not found", { status: 404 });
  if (new URL(request.url).searchParams.get("in") === "loader") {
    throw new Error("Deliberate failure in a loader (/dev/error)");
  }
  return null;
}

function Thrower(): never {
  throw new Error("Deliberate failure while rendering (/dev/error)");
}

export default function DevError() {
  const [broken, setBroken] = useState(false);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold text-neutral-900">Error page check</h1>
      <p className="mt-2 text-sm text-neutral-500">
        Press the button to make this page fail and show the application error page.
      </p>
      <Button className="mt-6" onClick={() => setBroken(true)}>
        Throw an error
      </Button>
      {broken ? <Thrower /> : null}
    </main>
  );
}
