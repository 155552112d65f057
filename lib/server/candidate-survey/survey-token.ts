import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// The invitation mail leaves this long after the application ended: not beside the rejection mail,
// and after a withdrawal or a hire has settled (docs/decisions/499).
export const SURVEY_DELAY_MS = 2 * 24 * 60 * 60 * 1000;
// and the link works for 30 days from the mail
export const SURVEY_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// An application's survey token, derived from it under the server's secret (as offers' links are),
// so the candidate's page can show the very link the mail carried while only its hash is stored.
// One per application: the application has one invitation.
export function surveyToken(applicationId: number): string {
  return createHmac("sha256", authSecret()).update(`survey-link:${applicationId}`).digest("base64url");
}
