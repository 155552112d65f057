import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { TotpCodeBody } from "@/lib/schemas/two-factor";
import { confirmTotpEnrolment } from "@/lib/server/two-factor/confirm-totp-enrolment";

// POST /api/users/me/totp/verify: a code of the pending secret turns two-factor sign-in on; the
// answer holds the recovery codes, this once
export const POST = route({
  operation: "confirmTotpEnrolment",
  body: TotpCodeBody,
  handler: async ({ caller, body }) => json(await confirmTotpEnrolment(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
