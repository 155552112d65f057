import { ServiceUnavailable } from "@/lib/errors";

// What a failing database said, whichever driver reported it: pg puts the SQLSTATE in `code`,
// Prisma's driver adapter nests it in `meta`/`cause` and its message, so a lost or busy database
// answers 503 with Retry-After whichever path met it, never a 500 (docs/decisions/102).
export function sqlState(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== "object" || depth > 4) return null;
  const { code, originalCode, meta, cause, message } = error as Record<string, unknown>;
  for (const candidate of [originalCode, code]) {
    if (typeof candidate === "string" && /^[0-9A-Z]{5}$/.test(candidate) && !candidate.startsWith("P")) return candidate;
  }
  const nested = sqlState(meta, depth + 1) ?? sqlState(cause, depth + 1) ?? sqlState((meta as { driverAdapterError?: unknown })?.driverAdapterError, depth + 1);
  if (nested) return nested;
  const inMessage = typeof message === "string" ? /Code: `([0-9A-Z]{5})`/.exec(message) : null;
  return inMessage ? inMessage[1] : null;
}

function text(error: unknown): string {
  return String((error as { message?: unknown })?.message ?? "");
}

const LOST_MESSAGES = ["Connection terminated", "connection error", "ECONNRESET", "ECONNREFUSED", "EPIPE", "Can't reach database server", "Server has closed the connection", "the database system is"];
const BUSY_MESSAGES = ["timeout exceeded when trying to connect"];

// The connection died under the statement (a restart, a failover, a terminated backend): the
// statement did not complete, so a read may be tried again on a new connection.
export function isConnectionLost(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith("08") || state === "57P01" || state === "57P02" || state === "57P03";
  const prismaCode = (error as { code?: unknown })?.code;
  if (prismaCode === "P1001" || prismaCode === "P1017") return true;
  return LOST_MESSAGES.some((m) => text(error).includes(m));
}

// The database is there but cannot serve in time: a statement or lock wait past the timeout, too
// many connections, or no pooled connection free within the acquire timeout.
function isBusy(error: unknown): boolean {
  const state = sqlState(error);
  if (state === "57014" || state === "55P03" || state === "53300") return true;
  // P2024: no pooled connection in time; P2028: a transaction could not start in time (same cause)
  const prismaCode = (error as { code?: unknown })?.code;
  if (prismaCode === "P2024" || prismaCode === "P2028") return true;
  return BUSY_MESSAGES.some((m) => text(error).includes(m));
}

export function databaseUnavailable(error: unknown): ServiceUnavailable | null {
  if (isBusy(error)) return new ServiceUnavailable("The database is busy; try again shortly");
  if (isConnectionLost(error)) return new ServiceUnavailable();
  return null;
}

// The database work of a read (GET/HEAD) whose connection was lost is done once more: the pool
// hands out a new connection. The request wrapper retries each step's work on its own (the
// credential's count, the handler), so a retry never repeats a step that already completed and a
// request is counted once. Writes are not repeated (the first may have committed); they answer 503.
export async function retryReadOnLostConnection<T>(method: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((method !== "GET" && method !== "HEAD") || !isConnectionLost(error)) throw error;
    return work();
  }
}
