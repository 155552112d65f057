import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { ApplicationStatus } from "./application";
import { Count, ResourceId, Timestamp } from "./common";
import { RecommendationValue } from "./feedback";
import { NewHire } from "./new-hire";
import { Answer } from "./question";

// GET /api/candidates/{id}/export (extension): everything held about one person.
export const CandidateExport = z.object({
  exportedAt: Timestamp,
  candidate: z.object({
    id: ResourceId,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    resumeUrl: z.string().nullable(),
    createdAt: Timestamp,
    erasedAt: Timestamp.nullable(),
  }),
  applications: z.array(
    z.object({
      id: ResourceId,
      jobId: ResourceId,
      jobTitle: z.string(),
      status: ApplicationStatus,
      currentStage: z.string(),
      candidateName: z.string().describe("The name this application was sent with"),
      candidatePhone: z.string().nullable(),
      candidateResumeUrl: z.string().nullable(),
      coverLetter: z.string().nullable(),
      rejectionReason: z.string().nullable().describe("The free text given with the rejection"),
      rejectionReasonId: ResourceId.nullable().describe("The organization's rejection reason named, if any"),
      rejectionReasonLabel: z.string().nullable(),
      privacyConsentAt: Timestamp.nullable().describe("When the candidate agreed to the privacy policy; null: there was none"),
      locale: z.enum(LOCALES).describe("The language the candidate applied in, which their built-in e-mails are written in (docs/decisions/363)"),
      createdAt: Timestamp,
      closedAt: Timestamp.nullable(),
      resumeFile: z
        .object({ fileName: z.string(), contentType: z.string(), sizeBytes: Count, url: z.string().describe("Download path of the file") })
        .nullable(),
      answers: z.array(Answer).describe("The answers to the job's questions it was sent with"),
      stages: z.array(z.object({ stage: z.string(), enteredAt: Timestamp, leftAt: Timestamp.nullable() })),
      documents: z
        .array(
          z.object({
            label: z.string(),
            status: z.enum(["requested", "uploaded"]),
            fileName: z.string().nullable(),
            contentType: z.string().nullable(),
            sizeBytes: Count.nullable(),
            uploadedAt: Timestamp.nullable(),
            createdAt: Timestamp,
            url: z.string().nullable().describe("Download path of the uploaded file"),
          }),
        )
        .describe("The documents the team asked the person to send on their application page, and what they sent"),
      feedback: z.array(
        z.object({
          author: z.string(),
          notes: z.string().nullable(),
          recommendation: RecommendationValue,
          createdAt: Timestamp,
          ratings: z.array(z.object({ criterion: z.string(), score: z.number().int() })),
        }),
      ),
      eeo: z
        .object({ gender: z.string(), raceEthnicity: z.string(), veteranStatus: z.string(), disabilityStatus: z.string() })
        .nullable()
        .describe("The person's answers to the voluntary EEO survey with this application; null if none. Only this export (for the person) carries them"),
    }),
  ),
  notes: z.array(z.object({ authorName: z.string(), body: z.string(), createdAt: Timestamp })),
  tags: z.array(z.object({ label: z.string(), addedAt: Timestamp })).describe("The hiring team's tags on the person (docs/decisions/350)"),
  talentPools: z.array(z.object({ name: z.string(), addedAt: Timestamp })).describe("The talent pools the person is kept in (docs/decisions/351)"),
  emails: z.array(
    z.object({ kind: z.string(), subject: z.string(), text: z.string(), createdAt: Timestamp, sentAt: Timestamp.nullable() }).describe("An e-mail sent (or kept in the outbox) for the person"),
  ),
  messages: z
    .array(
      z.object({
        direction: z.enum(["outbound", "inbound"]),
        kind: z.enum(["message", "auto_reply", "bounce"]),
        subject: z.string(),
        bodyText: z.string(),
        fullText: z.string().nullable(),
        from: z.string(),
        to: z.string(),
        sentAt: Timestamp.nullable(),
        applicationId: ResourceId.nullable(),
        attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() })),
      }),
    )
    .describe("The conversation with the person, both ways, oldest first (docs/decisions/400)"),
  offers: z
    .array(
      z.object({
        id: ResourceId,
        applicationId: ResourceId,
        status: z.string(),
        salary: z.object({ amount: z.number(), currency: z.string(), period: z.string() }),
        startDate: z.string().nullable(),
        expiresAt: Timestamp.nullable(),
        sentAt: Timestamp.nullable(),
        respondedAt: Timestamp.nullable(),
        declineReason: z.string().nullable(),
        letterHtml: z.string().nullable().describe("The letter as sent"),
        signature: z
          .object({ name: z.string(), signedAt: Timestamp, address: z.string().nullable(), letterSha256: z.string() })
          .nullable()
          .describe("The acceptance: the name typed, when, from which address, and the SHA-256 of the letter shown"),
      }),
    )
    .describe("Offers made to the person, with their signatures (docs/decisions/393)"),
  newHires: z.array(NewHire).describe("The new hire each accepted offer made, with its hand-offs to the HR system (docs/decisions/483)"),
  interviews: z
    .array(
      z.object({
        applicationId: ResourceId,
        title: z.string(),
        startsAt: Timestamp,
        endsAt: Timestamp,
        timeZone: z.string(),
        location: z.string().nullable(),
        videoUrl: z.string().nullable(),
        instructions: z.string().nullable(),
        status: z.enum(["scheduled", "cancelled", "completed"]),
      }),
    )
    .describe("The person's interviews, by start time (docs/decisions/370)"),
});

export const ErasedCandidateResponse = z.object({
  candidate: z.object({ id: ResourceId, erasedAt: Timestamp.describe("When the person's data was erased (the first time)") }),
});

export const RetentionPreviewResponse = z.object({
  days: z.int().min(1).nullable().describe("The retention used: the `days` asked for, else the saved setting; null: none"),
  candidates: Count.describe("Candidates the next run would erase with it"),
});

// not a component of its own: the bytes of a résumé file as downloaded
export const ResumeFileBody = z.string().describe("The file's bytes (PDF, DOC or DOCX)");
