import { deleteEvent, putEvent } from "./calendar-request";
import { storedConnections } from "./stored-connections";

// A booked interview in the interviewer's own calendar (docs/decisions/384): written as <uid>.ics,
// replaced on every change (the same UID, the SEQUENCE the invitation carries), removed on cancel.
// Both answer false when the member has no calendar, and throw CalendarUnreachable when the server
// cannot be used, so a queue job can try again.

export async function writeInterviewToCalendar(userId: string, event: { uid: string; ics: string }): Promise<boolean> {
  const [connection] = await storedConnections([userId]);
  if (!connection) return false;
  // an invitation's METHOD (REQUEST, CANCEL) has no place in a stored calendar object (RFC 4791, 4.1)
  await putEvent(connection, event.uid, event.ics.replace(/^METHOD:[^\r\n]*\r?\n/m, ""));
  return true;
}

export async function removeInterviewFromCalendar(userId: string, uid: string): Promise<boolean> {
  const [connection] = await storedConnections([userId]);
  if (!connection) return false;
  await deleteEvent(connection, uid);
  return true;
}
