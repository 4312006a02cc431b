import { Check, Mail } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { CopyButton } from "#app/components/copy-button.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import type { Route } from "./+types/email";

export { action, loader } from "./email.server.ts";
export const meta = () => pageTitle("Email");

const NAMES: Record<string, string> = {
  POSTMARK: "Postmark",
  SENDGRID: "SendGrid",
  MAILGUN: "Mailgun",
  RAW: "Raw MIME",
};

const HOW: Record<string, string> = {
  POSTMARK:
    "In your Postmark server's inbound settings, paste this URL as the webhook (it carries the secret as Basic credentials; Postmark signs nothing).",
  SENDGRID:
    "In SendGrid's Inbound Parse settings, paste this URL (its last part is the secret). Raw or parsed mode both work. With a security policy, paste its public key below and every post must be signed.",
  MAILGUN:
    "Make a route that forwards to this URL (add /mime to receive the raw message). Paste Mailgun's HTTP webhook signing key below: without it Mailgun's posts are refused.",
  RAW: "POST the whole message (message/rfc822) to this URL with the header Authorization: Bearer <secret>: for SES via S3, or any mail server's pipe.",
};

function Field({ label, value, secret }: { label: string; value: string; secret?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-neutral-500">{label}</span>
      <div className="flex min-w-0 flex-col items-start gap-2 sm:flex-row sm:items-center">
        <code
          className={`w-full min-w-0 flex-1 rounded-md border border-neutral-200 bg-neutral-50 px-2 py-1.5 font-mono text-xs break-all text-neutral-800 ${secret ? "select-all" : ""}`}
        >
          {value}
        </code>
        <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}

type Data = Route.ComponentProps["loaderData"];
type Provider = Data["settings"]["providers"][number];
type ActionData = Route.ComponentProps["actionData"];

const errorFor = (actionData: ActionData, provider: string) =>
  actionData && "error" in actionData && actionData.error?.provider === provider ? actionData.error.message : null;

function KeyForm({ provider, actionData }: { provider: Provider; actionData: ActionData }) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("provider") === provider.provider &&
    navigation.formData?.get("intent") === "key";
  const label = provider.provider === "MAILGUN" ? "Webhook signing key" : "Security policy public key";
  const error = errorFor(actionData, provider.provider);
  const saved =
    actionData && "keySaved" in actionData && actionData.keySaved === provider.provider && navigation.state === "idle";
  const id = `key-${provider.provider.toLowerCase()}`;
  return (
    <ActionForm className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="key" />
      <input type="hidden" name="provider" value={provider.provider} />
      <label htmlFor={id} className="text-xs font-medium text-neutral-500">
        {label}{" "}
        {provider.keyConfigured
          ? "(set; paste a new one to replace it, or leave empty and save to remove it)"
          : "(not set)"}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          name="key"
          type="password"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-sm aria-[invalid]:border-red-500"
        />
        <Button type="submit" variant="secondary" pending={pending}>
          Save key
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-neutral-600">
        {saved ? (
          <span className="inline-flex items-center gap-1.5">
            <Check aria-hidden className="size-4 text-green-600" />
            {"removed" in actionData && actionData.removed ? "Key removed" : "Key saved"}
          </span>
        ) : null}
      </p>
    </ActionForm>
  );
}

function ProviderCard({
  provider,
  confirm,
  regenerated,
  actionData,
}: {
  provider: Provider;
  confirm: boolean;
  regenerated: boolean;
  actionData: ActionData;
}) {
  const navigation = useNavigation();
  const name = NAMES[provider.provider] ?? provider.provider;
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "regenerate";
  const headingId = `provider-${provider.provider.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-5"
    >
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-neutral-900">
          {name}
        </h3>
        <p className="mt-1 text-sm text-neutral-600">{HOW[provider.provider]}</p>
      </div>
      <Field label="Webhook URL" value={provider.webhookUrl} />
      {provider.secret ? <Field label="Secret" value={provider.secret} secret /> : null}
      {provider.secret ? (
        confirm ? (
          <div
            role="alertdialog"
            aria-labelledby={`${headingId}-confirm`}
            className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
          >
            <p id={`${headingId}-confirm`} className="text-sm text-amber-900">
              Regenerate the {name} secret? The current one stops working at once: mail {name} posts with it is refused
              until you paste the new URL or secret there.
            </p>
            <div className="flex flex-wrap gap-2">
              <ActionForm>
                <input type="hidden" name="intent" value="regenerate" />
                <input type="hidden" name="provider" value={provider.provider} />
                <Button type="submit" variant="destructive" pending={pending}>
                  Regenerate secret
                </Button>
              </ActionForm>
              <Link to="/app/settings/email" preventScrollReset className={buttonVariants({ variant: "secondary" })}>
                Cancel
              </Link>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={`/app/settings/email?regenerate=${provider.provider}`}
              preventScrollReset
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              Regenerate
            </Link>
            <p role="status" className="text-sm text-neutral-600">
              {regenerated ? (
                <span className="inline-flex items-center gap-1.5">
                  <Check aria-hidden className="size-4 text-green-600" />
                  New secret made; the old one no longer works
                </span>
              ) : null}
            </p>
          </div>
        )
      ) : null}
      {errorFor(actionData, provider.provider) && provider.keyConfigured === null ? (
        <p className="text-sm text-red-600">{errorFor(actionData, provider.provider)}</p>
      ) : null}
      {provider.keyConfigured !== null ? <KeyForm provider={provider} actionData={actionData} /> : null}
    </section>
  );
}

/**
 * Settings → Email (ADR 067; docs/product/emails.md): the agency's inbound address, the embedded
 * SMTP listener, and each provider's webhook URL and secret with Regenerate (confirmed on the page,
 * so it works without JavaScript) and the keys pasted from Mailgun and SendGrid.
 */
export default function EmailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, confirm, regenerated } = loaderData;
  if (!settings)
    return (
      <EmptyState
        icon={Mail}
        title="No inbound address"
        description="Sign in again to see your agency's email settings."
      />
    );
  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="email-address-heading"
        className="flex min-w-0 flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-5"
      >
        <div>
          <h2 id="email-address-heading" className="text-base font-semibold text-neutral-900">
            Inbound email
          </h2>
          <p className="mt-1 text-sm text-neutral-600">
            Mail sent to this address becomes an email thread Cara reads. Forward your service mailbox to it, or connect
            a provider below.
          </p>
        </div>
        <Field label="Inbound address" value={settings.address} />
        <p className="text-sm text-neutral-600">
          {settings.smtp.enabled
            ? `Cara's own mail server takes mail for it on ${settings.smtp.host}:${settings.smtp.port} (SMTP, no sign-in): point your mail server or MX there.`
            : "Cara's own mail server is off (INBOUND_SMTP_PORT=0): connect a provider below."}
        </p>
      </section>
      <h2 className="text-base font-semibold text-neutral-900">Providers</h2>
      <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-2">
        {settings.providers.map((provider) => (
          <ProviderCard
            key={provider.provider}
            provider={provider}
            confirm={confirm === provider.provider}
            regenerated={regenerated === provider.provider}
            actionData={actionData}
          />
        ))}
      </div>
    </div>
  );
}
