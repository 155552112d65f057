import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { getEeoReport } from "@/lib/server/eeo/get-eeo-report";

// GET /api/reports/eeo: the voluntary survey counted by job and stage, small groups hidden (admins)
export const GET = route({
  handler: async ({ caller }) => json(await getEeoReport(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
