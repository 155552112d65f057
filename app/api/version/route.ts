import { json } from "@/lib/api/respond";
import packageJson from "@/package.json";
import { otherMethods } from "@/lib/api/methods";

// Rendered per request on purpose: this is the bench baseline for a route handler.
export const dynamic = "force-dynamic";

const body = { name: packageJson.name, version: packageJson.version };

// GET /api/version: the service's name and version; no credentials, no database, no rate limit.
export function GET() {
  return json(body);
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
