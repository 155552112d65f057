import type { interviewOperations } from "@/lib/openapi/operations/interviews";
import type { panelOperations } from "@/lib/openapi/operations/panels";
import type { ResponseOf } from "@/lib/ui/response-of";

// The interview shapes the screens read, from the endpoints' declarations.
export type Interview = ResponseOf<typeof interviewOperations.listMyInterviews>["interviews"][number];
export type Slot = ResponseOf<typeof interviewOperations.findAvailability>["slots"][number];

// The viewer's own zone (the browser's), which slots and times are shown in
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function timeRange(locale: string, startsAt: string, endsAt: string, timeZone?: string): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  return `${day}, ${time.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`;
}

export type Panel = ResponseOf<typeof panelOperations.listPanels>["panels"][number];
export type PanelSuggestion = ResponseOf<typeof panelOperations.suggestPanelDays>["suggestions"][number];
