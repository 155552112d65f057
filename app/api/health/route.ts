import { otherMethods } from "@/lib/api/methods";
import { errorResponse, json } from "@/lib/api/respond";
import { db } from "@/lib/db";
import { HealthQuery } from "@/lib/schemas/health";
import { checkReadiness } from "@/lib/server/health/check-readiness";

export const dynamic = "force-dynamic";

// GET /api/health: liveness plus a database round trip; `?ready=1` is the readiness check
// (not draining, database up, migrations applied). No credentials, no rate limit.
export async function GET(request: Request) {
  const query = HealthQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.success && query.data.ready) {
    const readiness = await checkReadiness();
    return readiness.ready ? json({ ok: true }) : errorResponse(503, readiness.reason, { "Retry-After": "5" });
  }
  try {
    await db.$queryRaw`SELECT 1`;
    return json({ ok: true });
  } catch {
    return errorResponse(503, "Database unavailable", { "Retry-After": "5" });
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
