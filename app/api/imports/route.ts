import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createImport, MAX_IMPORT_BYTES } from "@/lib/server/imports/create-import";
import { listImports } from "@/lib/server/imports/get-import";
import { importOperations } from "@/lib/openapi/operations/imports";

// GET /api/imports?limit&offset: the organization's imports, newest first
export const GET = route(importOperations.listImports, {
  handler: async ({ caller, query }) => json(await listImports(caller, query)),
});

// POST /api/imports: multipart/form-data with the `file`, its `format`, a CSV's `mapping` and
// `dryRun`; read now, written by the queue (202)
export const POST = route(importOperations.createImport, {
  multipart: { fileField: "file", maxFileBytes: MAX_IMPORT_BYTES, headBytes: 16 },
  handler: async ({ caller, body, file }) => json({ import: await createImport(caller, body, file) }, 202),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
