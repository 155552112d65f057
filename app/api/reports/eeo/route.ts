import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { getEeoReport } from "@/lib/server/eeo/get-eeo-report";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports/eeo[?period=2026-Q3]: one closed quarter's voluntary survey counted by job and
// stage, small groups hidden, each job's counts released once (admins)
export const GET = route(reportOperations.getEeoReport, {
  handler: async ({ caller, query }) => json(await getEeoReport(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
