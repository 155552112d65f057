import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export const interviewSelect = {
  id: true,
  applicationId: true,
  title: true,
  startsAt: true,
  endsAt: true,
  timeZone: true,
  location: true,
  videoUrl: true,
  instructions: true,
  interviewerIds: true,
  panelId: true,
  status: true,
  planInterviewId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.InterviewSelect;

type Row = Prisma.InterviewGetPayload<{ select: typeof interviewSelect }>;
export type InterviewStatus = "scheduled" | "cancelled" | "completed";
export type Interview = Omit<Row, "status" | "startsAt" | "endsAt" | "createdAt" | "updatedAt"> & {
  status: InterviewStatus;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
  candidateName: string;
  jobTitle: string;
};

// Rows as the API answers them, with whom each meets (interview_subjects: the same rule that lets
// the caller read the interview lets them know the candidate's name and the job).
export async function toInterviews(tx: Tx, rows: Row[]): Promise<Interview[]> {
  if (rows.length === 0) return [];
  const subjects = await tx.$queryRaw<{ interviewId: number; candidateName: string; jobTitle: string }[]>`
    SELECT interview_id AS "interviewId", candidate_name AS "candidateName", job_title AS "jobTitle"
    FROM interview_subjects(${rows.map((r) => r.id)}::integer[])`;
  const byId = new Map(subjects.map((s) => [s.interviewId, s]));
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    title: row.title,
    timeZone: row.timeZone,
    location: row.location,
    videoUrl: row.videoUrl,
    instructions: row.instructions,
    interviewerIds: row.interviewerIds,
    panelId: row.panelId,
    status: row.status as InterviewStatus,
    planInterviewId: row.planInterviewId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    candidateName: byId.get(row.id)?.candidateName ?? "",
    jobTitle: byId.get(row.id)?.jobTitle ?? "",
  }));
}

export async function toInterview(tx: Tx, row: Row): Promise<Interview> {
  const [interview] = await toInterviews(tx, [row]);
  return interview;
}
