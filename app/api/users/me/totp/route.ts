import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { disableTotp } from "@/lib/server/two-factor/disable-totp";
import { startTotpEnrolment } from "@/lib/server/two-factor/start-totp-enrolment";
import { twoFactorOperations } from "@/lib/openapi/operations/two-factor";

// POST /api/users/me/totp: a new pending authenticator secret and its otpauth:// URL
export const POST = route(twoFactorOperations.startTotpEnrolment, {
  handler: async ({ caller }) => json(await startTotpEnrolment(caller)),
});

// DELETE /api/users/me/totp: turn two-factor sign-in off, with a current or recovery code
export const DELETE = route(twoFactorOperations.disableTotp, {
  handler: async ({ caller, body }) => json(await disableTotp(caller, body)),
});

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
