import { Link } from "react-router";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/landing";

export const handle: RouteHandle = { hydrate: false };
export const meta = () => [{ title: "Cara · The AI assistant for insurance agencies" }];

export function loader({ context }: Route.LoaderArgs) {
  return { bookDemoUrl: context.publicConfig.bookDemoUrl };
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-10">
      <h1 className="text-2xl font-semibold">Cara</h1>
      <a href={loaderData.bookDemoUrl}>Book a Demo</a> <Link to="/app">Log in</Link>
    </main>
  );
}
