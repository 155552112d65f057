import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { Conflict } from "@/lib/errors";
import { jobSelect, type CreateJobBody } from "@/lib/schemas/job";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { assertOrgUsers } from "./assert-org-users";
import { beginJobRound, jobApprovalsOn } from "./job-approval";
import { toJob } from "./to-job";
import { uniqueJobSlug } from "./unique-job-slug";

const DEFAULT_STAGES = ["Applied", "Screen", "Interview", "Offer", "Hired"];
// advisory lock class for "job slugs of one organization"
const JOB_SLUG_LOCK = 7201;

// Who holds `jobs.create` (its route declares it) opens jobs; a new job starts with the default pipeline.
export async function createJob(caller: Caller, input: CreateJobBody) {
  const { hiringManagerIds = [], status = "draft", ...fields } = input;
  const job = await db.$transaction(async (tx) => {
    const managerIds = await assertOrgUsers(tx, hiringManagerIds);
    // with job approvals on, a new job waits for its chain and cannot open before (docs/decisions/395)
    const needsApproval = await jobApprovalsOn(tx);
    if (needsApproval && status === "open") throw new Conflict("New jobs need approval before they open: create it as a draft; it opens once approved");
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${JOB_SLUG_LOCK}::int4, ${caller.orgId}::int4)`;
    const slug = await uniqueJobSlug(tx, fields.title);
    // the EEO survey follows the organization's switch as it is now, unless chosen: switching it on
    // later asks it on new jobs only, not on every job already posted, in the EU too (decision 461)
    const eeoSurvey = fields.eeoSurvey ?? (await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { eeoSurveyEnabled: true } })).eeoSurveyEnabled;
    const created = await tx.job.create({
      data: {
        ...fields,
        eeoSurvey,
        status,
        slug,
        organizationId: caller.orgId,
        // the funnel's "recruiter" (lib/analytics/funnel-definitions.ts); an organization's own hand has no member
        createdById: caller.userId || null,
        hiringManagers: { create: managerIds.map((userId) => ({ userId })) },
        stages: { create: DEFAULT_STAGES.map((name, position) => ({ name, position })) },
      },
      select: { ...jobSelect, organization: { select: { slug: true } } },
    });
    if (needsApproval) {
      await beginJobRound(tx, actorOf(caller), { id: created.id, organizationId: caller.orgId, approvalRound: 0, title: created.title, approvalStatus: "not_required" });
      created.approvalStatus = "pending";
    }
    // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
    const { organization: _organization, ...createdJob } = created;
    await recordEvent(tx, { organizationId: caller.orgId, type: "job.created", data: toJob(createdJob), previous: null });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "job.created",
      targetType: "job",
      targetId: created.id,
      targetLabel: created.title,
      metadata: { title: created.title, slug: created.slug, status: created.status },
    });
    return created;
  });
  const { organization, ...rest } = job;
  if (rest.status === "open") invalidatePublicBoard(organization.slug);
  return toJob(rest);
}
