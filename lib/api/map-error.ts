import { HttpError, ServiceUnavailable } from "@/lib/errors";

const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "ECONNREFUSED",
  "Can't reach database server",
  "the database system is",
];

// Turns whatever a handler threw into an HttpError, or null for a genuine bug (answered 500).
export function mapError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown })?.code;
  const message = String((error as { message?: unknown })?.message ?? "");
  if (code === "P2002") return new HttpError(409, "That already exists");
  if (code === "P2025") return new HttpError(404, "Resource not found");
  if (code === "P1001" || code === "P2024" || UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
    return new ServiceUnavailable();
  }
  return null;
}
