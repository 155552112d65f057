import { z } from "zod";
import { Id, IdString } from "./common";
import { SyncCursorParam, UpdatedSince } from "./sync";
import { PageQuery } from "@/lib/api/paging";
import { Source } from "./source";
import { answersOfApplication, knockoutSelect, toAnswer, toKnockout, type AnswerRow, type KnockoutRow } from "./answer";

export const APPLICATION_STATUSES = ["active", "rejected", "hired", "withdrawn"] as const;
export const ApplicationStatusValue = z.enum(APPLICATION_STATUSES);

// Endpoint 12: a move, a status change, or both (a reopen followed by a move).
export const UpdateApplicationBody = z
  .object({
    currentStageId: Id.optional(),
    status: ApplicationStatusValue.optional(),
    rejectionReason: z
      .string()
      .trim()
      .max(2000, "must be at most 2000 characters")
      .transform((s) => (s === "" ? null : s))
      .nullable()
      .optional(),
    // with status "rejected": one of the organization's rejection reasons (docs/decisions/281)
    rejectionReasonId: Id.nullable().optional(),
    // with status "rejected": queue the organization's rejection e-mail to the candidate
    notifyCandidate: z.boolean().optional(),
    // the change takes back the previous one (an Undo); its audit entries say so (docs/decisions/280)
    undo: z.boolean().optional(),
    // where the candidate came from, set by hand (docs/decisions/343); "" or null clears it
    source: Source.transform((s) => s || null).nullable().optional(),
  })
  .refine((b) => b.currentStageId !== undefined || b.status !== undefined || b.source !== undefined, {
    message: "send currentStageId, status, source, or several",
  })
  .refine((b) => b.rejectionReason == null || b.status === "rejected", {
    message: "rejectionReason only applies together with status rejected",
    path: ["rejectionReason"],
  })
  .refine((b) => b.rejectionReasonId == null || b.status === "rejected", {
    message: "rejectionReasonId only applies together with status rejected",
    path: ["rejectionReasonId"],
  })
  .refine((b) => !b.notifyCandidate || b.status === "rejected", {
    message: "notifyCandidate only applies together with status rejected",
    path: ["notifyCandidate"],
  });
export type UpdateApplicationBody = z.output<typeof UpdateApplicationBody>;

// One status or several separated by commas ("active,hired": what the board shows by default).
export const ApplicationStatusList = z
  .string()
  .regex(/^[a-z]+(,[a-z]+)*$/, `must be one or more of ${APPLICATION_STATUSES.join(", ")}, separated by commas`)
  .transform((s) => [...new Set(s.split(","))])
  .pipe(z.array(ApplicationStatusValue));

export const ListJobApplicationsQuery = PageQuery.extend({
  stageId: IdString.optional(),
  status: ApplicationStatusList.optional(),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  // active applications nobody answered yet whose deadline is near or passed (docs/decisions/494)
  awaitingAnswer: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});
export type ListJobApplicationsQuery = z.output<typeof ListJobApplicationsQuery>;

// GET /api/applications' orders, as the list screen offers them: a field, oldest first, or with "-" newest first; then by id the same way.
export const APPLICATION_LIST_SORTS = ["-createdAt", "createdAt", "-updatedAt", "updatedAt"] as const;
export type ApplicationListSort = (typeof APPLICATION_LIST_SORTS)[number];

// GET /api/applications (extension): every visible application, across jobs, by (updatedAt, id)
// unless `sort` asks for another order; a cursor continues the sync order only.
export const ListApplicationsQuery = ListJobApplicationsQuery.extend({
  jobId: IdString.optional(),
  updatedSince: UpdatedSince.optional(),
  cursor: SyncCursorParam.optional(),
  sort: z.enum(APPLICATION_LIST_SORTS, { error: `must be one of ${APPLICATION_LIST_SORTS.join(", ")}` }).default("updatedAt"),
})
  .refine((q) => q.cursor === undefined || q.offset === 0, {
    message: "page with cursor or with offset, not both",
    path: ["offset"],
  })
  .refine((q) => q.cursor === undefined || q.sort === "updatedAt", {
    message: "a cursor continues the updatedAt order; page other orders with offset",
    path: ["cursor"],
  });
export type ListApplicationsQuery = z.output<typeof ListApplicationsQuery>;

// Application (endpoint 12) plus the extension field `status`.
export const applicationSelect = {
  id: true,
  jobId: true,
  candidateId: true,
  currentStageId: true,
  coverLetter: true,
  createdAt: true,
  updatedAt: true,
  status: true,
  rejectionReasonId: true,
  rejectionReasonOf: { select: { label: true } },
  source: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  referredBy: true,
  agencyId: true,
  answers: answersOfApplication,
  knockout: { select: knockoutSelect },
} as const;

type ApplicationRow = {
  id: number;
  jobId: number;
  candidateId: number;
  currentStageId: number;
  coverLetter: string | null;
  createdAt: Date;
  updatedAt: Date;
  status: (typeof APPLICATION_STATUSES)[number];
  rejectionReasonId: number | null;
  rejectionReasonOf: { label: string } | null;
  source: string | null;
  referredBy: string | null;
  agencyId: number | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  answers: AnswerRow[];
  knockout: KnockoutRow | null;
};

// The Application of the API from a row read with applicationSelect: the reason's label beside its id.
export function toApplication({ rejectionReasonOf, utmSource, utmMedium, utmCampaign, answers, knockout, ...row }: ApplicationRow) {
  return {
    ...row,
    rejectionReasonLabel: rejectionReasonOf?.label ?? null,
    utm: { source: utmSource, medium: utmMedium, campaign: utmCampaign },
    answers: answers.map((a) => toAnswer(row.id, a)),
    knockout: knockout ? toKnockout(knockout, row.status) : null,
  };
}
