import { OWN } from "@/lib/api/needs";
import { TotpCodeBody, SessionIdParams } from "@/lib/schemas/two-factor";
import { MemberIdParams } from "@/lib/schemas/team";
import { OkResponse } from "@/lib/schemas/responses";
import { RecoveryCodesResponse, SignedOutEverywhereResponse, TotpEnrolmentResponse, UserSessionsResponse } from "@/lib/schemas/responses/two-factor";
import { USER_ID } from "../examples";
import { operations } from "../declare";

const tag = "Sign-in security";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const SESSION_ONLY = "403 also when the request comes with an API key: two-factor sign-in is changed from a signed-in browser only.";

export const twoFactorOperations = operations({
  startTotpEnrolment: {
    method: "post",
    path: "/api/users/me/totp",
    tag,
    summary: "Start setting up two-factor sign-in",
    description:
      "Extension (docs/decisions/490). Makes a new authenticator secret (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds), kept encrypted and pending until `POST /api/users/me/totp/verify` confirms it; asking again replaces a pending one. The `otpauthUrl` names the product as issuer and your e-mail as label, for a QR code. A browser session only.",
    access: "authenticated",
    // two-factor sign-in and sessions (docs/decisions/490)
    need: OWN,
    success: { status: 200, description: "The pending secret", schema: TotpEnrolmentResponse, example: { secret: SECRET, otpauthUrl: `otpauth://totp/Hiring:dana%40acme.example?secret=${SECRET}&issuer=Hiring` } },
    errors: { 403: SESSION_ONLY, 409: "Two-factor sign-in is already on: turn it off first." },
  },
  confirmTotpEnrolment: {
    method: "post",
    path: "/api/users/me/totp/verify",
    tag,
    summary: "Turn two-factor sign-in on",
    description:
      "Extension (docs/decisions/490). `code` is the authenticator app's current code for the pending secret (one 30-second step either side is accepted). Turns two-factor sign-in on: a password sign-in asks for a code from then on (single sign-on does not). Answers ten recovery codes, each usable once instead of a code; they are shown this once and kept only hashed. Wrong codes count against a limit per member (as failed sign-ins: 429 once exceeded, for 15 minutes). Audited as `member.two_factor_enabled`.",
    access: "authenticated",
    need: OWN,
    body: TotpCodeBody,
    bodyExample: { code: "492039" },
    success: { status: 200, description: "On; the recovery codes", schema: RecoveryCodesResponse, example: { recoveryCodes: ["k7q2m-x9p4a", "b3n8r-t2w6e", "h5j9c-m4v7s", "p2x6d-k8r3n", "w9t4f-a6m2q", "c8v3h-n5k7x", "r4m7j-q2b9t", "e6p2s-w8c4m", "t3k9n-d7h5v", "a5w8q-j3x6r"] } },
    errors: { 400: "Wrong code (`details` names `code`).", 403: SESSION_ONLY, 409: "Already on, or no set-up was started.", 429: "Too many wrong codes." },
  },
  disableTotp: {
    method: "delete",
    path: "/api/users/me/totp",
    tag,
    summary: "Turn two-factor sign-in off",
    description:
      "Extension (docs/decisions/490). `code` is a current code of the authenticator app or an unused recovery code (which is then used up), not the password: members who sign in with single sign-on have none. Forgets the secret and the recovery codes. Wrong codes count against the member's limit (429). Audited as `member.two_factor_disabled`.",
    access: "authenticated",
    need: OWN,
    body: TotpCodeBody,
    bodyExample: { code: "492039" },
    success: { status: 200, description: "Off", schema: OkResponse, example: { ok: true } },
    errors: { 400: "Wrong code (`details` names `code`).", 403: SESSION_ONLY, 409: "Two-factor sign-in is not on.", 429: "Too many wrong codes." },
  },
  listMySessions: {
    method: "get",
    path: "/api/users/me/sessions",
    tag,
    summary: "List your sessions",
    description:
      "Extension (docs/decisions/490). Your open browser sessions (not ended, not expired), the most recently seen first: the device in words from its User-Agent, the address it signed in from, when it was last seen (stamped at most once a minute) and when it expires; `current` marks the session this request came with. API keys are not sessions.",
    access: "authenticated",
    need: OWN,
    success: {
      status: 200,
      description: "The sessions",
      schema: UserSessionsResponse,
      example: {
        sessions: [
          { id: "0f8e5c1a-3b7d-4e8f-9a21-6c4d2b1e7f90", device: "Firefox on Windows", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0", clientAddress: "203.0.113.7", signInMethod: "password", createdAt: "2026-12-07T08:00:00.000Z", lastSeenAt: "2026-12-07T09:41:00.000Z", expiresAt: "2026-12-07T16:00:00.000Z", current: true },
        ],
      },
    },
  },
  revokeMySession: {
    method: "delete",
    path: "/api/users/me/sessions/{id}",
    tag,
    summary: "Sign a session out",
    description: "Extension (docs/decisions/490). Ends one of your sessions (also the current one): its cookie answers 401 from its next request. Audited as `session.signed_out`.",
    access: "authenticated",
    need: OWN,
    params: SessionIdParams,
    parameterDocs: { id: "Id of the session (`sessions[].id` in `GET /api/users/me/sessions`)" },
    success: { status: 200, description: "Signed out", schema: OkResponse, example: { ok: true } },
    errors: { 404: "None of your open sessions has this id." },
  },
  signOutMemberEverywhere: {
    method: "post",
    path: "/api/team/{userId}/sign-out-everywhere",
    tag,
    summary: "Sign a member out everywhere",
    description:
      "Admins only; extension (docs/decisions/490). Ends every open browser session of the member: their next request answers 401 and they sign in again. Their API keys are not sessions and keep working (revoke those on their own). Deactivating or removing a member does the same. Audited as `member.signed_out_everywhere`.",
    access: "authenticated",
    need: "team.manage",
    params: MemberIdParams,
    parameterDocs: { userId: `Id of the member (e.g. \`${USER_ID}\`)` },
    success: { status: 200, description: "How many sessions were ended", schema: SignedOutEverywhereResponse, example: { ended: 2 } },
    errors: { 404: "No member of this organization has this id." },
  },
});
