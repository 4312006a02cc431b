import { FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button.tsx";

export function NotFound({ homeHref = "/", message }: { homeHref?: string; message?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-20 text-center">
      <title>Page not found · Cara</title>
      <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
        <FileQuestion className="size-5" aria-hidden />
      </div>
      <p className="text-sm font-medium text-neutral-500">404</p>
      <h1 className="mt-1 text-xl font-semibold tracking-tight text-neutral-900">Page not found</h1>
      <p className="mt-2 text-sm text-neutral-500">
        {message ?? "The page you are looking for does not exist or has moved."}
      </p>
      <Button asChild className="mt-6">
        <Link to={homeHref}>Go back home</Link>
      </Button>
    </div>
  );
}
