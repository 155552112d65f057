import { z } from "zod";
import { ApplicationStatusValue } from "@/lib/schemas/application";
import { Timestamp } from "./common";

// GET /api/public/applications/{token} (docs/decisions/493)
export const CandidatePageResponse = z.object({
  application: z.object({
    id: z.number().int(),
    status: ApplicationStatusValue,
    stageLabel: z.string().describe("The stage as the team words it for candidates (its candidateLabel), else its name"),
    job: z.object({ title: z.string() }),
    org: z.object({ name: z.string() }),
  }),
  interviews: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startsAt: Timestamp,
      endsAt: Timestamp,
      timeZone: z.string(),
      location: z.string().nullable(),
      videoUrl: z.string().nullable(),
      manageUrl: z.string().nullable().describe("The invitation's link to move or cancel it"),
    }),
  ),
  offer: z
    .object({ status: z.enum(["sent", "accepted"]), url: z.string().nullable().describe("The offer mail's link, while the offer waits for an answer") })
    .nullable(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      direction: z.enum(["inbound", "outbound"]).describe("outbound: from the team; inbound: from the candidate"),
      subject: z.string(),
      bodyText: z.string(),
      from: z.string(),
      at: Timestamp,
    }),
  ),
  requests: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      status: z.enum(["requested", "uploaded"]),
      fileName: z.string().nullable(),
      requestedAt: Timestamp,
    }),
  ),
  survey: z
    .object({ url: z.string().describe("The survey link its invitation mail carried (docs/decisions/499)") })
    .nullable()
    .describe("The \"how it felt\" survey, while it waits for an answer"),
});

export const CandidateReplyResponse = z.object({ message: z.object({ id: z.number().int() }) });
export const CandidatePageWithdrawalResponse = z.object({ ok: z.literal(true), state: z.literal("withdrawn"), alreadyWithdrawn: z.boolean() });
export const DocumentUploadResponse = z.object({ request: z.object({ id: z.number().int(), status: z.literal("uploaded"), fileName: z.string() }) });

export const DocumentRequestItem = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  label: z.string(),
  status: z.enum(["requested", "uploaded"]),
  fileName: z.string().nullable(),
  url: z.string().nullable().describe("Download path of the uploaded file; null until the candidate sends it"),
  uploadedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export const DocumentRequestResponse = z.object({ documentRequest: DocumentRequestItem });
export const DocumentRequestsResponse = z.object({ documentRequests: z.array(DocumentRequestItem) });
