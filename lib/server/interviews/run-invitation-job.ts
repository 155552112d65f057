import { db, type Tx } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { INTERVIEW_INVITATION_QUEUE } from "@/lib/queue/queues";
import { sendInvitations, type InvitationContext, type InvitationChange } from "./send-invitations";

// An interview change's invitations as they were at the change: the interview, its application
// and interviewers are copied into the job, so a later change cannot alter what this one says.
export type InvitationJob = { change: InvitationChange; context: InvitationContext };

// In the change's transaction: one row, so a booking holds its interviewers' times (and everyone
// racing for them waits) only as long as its own rows take (docs/decisions/410).
export async function queueInvitations(tx: Tx, job: InvitationJob): Promise<void> {
  await enqueueJobs(tx, [{ name: INTERVIEW_INVITATION_QUEUE, data: job }]);
}

// The queue's job: the mails (each sent by the mail queue) and the calendar writes, in one
// transaction, so a retry after a failure writes them once.
export async function runInvitationJob(job: InvitationJob): Promise<void> {
  await db.$transaction((tx) => sendInvitations(tx, job.change, job.context));
}
