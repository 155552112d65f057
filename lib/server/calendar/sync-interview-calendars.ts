import type { Tx } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { CALENDAR_SYNC_QUEUE } from "@/lib/queue/queues";
import { removeInterviewFromCalendar, writeInterviewToCalendar } from "./interview-events";

// One interview's change for its interviewers' own calendars (docs/decisions/377): the event to
// write (the invitation's iCalendar, same UID and SEQUENCE) for those on it, and the members whose
// calendars lose it (cancelled, or taken off it).
export type CalendarSyncJob = { uid: string; writes: { userId: string; ics: string }[]; removes: string[] };

// In the change's transaction: the job exists exactly when the change committed.
export async function queueCalendarSync(tx: Tx, job: CalendarSyncJob): Promise<void> {
  if (job.writes.length === 0 && job.removes.length === 0) return;
  await enqueueJobs(tx, [{ name: CALENDAR_SYNC_QUEUE, data: job }]);
}

// The queue's job. A member without a calendar is skipped; a calendar that cannot be reached throws
// after the others were done, so the queue tries again (writing the same UID twice is harmless).
export async function syncInterviewCalendars(job: CalendarSyncJob): Promise<void> {
  const failures: string[] = [];
  for (const { userId, ics } of job.writes) {
    await writeInterviewToCalendar(userId, { uid: job.uid, ics }).catch((error: Error) => failures.push(`${userId}: ${error.message}`));
  }
  for (const userId of job.removes) {
    await removeInterviewFromCalendar(userId, job.uid).catch((error: Error) => failures.push(`${userId}: ${error.message}`));
  }
  if (failures.length > 0) throw new Error(`calendar sync of ${job.uid} failed for ${failures.join("; ")}`);
}
