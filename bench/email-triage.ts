/**
 * `npx tsx bench/email-triage.ts`: a message received by the embedded SMTP listener → its triage
 * finished (request recorded, reply drafted; offline engine), one message at a time
 * (bench/lib/email.ts; also part of `npm run bench`, BENCH_TARGETS=email). On a fresh embedded
 * database, or DATABASE_URL. BENCH_EMAIL_TRIAGE_RUNS (default 10) messages after one warm-up.
 * Exit code 1 when p50 < 5 s is missed or a triage did not finish.
 */
import { emailSettingsFromEnv, measureEmail } from "./lib/email.ts";

const [result] = await measureEmail(
  ["triage"],
  process.env.DATABASE_URL || undefined,
  emailSettingsFromEnv(() => {}),
);
console.log(
  `${result!.name}: ${result!.result} (target ${result!.target}) ${result!.ok ? "ok" : "SLOW"}; ${result!.detail}`,
);
process.exit(result!.ok ? 0 : 1);
