import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { ImportIdParams } from "@/lib/schemas/import";
import { getImport } from "@/lib/server/imports/get-import";

// GET /api/imports/{id}: the import's progress, counts and each row's error
export const GET = route({
  operation: "getImport",
  params: ImportIdParams,
  handler: async ({ caller, params }) => json(await getImport(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
