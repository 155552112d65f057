import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { interviewAgreementReport } from "@/lib/server/panels/interview-agreement";
import { panelReportOperations } from "@/lib/openapi/operations/panels";

// GET /api/reports/interview-agreement[?jobId=]: how often each planned interview's recommendations matched the outcome
export const GET = route(panelReportOperations.getInterviewAgreementReport, {
  handler: async ({ caller, query }) => json(await interviewAgreementReport(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
