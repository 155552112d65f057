import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { MAX_RESUME_BYTES, SNIFF_BYTES } from "@/lib/files/resume-type";
import { createReferral } from "@/lib/server/referrals/create-referral";
import { listMyReferrals } from "@/lib/server/referrals/list-referrals";
import { referralOperations } from "@/lib/openapi/operations/referrals";

// GET /api/referrals?mine=true: the caller's referrals in the candidate's words (docs/decisions/501)
export const GET = route(referralOperations.listMyReferrals, {
  handler: async ({ caller }) => json(await listMyReferrals(caller)),
});

// POST /api/referrals: any member refers someone to an open job or to the company in general, as
// JSON or as multipart/form-data with a `resume` file (checked and limited as the careers apply's)
export const POST = route(referralOperations.createReferral, {
  multipart: { fileField: "resume", maxFileBytes: MAX_RESUME_BYTES, headBytes: SNIFF_BYTES },
  handler: async ({ caller, body, file }) => json({ referral: await createReferral(caller, body, file ?? null) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
