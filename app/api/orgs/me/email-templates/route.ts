import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getEmailTemplates } from "@/lib/server/email-templates/get-email-templates";
import { updateEmailTemplates } from "@/lib/server/email-templates/update-email-templates";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/orgs/me/email-templates: the candidate e-mails' wording (any role; extension)
export const GET = route(privacyOperations.getEmailTemplates, {
  handler: async ({ caller }) => json(await getEmailTemplates(caller)),
});

// PUT /api/orgs/me/email-templates: change or reset them (admins)
export const PUT = route(privacyOperations.updateEmailTemplates, {
  handler: async ({ caller, body }) => json(await updateEmailTemplates(caller, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
