import pino, { type Logger } from "pino";
import { env } from "@/lib/env";

// One JSON line per event on stdout (pino). Request lines carry ids, the route template, status,
// duration and the caller's organization id: never headers, query strings, bodies or names.
// Lines are buffered and written 4 KB at a time, and at least once a second: a line per request
// written at once cost the server a system call per request (the largest part of the request log's
// cost in a profile under load). pino flushes what is left when the process exits (scripts/serve.ts
// also flushes on shutdown), so only a crash of the process itself can lose the last second.
const holder = globalThis as unknown as { hiringLogger?: Logger };

export function logger(): Logger {
  holder.hiringLogger ??= pino(
    {
      base: { service: "hiring" },
      level: env().LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
  return holder.hiringLogger;
}

// Tests read the lines of their own logger.
export function useLogger(replacement: Logger): void {
  holder.hiringLogger = replacement;
}
