import { z } from "zod";
import { Name } from "./common";

export const INVITATION_TTL_DAYS = 7;

// generateToken() gives 43 base64url characters; anything else cannot be an invitation
export const InvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, "is not an invitation link"),
});
export type InvitationTokenParams = z.output<typeof InvitationTokenParams>;

export const AcceptInvitationBody = z.object({
  name: Name,
  password: z.string().min(10, "must be at least 10 characters").max(200, "must be at most 200 characters"),
});
export type AcceptInvitationBody = z.output<typeof AcceptInvitationBody>;
