import { readRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { stageCountsStatement } from "@/lib/server/stages/list-stage-counts";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs/stage-counts?jobIds=4,8: each visible job's stages with the applications in each
// (extension; the job list's pipeline line)
export const GET = readRoute(jobOperations.listStageCounts, {
  statement: ({ caller, query }) => stageCountsStatement(caller, query.jobIds),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
