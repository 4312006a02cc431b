import { Link } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import type { Route } from "./+types/signin";
import { CodeStep, EmailStep } from "./signin-forms.tsx";

export { action, loader } from "./signin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Cara" }];

/**
 * Sign-in (docs/product/sign-in-and-sessions.md): step one asks for an email; `?email=` shows step
 * two, the six-digit code.
 */
export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { email, code, resent } = loaderData;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-neutral-50 px-4 py-12">
      <Link to="/" className="mb-8 rounded-md" aria-label="Cara home">
        <Logo />
      </Link>
      <div className="w-full max-w-sm rounded-lg border border-neutral-200 bg-white p-6 shadow-xs sm:p-8">
        {email ? (
          <CodeStep key={email} email={email} code={code} resent={resent} actionData={actionData} />
        ) : (
          <EmailStep actionData={actionData} />
        )}
      </div>
      <p className="mt-8 text-xs text-neutral-500">© 2025 Cara. Built for insurance agencies.</p>
    </main>
  );
}
