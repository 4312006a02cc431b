/**
 * `npx tsx bench/email-webhook.ts`: the inbound email webhook (issue 30, ADR 067), answered only
 * after the raw message is stored durably (bench/lib/email.ts; also part of `npm run bench`,
 * BENCH_TARGETS=email). On a fresh embedded database, or DATABASE_URL. BENCH_EMAIL_REQUESTS
 * (default 1000) deliveries, BENCH_EMAIL_CONNECTIONS (default 20) at once, after
 * BENCH_EMAIL_WARMUP (default 100). Exit code 1 when a delivery failed or p99 < 200 ms is missed.
 */
import { emailSettingsFromEnv, measureEmail } from "./lib/email.ts";

const [result] = await measureEmail(
  ["webhook"],
  process.env.DATABASE_URL || undefined,
  emailSettingsFromEnv(() => {}),
);
console.log(
  `${result!.name}: ${result!.result} (target ${result!.target}) ${result!.ok ? "ok" : "SLOW"}; ${result!.detail}`,
);
process.exit(result!.ok ? 0 : 1);
