import { rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { ActivityResponse } from "@/lib/schemas/responses";
import { at0, at1 } from "../examples";
import { operations } from "../declare";

const none = { fromStage: null, toStage: null, fromStatus: null, toStatus: null, rejectionReason: null, people: [], noteId: null, messageId: null, subject: null };

export const activityOperations = operations({
  listApplicationActivity: {
    method: "get",
    path: "/api/applications/{id}/activity",
    tag: "Applications",
    summary: "Activity timeline of an application",
    description:
      "Extension. Every caller who can see the application reads its history, newest first (at most 200 events): received, moved between stages, status changes and withdrawals, review requests, feedback submitted or updated, and notes added on the candidate. Built from the audit log, so each event names who did it and when. Events never carry feedback notes or scores; notes appear only when the caller may read them (a reviewer who has not submitted yet sees only their own); `rejectionReason` is given only to callers who manage the job. An application without recorded events answers an empty list.",
    access: "authenticated",
    need: rows("the row-level policies decide which applications the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: {
      status: 200,
      description: "The application's events, newest first",
      schema: ActivityResponse,
      example: {
        activity: [
          { ...none, id: 912, type: "moved", action: "application.moved", actorName: "Rita Recruiter", createdAt: at1, fromStage: "Applied", toStage: "Screen" },
          { ...none, id: 901, type: "applied", action: "application.created", actorName: "Candidate (public site)", createdAt: at0, toStage: "Applied" },
        ],
      },
    },
    errors: { 404: "The application does not exist, belongs to another organization, or the caller may not see it." },
  },
});
