// The kinds of event an organization may post to a Slack or Teams channel (docs/decisions/484): the
// moments a team follows in a channel. `application.moved` is an `application.updated` event whose
// stage changed; the others are the events of the same name.
export const CHANNEL_EVENTS = ["application.created", "application.moved", "interview.scheduled", "feedback.submitted", "offer.accepted", "candidate.hired"] as const;
export type ChannelEvent = (typeof CHANNEL_EVENTS)[number];
