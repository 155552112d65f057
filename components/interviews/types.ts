export type Interview = {
  id: number;
  applicationId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  instructions: string | null;
  interviewerIds: string[];
  panelId: number | null;
  status: "scheduled" | "cancelled" | "completed";
  candidateName: string;
  jobTitle: string;
};

export type Slot = { startsAt: string; endsAt: string; freeUserIds: string[] };


// The viewer's own zone (the browser's), which slots and times are shown in
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function timeRange(locale: string, startsAt: string, endsAt: string, timeZone?: string): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  return `${day}, ${time.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`;
}

export type Panel = { id: number; applicationId: number; stageId: number | null; status: "scheduled" | "cancelled"; createdAt: string; interviews: Interview[] };
export type PanelSuggestion = {
  startsAt: string;
  endsAt: string;
  interviews: { planInterviewId: number; name: string; interviewerId: string; interviewerName: string; startsAt: string; endsAt: string }[];
};
