import { z } from "zod";
import { Email, IdString } from "@/lib/schemas/common";

// The candidate's page (docs/decisions/493).
export const CandidateReplyBody = z.object({ bodyText: z.string().trim().min(1, "must not be empty").max(20_000, "must be at most 20000 characters") });
export type CandidateReplyBody = z.output<typeof CandidateReplyBody>;

export const ApplicationLinksBody = z.object({ email: Email });
export type ApplicationLinksBody = z.output<typeof ApplicationLinksBody>;

export const DocumentUploadParams = z.object({ token: z.string().min(1).max(200), requestId: IdString });
export type DocumentUploadParams = z.output<typeof DocumentUploadParams>;
// a multipart upload: the file in `file`, no other field
export const DocumentUploadBody = z.object({});

export const DocumentFileParams = z.object({ id: IdString, requestId: IdString });
export const DocumentRequestBody = z.object({ label: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters") });
export type DocumentRequestBody = z.output<typeof DocumentRequestBody>;

// "request my data" or "erase my data" from the candidate's page
export const PRIVACY_REQUEST_KINDS = ["export", "erasure"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PrivacyRequestBody = z.object({ kind: z.enum(PRIVACY_REQUEST_KINDS, { error: "must be export or erasure" }) });
