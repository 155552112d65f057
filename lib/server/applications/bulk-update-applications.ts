import type { Caller } from "@/lib/auth/caller";
import { mapError } from "@/lib/api/map-error";
import type { BulkApplicationsBody } from "@/lib/schemas/application-bulk";
import { getApplication } from "./get-application";
import { updateApplication } from "./update-application";
import { requestReviews } from "@/lib/server/reviews/request-reviews";

type Application = Awaited<ReturnType<typeof getApplication>>;
type Interviewers = Awaited<ReturnType<typeof requestReviews>>;
export type BulkResult =
  | { applicationId: number; ok: true; application: Application; interviewers?: Interviewers }
  | { applicationId: number; ok: false; status: number; code: string; error: string };

// POST /api/applications/bulk (docs/decisions/230): each application goes through the domain
// function of its single-item endpoint, in its own transaction, one after the other, so each
// gets the audit entry, event and mail it would get alone; a refusal is reported for that item.
export async function bulkUpdateApplications(caller: Caller, body: BulkApplicationsBody) {
  const results: BulkResult[] = [];
  for (const applicationId of body.applicationIds) {
    try {
      results.push({ applicationId, ok: true, ...(await applyOne(caller, applicationId, body)) });
    } catch (error) {
      const known = mapError(error);
      if (!known) throw error; // a bug: answered 500 like any other
      results.push({ applicationId, ok: false, status: known.status, code: known.code, error: known.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

async function applyOne(caller: Caller, id: number, body: BulkApplicationsBody) {
  switch (body.action) {
    case "move":
      return { application: await updateApplication(caller, id, { currentStageId: body.currentStageId }) };
    case "reject":
      return {
        application: await updateApplication(
          caller,
          id,
          { status: "rejected", rejectionReason: body.rejectionReason, notifyCandidate: body.notifyCandidate },
          { strict: true },
        ),
      };
    case "requestReviews": {
      const interviewers = await requestReviews(caller, id, body.userIds ?? []);
      // asking a reviewer moves updatedAt; answer the application as it is now
      return { application: await getApplication(caller, id), interviewers };
    }
  }
}
