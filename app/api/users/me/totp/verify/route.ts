import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { confirmTotpEnrolment } from "@/lib/server/two-factor/confirm-totp-enrolment";
import { twoFactorOperations } from "@/lib/openapi/operations/two-factor";

// POST /api/users/me/totp/verify: a code of the pending secret turns two-factor sign-in on; the
// answer holds the recovery codes, this once
export const POST = route(twoFactorOperations.confirmTotpEnrolment, {
  handler: async ({ caller, body }) => json(await confirmTotpEnrolment(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
