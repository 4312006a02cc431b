import path from "node:path";
import { z } from "zod";
import { DEFAULT_MAX_UPLOAD_MB } from "../domain/document.ts";

/**
 * Every setting the server reads, its default and its validation. Nothing else in the
 * codebase reads process.env. A wrong value stops start-up with a message naming the
 * setting (see `loadConfig`).
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.pipe(z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`) }).optional());

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** `scheme://host:port` of an http(s) URL (default ports dropped), or null. */
export function canonicalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Why a CARA_MODEL value is wrong, or null (see the setting). */
export function caraModelProblem(value: string): string | null {
  if (value === "offline") return null;
  const [kind, ...rest] = value.split(":");
  const target = rest.join(":");
  if ((kind === "openai" || kind === "anthropic") && target.trim()) return null;
  if (kind === "openai-compatible") {
    const [baseUrl, model] = target.split("#");
    if (!model?.trim()) return 'must be "openai-compatible:<base URL>#<model>", the model after "#"';
    if (!canonicalOrigin(baseUrl ?? "")) return `"${baseUrl}" is not an http(s) base URL`;
    return null;
  }
  return 'must be "offline", "openai:<model>", "anthropic:<model>" or "openai-compatible:<base URL>#<model>"';
}

/** Why a CARA_EMBEDDINGS value is wrong, or null (see the setting). */
export function embeddingsProblem(value: string): string | null {
  const [kind, ...rest] = value.split(":");
  const target = rest.join(":");
  if (kind === "openai" && target.trim()) return null;
  if (kind === "openai-compatible") {
    const [baseUrl, model] = target.split("#");
    if (!model?.trim()) return 'must be "openai-compatible:<base URL>#<model>", the model after "#"';
    if (!canonicalOrigin(baseUrl ?? "")) return `"${baseUrl}" is not an http(s) base URL`;
    return null;
  }
  return 'must be "openai:<model>" or "openai-compatible:<base URL>#<model>"';
}

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** TCP port the web server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface the web server binds to. */
  HOST: z.string().default("0.0.0.0"),
  /** Public address of the app, used in links inside emails. Defaults to http://localhost:PORT. */
  APP_URL: optionalUrl(["http", "https"]),
  /** Folder holding the embedded database (db/) and stored files (files/). */
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL connection string. Without it the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  /** Key for signing and hashing (sign-in codes). Without it a random key is generated once and kept in the database. */
  SECRET_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Earlier SECRET_KEYs, comma-separated: credentials sealed under them still open (ADR 016 key rotation). */
  SECRET_KEY_PREVIOUS: optionalString,
  /** SMTP server for outbound mail, e.g. smtp://user:pass@smtp.example.com:587. Without it mail goes to the outbox at /dev/mailbox. */
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  /** Sender of outbound mail. */
  MAIL_FROM: z.string().min(3).default("Cara <no-reply@cara.localhost>"),
  /** Port of the embedded inbound SMTP listener (issue 30, ADR 067); 0 turns it off. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Interface the inbound SMTP listener binds to: loopback unless configured (e.g. 0.0.0.0 behind an MX). */
  INBOUND_SMTP_HOST: z.string().min(1).default("127.0.0.1"),
  /** Domain of the agencies' inbound addresses (`<agency>@<domain>`); point its MX at the listener or a provider. */
  INBOUND_EMAIL_DOMAIN: z.string().min(3).default("inbound.cara.localhost"),
  /** The largest inbound message (MIME or a provider's body), in MB; larger ones are refused before they are stored. */
  INBOUND_EMAIL_MAX_MB: z.coerce.number().min(1).max(200).default(50),
  /** inline: jobs run inside the web process. separate: only `npm run worker` processes run them. */
  WORKER: z.enum(["inline", "separate"]).default("inline"),
  /** Web processes sharing the port (PostgreSQL only): one per CPU core the server may use (ADR 049). */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Who may open /dev/mailbox and /dev/error (embedded setup only): `loopback` clients (the socket's address), or `any` client. */
  DEV_ROUTES: z.enum(["loopback", "any"]).default("loopback"),
  /**
   * The browser tests' fixture route, POST /dev/test-agency (ADR 053): a copy of the demo agency with a
   * signed-in session per journey. Only with the embedded mail outbox (no SMTP_URL), only from the
   * clients /dev is open to; the Playwright server sets it, nothing else should.
   */
  TEST_FIXTURES: booleanFlag.default(false),
  /** Other origins (scheme://host[:port], comma-separated) allowed to call /graphql with cookies and to post forms; APP_URL always is. */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)) {
        const origin = canonicalOrigin(item);
        if (!origin) ctx.addIssue({ code: "custom", message: `"${item}" is not an http(s) origin` });
        else origins.push(origin);
      }
      return origins;
    }),
  /**
   * The largest upload, in MB: one file, or the files of one form together. It also bounds every
   * request body (/graphql, form posts, uploads) at this plus 1 MB for the other fields (ADR 025).
   */
  MAX_UPLOAD_MB: z.coerce.number().min(1).max(1024).default(DEFAULT_MAX_UPLOAD_MB),
  /** A GraphQL request over HTTP stops starting resolvers after this many milliseconds. */
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  /** Requests per minute from one client address (pages, form posts, /graphql). */
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Requests per minute from one signed-in user. */
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Trust X-Forwarded-* headers from this many proxy hops (for client addresses and https detection). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** External documentation site linked from the Documentation dialog. */
  DOCS_URL: z.url().default("https://docs.cara.insure"),
  /** External form every Book a Demo call to action links to. */
  BOOK_DEMO_URL: z.url().default("https://cal.com/cara-insure/demo"),
  /** Support address shown on the error page. */
  SUPPORT_EMAIL: z.email().default("support@cara.insure"),
  /** How often a live stream re-checks its session (sign-out and disable also end it at once). */
  LIVE_SESSION_CHECK_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** Logging threshold. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Stripe secret key. Without it billing is local: prices from the plan table, changes applied at once. */
  STRIPE_SECRET_KEY: optionalString,
  /** Stripe publishable key, for the card form shown in checkout. */
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Signing secret of the Stripe webhook endpoint (/webhooks/stripe). Required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Twilio auth token (issue 31, ADR 075): with it every Twilio voice webhook and relay WebSocket
   * upgrade must carry a valid X-Twilio-Signature (403 otherwise). Unset: accepted unsigned (embedded default).
   */
  TWILIO_AUTH_TOKEN: optionalString,
  /** Secret of a Twilio Webhooks Rule SharedKey (HMAC-SHA256 signatures); required for requests that name one. */
  TWILIO_SHARED_KEY_SECRET: optionalString,
  /** Stripe API address; only changed to point at a local stand-in server. */
  STRIPE_API_URL: z.url().default("https://api.stripe.com"),
  /** External scheduling page behind every Contact Sales button (the Enterprise plan). */
  CONTACT_SALES_URL: z.url().default("https://cal.com/cara-insure/sales"),
  /** Seed the demo agency on first start with an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  /** Mapbox public token: address autofill through the Mapbox Geocoding API, restricted to the US. Without it an offline US ZIP table fills city and state. */
  MAPBOX_TOKEN: optionalString,
  /** Mapbox API address; only changed to point at a local stand-in server. */
  MAPBOX_API_URL: z.url().default("https://api.mapbox.com"),
  /**
   * Cara's language model (ADR 030): `offline` (the built-in engine, no model), `openai:<model>`,
   * `anthropic:<model>`, or `openai-compatible:<base URL>#<model>` (Ollama, vLLM, LM Studio, llama.cpp).
   */
  CARA_MODEL: z
    .string()
    .trim()
    .default("offline")
    .superRefine((value, ctx) => {
      const problem = caraModelProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  /**
   * Embedding model for hybrid search (ADR 032): `openai:<model>` (e.g. openai:text-embedding-3-small)
   * or `openai-compatible:<base URL>#<model>`. Unset: search is full text alone. Used only where the
   * database has pgvector (PGlite loads it; on PostgreSQL the extension must be installed).
   */
  CARA_EMBEDDINGS: optionalString.superRefine((value, ctx) => {
    const problem = value === undefined ? null : embeddingsProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  /** OpenAI API key (required with CARA_MODEL=openai:... or CARA_EMBEDDINGS=openai:...). */
  OPENAI_API_KEY: optionalString,
  /** OpenAI API address (default https://api.openai.com/v1); tests point it at a local server. */
  OPENAI_BASE_URL: optionalUrl(["http", "https"]),
  /** Anthropic API key (required with CARA_MODEL=anthropic:...). */
  ANTHROPIC_API_KEY: optionalString,
  /** Anthropic API address (default https://api.anthropic.com/v1); tests point it at a local server. */
  ANTHROPIC_BASE_URL: optionalUrl(["http", "https"]),
  /** Bearer key for an OpenAI-compatible server, when it wants one. */
  OPENAI_COMPATIBLE_API_KEY: optionalString,
  /** A model request that has not answered (headers) within this many milliseconds fails. */
  CARA_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Retries of a model request answered 429 or 5xx, with exponential backoff. */
  CARA_MODEL_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** One run of Cara: at most this many model steps (each may call tools). */
  CARA_RUN_MAX_STEPS: z.coerce.number().int().min(1).max(100).default(12),
  /** One run of Cara: input plus output tokens it may spend. */
  CARA_RUN_MAX_TOKENS: z.coerce.number().int().min(1000).default(200_000),
  /** One run of Cara: wall-clock seconds before it is stopped. */
  CARA_RUN_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  /** Brave Search API key: Cara's search web tool. Without it the tool says no web search is configured. */
  WEB_SEARCH_API_KEY: optionalString,
  /** Brave Search API address; only changed to point at a local stand-in server. */
  WEB_SEARCH_API_URL: z.url().default("https://api.search.brave.com"),
  /** S3-compatible bucket for stored files. Without it files are kept on disk in DATA_DIR/files. */
  S3_BUCKET: optionalString,
  /** Region of the bucket (any value for stores that ignore it). */
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Endpoint of an S3-compatible store (MinIO, R2, ...); unset for AWS S3. */
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  /** Access key; unset to use the default AWS credential chain (instance role, environment). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address the bucket in the path (endpoint/bucket/key) rather than the host name; most S3-compatible stores need it. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

export type Config = z.infer<typeof configSchema> & {
  /** Resolved absolute data directory. */
  dataDir: string;
  /** Resolved public URL without a trailing slash. */
  appUrl: string;
  /** Whether development-only pages (/dev/mailbox) exist: true when no SMTP server is configured. */
  devMailbox: boolean;
  /** Origins trusted for credentialed cross-origin calls and form posts: APP_URL's and ALLOWED_ORIGINS. */
  trustedOrigins: string[];
  isProduction: boolean;
  /** MAX_UPLOAD_MB in bytes: the largest file, or files of one form together. */
  maxUploadBytes: number;
  /** The largest request body: the upload limit plus room for the form's other fields. */
  maxBodyBytes: number;
};

/** Room for a form's other fields (and multipart framing, a GraphQL document) beside its files. */
export const FORM_FIELDS_BYTES = 1024 * 1024;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`));
  }
  const values = parsed.data;
  if (values.STRIPE_SECRET_KEY && !(values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(["STRIPE_SECRET_KEY: needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well"]);
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(["S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together"]);
  }
  if (values.WEB_PROCESSES > 1 && !values.DATABASE_URL) {
    throw new ConfigError([
      "WEB_PROCESSES: more than one web process needs PostgreSQL (DATABASE_URL); the embedded database serves one process",
    ]);
  }
  if (values.TEST_FIXTURES && values.SMTP_URL) {
    throw new ConfigError(["TEST_FIXTURES: the browser tests' fixture route exists only without SMTP_URL"]);
  }
  if (values.CARA_MODEL.startsWith("openai:") && !values.OPENAI_API_KEY) {
    throw new ConfigError(["OPENAI_API_KEY: required with CARA_MODEL=openai:..."]);
  }
  if (values.CARA_EMBEDDINGS?.startsWith("openai:") && !values.OPENAI_API_KEY) {
    throw new ConfigError(["OPENAI_API_KEY: required with CARA_EMBEDDINGS=openai:..."]);
  }
  if (values.CARA_MODEL.startsWith("anthropic:") && !values.ANTHROPIC_API_KEY) {
    throw new ConfigError(["ANTHROPIC_API_KEY: required with CARA_MODEL=anthropic:..."]);
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    ...values,
    trustedOrigins: [...new Set([canonicalOrigin(appUrl)!, ...values.ALLOWED_ORIGINS])],
    dataDir: path.resolve(values.DATA_DIR),
    appUrl,
    devMailbox: !values.SMTP_URL,
    isProduction: values.NODE_ENV === "production",
    maxUploadBytes: Math.floor(values.MAX_UPLOAD_MB * 1024 * 1024),
    maxBodyBytes: Math.floor(values.MAX_UPLOAD_MB * 1024 * 1024) + FORM_FIELDS_BYTES,
  };
}

/** For entry points: the configuration, or the message naming each wrong setting and exit code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Warnings an operator must see at start (ADR 020): sign-in codes kept in the outbox of a
 * deployment on PostgreSQL, or a dev mailbox opened beyond loopback.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.devMailbox && config.DATABASE_URL) {
    warnings.push(
      "NO SMTP_URL IS SET on a PostgreSQL deployment: sign-in codes are NOT emailed. They are kept in the outbox at /dev/mailbox (loopback clients only) and printed to this log. Set SMTP_URL before anyone else uses this server.",
    );
  }
  if (config.TEST_FIXTURES) {
    warnings.push(
      "TEST_FIXTURES=true: POST /dev/test-agency creates agencies with signed-in sessions for any client /dev is open to. It is for the browser tests only.",
    );
  }
  if (config.devMailbox && config.DEV_ROUTES === "any") {
    warnings.push(
      "DEV_ROUTES=any: every client that reaches this server can read every sign-in code at /dev/mailbox. Use it only on a private network.",
    );
  }
  return warnings;
}
