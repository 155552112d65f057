import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { StageCountsQuery } from "@/lib/schemas/stage";
import { listStageCounts, stageCountsStatement } from "@/lib/server/stages/list-stage-counts";

// GET /api/jobs/stage-counts?jobIds=4,8: each visible job's stages with the applications in each
// (extension; the job list's pipeline line)
export const GET = route({
  query: StageCountsQuery,
  statement: ({ caller, query }) => stageCountsStatement(caller, query.jobIds),
  handler: async ({ caller, query }) => jsonText(await listStageCounts(caller, query.jobIds)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
