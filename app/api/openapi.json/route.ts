import { json } from "@/lib/api/respond";
import { openApiDocument } from "@/lib/openapi/document";
import { otherMethods } from "@/lib/api/methods";

// GET /api/openapi.json: the OpenAPI 3.1 description of this API; public, generated once per process.
export function GET() {
  return json(openApiDocument(), 200, { "Cache-Control": "public, max-age=300" });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
