import { z } from "zod";
import { Count, DateOnly, ResourceId, Timestamp, UserId } from "./common";
import { Interview } from "./interview";

export const PanelSuggestionsResponse = z.object({
  stageId: ResourceId.describe("The stage whose planned interviews the days hold (to book one with)"),
  suggestions: z
    .array(
      z.object({
        startsAt: Timestamp.describe("The day's first interview starts"),
        endsAt: Timestamp.describe("The day's last interview ends"),
        interviews: z
          .array(
            z.object({
              planInterviewId: ResourceId,
              name: z.string().describe("The planned interview's name (the booked interview's title)"),
              interviewerId: UserId,
              interviewerName: z.string(),
              startsAt: Timestamp,
              endsAt: Timestamp,
            }),
          )
          .describe("The stage's planned interviews in the plan's order, back to back"),
      }),
    )
    .describe("Earliest first, at most 5: one per day of the viewer's calendar, or up to 5 starts on `date`"),
  reason: z.string().nullable().describe("When there is no suggestion: why (which interview no one in its pool could take); null otherwise"),
});

export const Panel = z.object({
  id: ResourceId,
  applicationId: ResourceId,
  stageId: ResourceId.nullable().describe("The stage whose planned interviews it books (null once that stage was deleted)"),
  status: z.enum(["scheduled", "cancelled"]),
  createdAt: Timestamp,
  interviews: z.array(Interview).describe("Its interviews by start time, cancelled ones included"),
});
export const PanelResponse = z.object({ panel: Panel });
export const PanelsResponse = z.object({ panels: z.array(Panel).describe("Newest first, at most 50") });

export const InterviewerLoadResponse = z.object({
  members: z
    .array(
      z.object({
        userId: UserId,
        name: z.string(),
        weeks: z.array(z.object({ weekStart: DateOnly.describe("The week's Monday"), interviews: Count })).describe("Every week from the one of `from` to the one of `to`, oldest first"),
      }),
    )
    .describe("Members of the team (removed ones left out), by name"),
});

export const InterviewAgreementResponse = z.object({
  interviews: z
    .array(
      z.object({
        planInterviewId: ResourceId,
        name: z.string(),
        scored: Count.describe("Scorecards with a recommendation on applications that were hired or rejected"),
        agreed: Count.describe("Of those, the ones whose recommendation matched the outcome (yes or strong yes and hired; no or strong no and rejected)"),
        rate: z.number().min(0).max(1).nullable().describe("agreed / scored, to 3 decimals; null when nothing was scored"),
      }),
    )
    .describe("The planned interviews by job and plan order (archived ones only when they were scored)"),
});
