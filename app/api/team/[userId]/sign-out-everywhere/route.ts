import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { MemberIdParams } from "@/lib/schemas/team";
import { signOutEverywhere } from "@/lib/server/sessions/sign-out-everywhere";

// POST /api/team/{userId}/sign-out-everywhere: end every open session of a member (admins; extension)
export const POST = route({
  operation: "signOutMemberEverywhere",
  params: MemberIdParams,
  handler: async ({ caller, params }) => json(await signOutEverywhere(caller, params.userId)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
