import pino, { type Logger } from "pino";
import { env } from "@/lib/env";

// One JSON line per event on stdout (pino). Request lines carry ids, the route template, status,
// duration and the caller's organization id: never headers, query strings, bodies or names.
const holder = globalThis as unknown as { hiringLogger?: Logger };

export function logger(): Logger {
  holder.hiringLogger ??= pino({
    base: { service: "hiring" },
    level: env().LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return holder.hiringLogger;
}

// Tests read the lines of their own logger.
export function useLogger(replacement: Logger): void {
  holder.hiringLogger = replacement;
}
