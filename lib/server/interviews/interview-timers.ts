import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { enqueueJobs } from "@/lib/queue/boss";
import { INTERVIEW_TIMER_QUEUE } from "@/lib/queue/queues";

export type TimerKind = "candidate_reminder" | "interviewer_reminder" | "ended";
// `startsAt`/`endsAt`: the times the timer was set for; a reschedule sets new timers, and the old
// ones find the interview moved and do nothing
export type InterviewTimerJob = { interviewId: number; kind: TimerKind; startsAt: string; endsAt: string };

const HOUR = 3_600_000;
export const REMINDER_BEFORE: Record<Exclude<TimerKind, "ended">, number> = { candidate_reminder: 24 * HOUR, interviewer_reminder: HOUR };

export function dueAt(job: InterviewTimerJob): Date {
  if (job.kind === "ended") return new Date(job.endsAt);
  return new Date(new Date(job.startsAt).getTime() - REMINDER_BEFORE[job.kind]);
}

// In the change's transaction (docs/decisions/374): a scheduled or moved interview's reminders
// (those still ahead of the clock) and its end, as jobs due at their times.
export async function setInterviewTimers(tx: Tx, interview: { id: number; startsAt: string; endsAt: string }): Promise<void> {
  const kinds: TimerKind[] = ["candidate_reminder", "interviewer_reminder", "ended"];
  const jobs = kinds
    .map((kind) => ({ interviewId: interview.id, kind, startsAt: interview.startsAt, endsAt: interview.endsAt }))
    .filter((job) => job.kind === "ended" || dueAt(job) > now())
    .map((job) => ({ name: INTERVIEW_TIMER_QUEUE as typeof INTERVIEW_TIMER_QUEUE, data: job, startAfter: dueAt(job) }));
  await enqueueJobs(tx, jobs);
}
