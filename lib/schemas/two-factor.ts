import { z } from "zod";

// POST /api/users/me/totp/verify and DELETE /api/users/me/totp: a code from the authenticator app
// (six digits) or, to turn it off, one of the recovery codes
export const TotpCodeBody = z.object({ code: z.string().trim().min(1, "enter a code").max(64) });
export type TotpCodeBody = z.output<typeof TotpCodeBody>;

// DELETE /api/users/me/sessions/{id}
export const SessionIdParams = z.object({ id: z.string().min(1).max(64) });
export type SessionIdParams = z.output<typeof SessionIdParams>;
