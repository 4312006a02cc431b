import type { Request } from "express";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { ExecutionResult } from "graphql";
import { isAgencyUserCtx, type Ctx, type Runtime } from "../lib/context.ts";
import { listMailbox, type MailMessage } from "../modules/mail/mail.service.ts";
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY,
  releaseIdempotencyKey,
  storeIdempotentResponse,
  type IdempotencyClaim,
} from "../modules/security/idempotency.service.ts";
import { devRoutesOpenTo } from "./dev-routes.ts";
import { executeInProcess } from "./graphql-endpoint.ts";

/** Settings the screens may show (never secrets). */
export interface PublicConfig {
  docsUrl: string;
  bookDemoUrl: string;
  supportEmail: string;
  /** External scheduling page behind Contact Sales. */
  contactSalesUrl: string;
  /** The payment provider's public key for the card form; null with local billing. */
  paymentPublishableKey: string | null;
  /** The largest upload (MAX_UPLOAD_MB): one file, or a form's files together. */
  maxUploadBytes: number;
}

/** What React Router loaders and actions receive as `context`. */
export interface LoadContext {
  requestId: string;
  publicConfig: PublicConfig;
  /** A multipart form over the body limit was dropped unread: the action says so under its file field (ADR 025). */
  bodyTooLarge: boolean;
  /** Runs a GraphQL operation in-process as the signed-in user (or anonymously). */
  graphql<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<ExecutionResult<TData>>;
  /**
   * A form submission's idempotency key (ADR 011, the same keys as ADR 021): claims `key` for
   * the submission's `digest` as the signed-in user; null when nobody is signed in (no key is kept).
   */
  claimSubmission(key: string, digest: string): Promise<IdempotencyClaim | { kind: "malformed" } | null>;
  /** Keeps the submission's answer for a replay, or frees the key (`null`: nothing was written). */
  settleSubmission(key: string, answer: unknown): Promise<void>;
  /** The stored outbox, newest first; null when SMTP is configured (the page does not exist). */
  devMailbox: (() => Promise<MailMessage[]>) | null;
  /** Whether the /dev pages exist for this request: embedded setup (no SMTP), loopback client (ADR 020). */
  devRoutes: boolean;
  /** The nonce the page's scripts carry (the Content-Security-Policy allows only those). */
  cspNonce: string;
  /** Logs an error of this request (loader, action or render) with its request id. */
  reportError(error: unknown): void;
}

export function publicConfigOf(runtime: Runtime): PublicConfig {
  return {
    docsUrl: runtime.config.DOCS_URL,
    bookDemoUrl: runtime.config.BOOK_DEMO_URL,
    supportEmail: runtime.config.SUPPORT_EMAIL,
    contactSalesUrl: runtime.config.CONTACT_SALES_URL,
    paymentPublishableKey: runtime.billing.publishableKey,
    maxUploadBytes: runtime.config.maxUploadBytes,
  };
}

/** Idempotency keys of form submissions, kept for the signed-in user (ADR 011). */
export function submissionKeys(
  agencyOf: () => Promise<Ctx | null>,
): Pick<LoadContext, "claimSubmission" | "settleSubmission"> {
  return {
    claimSubmission: async (key, digest) => {
      const agency = await agencyOf();
      if (!isAgencyUserCtx(agency)) return null;
      return IDEMPOTENCY_KEY.test(key) ? claimIdempotencyKey(agency, key, digest) : { kind: "malformed" };
    },
    settleSubmission: async (key, answer) => {
      const agency = await agencyOf();
      if (!isAgencyUserCtx(agency)) return;
      if (answer === null) await releaseIdempotencyKey(agency, key);
      else await storeIdempotentResponse(agency, key, answer);
    },
  };
}

export function createLoadContext(runtime: Runtime, req: Request): LoadContext {
  const publicConfig = publicConfigOf(runtime);
  const devRoutes = devRoutesOpenTo(runtime.config, req);
  return {
    requestId: req.cara.requestId,
    publicConfig,
    bodyTooLarge: req.bodyTooLarge === true,
    graphql: async (document, variables) => executeInProcess(await req.cara.graphqlContext(), document, variables),
    ...submissionKeys(async () => (await req.cara.graphqlContext()).agency),
    devMailbox: devRoutes ? () => listMailbox(runtime) : null,
    devRoutes,
    cspNonce: String(req.res?.locals.cspNonce ?? ""),
    reportError: (error) =>
      runtime.log.error("Request failed", { requestId: req.cara.requestId, path: req.path, error }),
  };
}
