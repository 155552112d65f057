import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { signOutEverywhere } from "@/lib/server/sessions/sign-out-everywhere";
import { twoFactorOperations } from "@/lib/openapi/operations/two-factor";

// POST /api/team/{userId}/sign-out-everywhere: end every open session of a member (admins; extension)
export const POST = route(twoFactorOperations.signOutMemberEverywhere, {
  handler: async ({ caller, params }) => json(await signOutEverywhere(caller, params.userId)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
