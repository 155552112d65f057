import { db } from "@/lib/db";
import { errorResponse, json } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

// GET /api/health: liveness plus a database round trip; no credentials, no rate limit.
export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return json({ ok: true });
  } catch {
    return errorResponse(503, "Database unavailable");
  }
}
