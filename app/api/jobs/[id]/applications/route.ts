import { readRoute, route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { sourceApplication } from "@/lib/server/applications/source-application";
import { listJobApplicationsStatement } from "@/lib/server/applications/list-job-applications";
import { otherMethods } from "@/lib/api/methods";
import { applicationOperations } from "@/lib/openapi/operations/applications";
import { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

// GET /api/jobs/{id}/applications: the job's board, oldest applications first, filtered by stageId, status, q
export const GET = readRoute(applicationOperations.listJobApplications, {
  // a credential seen before gets the board inside its own statement: one round trip, not two
  // (+10-20 % requests per second on a quiet bench, decision 312)
  combined: true,
  statement: ({ caller, params, query }) => listJobApplicationsStatement(caller, params.id, query),
  missing: "Job",
});

// POST /api/jobs/{id}/applications (extension): add a person the organization knows to the job
export const POST = route(talentPoolOperations.sourceApplication, {
  handler: async ({ caller, params, body }) => json({ application: await sourceApplication(caller, params.id, body.candidateId) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
