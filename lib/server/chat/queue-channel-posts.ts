import type { Tx } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { CHAT_DELIVERY_QUEUE } from "@/lib/queue/queues";
import type { EventType } from "@/lib/server/events/event-types";
import type { ChannelEvent } from "./channel-events";

type Subject = { candidate_id: number; candidate_name: string; job_id: number; job_title: string; stage_name: string | null };

// The channel kind of an event, and the application it is about; null for events no channel gets.
function channelEventOf(type: EventType, data: Record<string, unknown>, previous: Record<string, unknown> | null): { kind: ChannelEvent; applicationId: number } | null {
  const id = (key: string) => (typeof data[key] === "number" ? (data[key] as number) : null);
  switch (type) {
    case "application.created":
      return id("id") === null ? null : { kind: "application.created", applicationId: id("id")! };
    case "application.updated":
      return previous && "currentStageId" in previous && id("id") !== null ? { kind: "application.moved", applicationId: id("id")! } : null;
    case "interview.scheduled":
    case "feedback.submitted":
    case "offer.accepted":
    case "candidate.hired":
      return id("applicationId") === null ? null : { kind: type, applicationId: id("applicationId")! };
    default:
      return null;
  }
}

// What a post says: who, which job, what happened. Built from the candidate's name, the job's title
// and the stage's name alone, never from the event's data, so no salary, EEO answer or scorecard
// text can reach a channel whatever the event carries.
function sentence(kind: ChannelEvent, s: Subject): string {
  switch (kind) {
    case "application.created":
      return `New application: ${s.candidate_name} applied to ${s.job_title}`;
    case "application.moved":
      return `${s.candidate_name} (${s.job_title}) moved to ${s.stage_name ?? "another stage"}`;
    case "interview.scheduled":
      return `Interview scheduled with ${s.candidate_name} for ${s.job_title}`;
    case "feedback.submitted":
      return `Feedback submitted on ${s.candidate_name} for ${s.job_title}`;
    case "offer.accepted":
      return `${s.candidate_name} accepted the offer for ${s.job_title}`;
    case "candidate.hired":
      return `${s.candidate_name} was hired as ${s.job_title}`;
  }
}

// Called by recordEvent in the event's transaction: where a Slack channel rule or a Teams channel
// of the organization takes the event's kind, one delivery per channel is written (by the database's
// queue_channel_posts(), as the caller may not read the rules) and queued, to be posted once the
// change committed. Most events take no channel and cost one query.
export async function queueChannelPosts(tx: Tx, organizationId: number, type: EventType, data: object, previous: object | null): Promise<void> {
  const event = channelEventOf(type, data as Record<string, unknown>, previous as Record<string, unknown> | null);
  if (!event) return;
  const [subject] = await tx.$queryRaw<Subject[]>`SELECT * FROM channel_post_subject(${organizationId}::int, ${event.kind}, ${event.applicationId}::int)`;
  if (!subject) return;
  const text = sentence(event.kind, subject).slice(0, 500);
  const url = `/applications/${event.applicationId}`;
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT queue_channel_posts(${organizationId}::int, ${event.kind}, ${subject.job_id}::int, ${text}, ${url}, ${subject.candidate_id}::int) AS id`;
  await enqueueJobs(tx, rows.map((row) => ({ name: CHAT_DELIVERY_QUEUE, data: { deliveryId: row.id } })));
}
