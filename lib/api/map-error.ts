import { databaseUnavailable } from "@/lib/db/database-errors";
import { Conflict, HttpError, NotFound } from "@/lib/errors";

// Turns whatever a handler threw into an HttpError, or null for a genuine bug (answered 500).
export function mapError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === "P2002") return new Conflict("That already exists");
  if (code === "P2025") return new NotFound();
  // a lost connection, a statement or lock timeout, no free connection: 503 with Retry-After
  return databaseUnavailable(error);
}
