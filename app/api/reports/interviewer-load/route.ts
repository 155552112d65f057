import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { interviewerLoadReport } from "@/lib/server/panels/interviewer-load";
import { panelReportOperations } from "@/lib/openapi/operations/panels";

// GET /api/reports/interviewer-load?from=&to=: interviews per member and week
export const GET = route(panelReportOperations.getInterviewerLoadReport, {
  handler: async ({ caller, query }) => json(await interviewerLoadReport(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
