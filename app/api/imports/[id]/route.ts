import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getImport } from "@/lib/server/imports/get-import";
import { importOperations } from "@/lib/openapi/operations/imports";

// GET /api/imports/{id}: the import's progress, counts and each row's error
export const GET = route(importOperations.getImport, {
  handler: async ({ caller, params }) => json(await getImport(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
