// Minimal typings for the parts of autocannon@9 the benchmark uses (the package ships none).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      amount?: number;
      duration?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      title?: string;
      sampleInt?: number;
    }

    interface Histogram {
      min: number;
      max: number;
      average: number;
      mean: number;
      stddev: number;
      total: number;
      p2_5: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    }

    interface Result {
      title?: string;
      url: string;
      requests: Histogram & { sent: number };
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      statusCodeStats: Record<string, { count: number }>;
      start: Date;
      finish: Date;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export default autocannon;
}
