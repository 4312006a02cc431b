import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TTL_MINUTES,
  requestSignInCodeInput,
  verifySignInCodeInput,
} from "#domain/identity.ts";
import type { Route } from "./+types/signin";

type ActionData = Route.ComponentProps["actionData"];

function usePendingIntent() {
  const navigation = useNavigation();
  return navigation.state !== "idle" ? (navigation.formData?.get("intent") as string | null) : null;
}

export function EmailStep({ actionData }: { actionData: ActionData }) {
  const pending = usePendingIntent() === "request";
  const [form, fields] = useForm({
    id: "signin-email",
    lastResult: actionData?.intent === "request" ? actionData.lastResult : undefined,
    constraint: { email: { required: true } },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: requestSignInCodeInput }),
  });
  return (
    <>
      <h1 className="text-xl font-semibold tracking-tight text-neutral-900">Sign in to Cara</h1>
      <p className="mt-1 text-sm text-neutral-500">Enter your work email and we will send you a six-digit code.</p>
      <Form method="post" className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="request" />
        <FormField field={fields.email} label="Email">
          {(props) => (
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              {...props}
              autoComplete="email"
              autoFocus
              placeholder="you@agency.com"
            />
          )}
        </FormField>
        <FormError errors={form.errors} />
        <Button type="submit" pending={pending} className="w-full">
          {pending ? "Sending code…" : "Continue with email"}
        </Button>
      </Form>
    </>
  );
}

export function CodeStep({
  email,
  code,
  resent,
  actionData,
}: {
  email: string;
  code: string | null;
  resent: boolean;
  actionData: ActionData;
}) {
  const pendingIntent = usePendingIntent();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef<string | null>(null);
  const [form, fields] = useForm({
    id: "signin-code",
    lastResult: actionData?.intent === "verify" ? actionData.lastResult : undefined,
    defaultValue: { email, code: code ?? "" },
    constraint: { code: { required: true } },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifySignInCodeInput }),
  });
  const resendError = actionData?.intent === "resend" ? actionData.lastResult.error?.[""]?.[0] : undefined;

  /** Submits once per complete code: typed, pasted or prefilled from the email's link. */
  function submitWhenComplete(value: string) {
    if (value.length !== SIGN_IN_CODE_LENGTH || submitted.current === value) return;
    submitted.current = value;
    formRef.current?.requestSubmit();
  }
  useEffect(() => {
    if (code && !actionData) submitWhenComplete(code.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verifying = pendingIntent === "verify";
  return (
    <>
      <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
        <MailCheck className="size-5" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold tracking-tight text-neutral-900">Check your email</h1>
      <p className="mt-1 text-sm text-neutral-500">
        {resent ? "We sent a new code to " : "We sent a six-digit code to "}
        <span className="font-medium [overflow-wrap:anywhere] text-neutral-900">{email}</span>. It expires in{" "}
        {SIGN_IN_CODE_TTL_MINUTES} minutes.
      </p>
      <Form method="post" ref={formRef} className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="email" value={email} />
        <FormField field={fields.code} label="Verification code">
          {(props) => (
            <Input
              {...getInputProps(fields.code, { type: "text" })}
              {...props}
              key={fields.code.key}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGN_IN_CODE_LENGTH}
              autoFocus
              readOnly={verifying}
              placeholder="123456"
              className="h-11 text-center text-lg tracking-[0.5em] tabular"
              onChange={(event) => submitWhenComplete(event.currentTarget.value.trim())}
            />
          )}
        </FormField>
        <FormError errors={form.errors} />
        <Button type="submit" pending={verifying} className="w-full">
          {verifying ? "Verifying…" : "Verify and sign in"}
        </Button>
      </Form>
      <Form method="post" className="mt-4 flex items-center justify-between gap-2 text-sm">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <Link
          to="/app/signin"
          className="rounded-sm text-neutral-600 underline-offset-4 hover:text-neutral-900 hover:underline"
        >
          Use a different email
        </Link>
        <Button type="submit" variant="link" size="sm" className="h-auto px-0" pending={pendingIntent === "resend"}>
          Send a new code
        </Button>
      </Form>
      <FormError errors={resendError ? [resendError] : null} className="mt-2" />
    </>
  );
}
