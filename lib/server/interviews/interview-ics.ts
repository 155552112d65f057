import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { now } from "@/lib/clock";
import { offsetMinutes } from "@/lib/server/availability/zoned-time";

export type InvitationInput = {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  description: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string; role: "chair" | "required" }[];
};

// "+0100", "-0430"
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

// The zone's definition as RFC 5545 wants one beside a TZID, from Intl's offset at the interview's
// start: one observance, exact for this event (docs/decisions/373); calendar programs that know
// the IANA name use their own rules for it.
function vtimezone(at: Date) {
  return (timeZone: string): string => {
    const offset = utcOffset(offsetMinutes(timeZone, at.getTime()));
    return ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, "BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, "END:STANDARD", "END:VTIMEZONE"].join("\r\n");
  };
}

// An interview as an iCalendar invitation (ical-generator): the same UID for its whole life, a
// SEQUENCE raised on every change, REQUEST while it takes place and CANCEL when it does not, the
// times in the zone it was arranged in.
export function interviewIcs(input: InvitationInput): string {
  const cal = ical({ prodId: { company: "hiring-service", product: "interviews", language: "EN" }, method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  // no calendar-wide zone: DTSTAMP stays UTC; the event's zone gets its VTIMEZONE from the generator
  cal.timezone({ name: null, generator: vtimezone(input.startsAt) });
  cal.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: now(),
    start: DateTime.fromJSDate(input.startsAt, { zone: input.timeZone }),
    end: DateTime.fromJSDate(input.endsAt, { zone: input.timeZone }),
    timezone: input.timeZone,
    summary: input.title,
    description: input.description,
    location: input.location ?? input.videoUrl ?? null,
    url: input.videoUrl,
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: input.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      rsvp: input.method === "REQUEST",
      role: a.role === "chair" ? ICalAttendeeRole.CHAIR : ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
  });
  return cal.toString();
}
