import type { z } from "zod";
import type { Runtime } from "../lib/context.ts";

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Queue name, `<module>.<verb>`. */
  name: string;
  payload: S;
  handler(runtime: Runtime, payload: z.output<S>): Promise<void>;
  /** Cron expression (UTC) for scheduled work; the scheduled payload is `{}`. */
  schedule?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

/** Job definitions are data: a name, a zod payload and an idempotent handler. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
