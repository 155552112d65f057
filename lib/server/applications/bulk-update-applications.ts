import type { Caller } from "@/lib/auth/caller";
import { mapError } from "@/lib/api/map-error";
import type { BulkApplicationsBody } from "@/lib/schemas/application-bulk";
import { getApplication } from "./get-application";
import { updateApplication } from "./update-application";
import { cancelReviewRequests } from "@/lib/server/reviews/cancel-review-requests";
import { requestReviews } from "@/lib/server/reviews/request-reviews";
import { changeCandidateTags } from "@/lib/server/candidate-tags/tag-candidates";
import { sendMessage } from "@/lib/server/messages/send-message";

type Application = Awaited<ReturnType<typeof getApplication>>;
type Interviewers = Awaited<ReturnType<typeof requestReviews>>["interviewers"];
export type BulkResult =
  | { applicationId: number; ok: true; application: Application; interviewers?: Interviewers; addedUserIds?: string[]; tags?: string[]; changedTags?: string[]; messageId?: number }
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
  const { undo } = body;
  switch (body.action) {
    case "move":
      return { application: await updateApplication(caller, id, { currentStageId: body.currentStageId, undo }) };
    case "reject":
      return {
        application: await updateApplication(
          caller,
          id,
          { status: "rejected", rejectionReason: body.rejectionReason, rejectionReasonId: body.rejectionReasonId, notifyCandidate: body.notifyCandidate, undo },
          { strict: true },
        ),
      };
    case "reopen":
      // strict: an application that is already active is reported, not silently skipped
      return { application: await updateApplication(caller, id, { status: "active", undo }, { strict: true }) };
    case "requestReviews": {
      const { interviewers, addedUserIds } = await requestReviews(caller, id, body.userIds ?? [], { undo });
      // asking a reviewer moves updatedAt; answer the application as it is now
      return { application: await getApplication(caller, id), interviewers, addedUserIds };
    }
    case "cancelReviews": {
      const { interviewers } = await cancelReviewRequests(caller, id, body.userIds ?? [], { undo });
      return { application: await getApplication(caller, id), interviewers };
    }
    case "addTags":
    case "removeTags": {
      const application = await getApplication(caller, id);
      const edit = body.action === "addTags" ? { add: body.tags } : { remove: body.tags };
      const { tags, added, removed } = await changeCandidateTags(caller, application.candidateId, edit, { undo });
      return { application, tags, changedTags: body.action === "addTags" ? added : removed };
    }
    case "sendMessage": {
      const application = await getApplication(caller, id);
      const message = await sendMessage(caller, application.candidateId, { ...body.message!, applicationId: id });
      return { application, messageId: message.id };
    }
  }
}
