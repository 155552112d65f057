import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { listApplicationActivity } from "@/lib/server/activity/list-application-activity";
import { activityOperations } from "@/lib/openapi/operations/activity";

// GET /api/applications/{id}/activity: the application's history, newest first (extension)
export const GET = route(activityOperations.listApplicationActivity, {
  handler: async ({ caller, params }) => json({ activity: await listApplicationActivity(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
