type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

function formatValue(value: unknown): string {
  if (value instanceof Error) return JSON.stringify(value.stack ?? value.message);
  if (typeof value === "string") return /\s|"/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** A small structured logger: `time LEVEL message key=value ...` on stdout (errors on stderr). */
export function createLogger(threshold: Level = "info", base: Fields = {}): Logger {
  const write = (level: Level, message: string, fields?: Fields) => {
    if (order[level] < order[threshold]) return;
    const all = { ...base, ...fields };
    const tail = Object.entries(all)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${formatValue(value)}`)
      .join(" ");
    const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} ${message}${tail ? ` ${tail}` : ""}\n`;
    (level === "error" ? process.stderr : process.stdout).write(line);
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
    child: (fields) => createLogger(threshold, { ...base, ...fields }),
  };
}
