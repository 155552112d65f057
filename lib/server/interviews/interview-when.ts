// An interview's time as its e-mails say it, on the reader's clock and in their language:
// "Monday, December 2, 2030 at 3:00 PM - 4:00 PM (Central European Standard Time)".
export function interviewWhen(startsAt: Date | string, endsAt: Date | string, timeZone: string, locale = "en-US"): string {
  const start = new Date(startsAt);
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" }).formatToParts(start).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  const end = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(endsAt));
  return `${new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(start)} - ${end} (${zone})`;
}
