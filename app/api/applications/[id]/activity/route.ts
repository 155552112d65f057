import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { IdParams } from "@/lib/schemas/common";
import { listApplicationActivity } from "@/lib/server/activity/list-application-activity";

// GET /api/applications/{id}/activity: the application's history, newest first (extension)
export const GET = route({
  operation: "listApplicationActivity",
  params: IdParams,
  handler: async ({ caller, params }) => json({ activity: await listApplicationActivity(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
