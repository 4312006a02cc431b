import { Inbox, RefreshCw } from "lucide-react";
import { data, Link } from "react-router";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/lib/format.ts";
import type { Route } from "./+types/mailbox";

export const meta = () => [{ title: "Dev mailbox · Cara" }];

/** The outbox of the embedded setup: every message the app sent, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.devMailbox) throw data("Not found", { status: 404 });
  const messages = await context.devMailbox();
  return {
    messages: messages.map((m) => ({
      id: m.id,
      from: m.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex items-start justify-between gap-4">
        <div>
          <Link to="/" aria-label="Cara home" className="rounded-md">
            <Logo />
          </Link>
          <h1 className="mt-6 text-xl font-semibold tracking-tight text-neutral-900">Dev mailbox</h1>
          <p className="mt-1 text-sm text-neutral-500">
            No SMTP server is configured (SMTP_URL), so outbound mail is kept here and printed to the server log.
          </p>
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link to="." reloadDocument>
            <RefreshCw aria-hidden />
            Refresh
          </Link>
        </Button>
      </div>
      {messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No messages"
          description="Mail the app sends, such as sign-in codes, appears here."
        />
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Messages, newest first">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                className="rounded-lg border border-neutral-200 bg-white"
                aria-labelledby={`subject-${message.id}`}
              >
                <header className="border-b border-neutral-200 px-4 py-3">
                  <h2 id={`subject-${message.id}`} className="text-sm font-semibold text-neutral-900">
                    {message.subject}
                  </h2>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-neutral-500">
                    <dt>From</dt>
                    <dd className="truncate">{message.from}</dd>
                    <dt>To</dt>
                    <dd className="truncate" data-testid="mail-to">
                      {message.to}
                    </dd>
                    <dt>Sent</dt>
                    <dd className="tabular">
                      <time dateTime={message.createdAt} suppressHydrationWarning>
                        {formatDateTime(message.createdAt)}
                      </time>
                    </dd>
                  </dl>
                </header>
                <pre
                  className="overflow-x-auto px-4 py-3 font-sans text-sm leading-6 whitespace-pre-wrap text-neutral-800"
                  data-testid="mail-body"
                >
                  {message.text}
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
