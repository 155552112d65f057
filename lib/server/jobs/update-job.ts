import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { matchesIfMatch, versionTag, type IfMatch } from "@/lib/api/etag";
import { BadRequest, Conflict, PreconditionFailed } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobSelect, PUBLIC_JOB_FIELDS, type UpdateJobBody } from "@/lib/schemas/job";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { assertOrgUsers } from "./assert-org-users";
import { beginJobRound, jobApprovalsOn } from "./job-approval";
import { lockManagedJob } from "./lock-managed-job";
import { toJob } from "./to-job";

type Job = ReturnType<typeof toJob<Prisma.JobGetPayload<{ select: typeof jobSelect }>>>;

// what a job's approval approved: its salary range and headcount (docs/decisions/395)
const SIZING_FIELDS = ["salaryMin", "salaryMax", "salaryCurrency", "headcount"] as const;

async function roundOf(tx: Tx, id: number): Promise<number> {
  return (await tx.job.findUniqueOrThrow({ where: { id }, select: { approvalRound: true } })).approvalRound;
}

// Partial update by a manager of the job. Only changed fields are written and audited; the slug
// stays as created so published links keep working (docs/decisions/021). With If-Match, the
// version is compared under the row lock, so of two writers holding the same tag one wins and
// the other gets 412 with nothing written (docs/decisions/153).
export async function updateJob(caller: Caller, id: number, input: UpdateJobBody, ifMatch: IfMatch | null = null) {
  const result = await db.$transaction(async (tx) => {
    const managerIds = input.hiringManagerIds && (await assertOrgUsers(tx, input.hiringManagerIds));
    await lockManagedJob(tx, caller, id);
    const row = await tx.job.findUniqueOrThrow({
      where: { id },
      select: { ...jobSelect, organization: { select: { slug: true } } },
    });
    const { organization, ...current } = row;
    if (ifMatch && !matchesIfMatch(ifMatch, versionTag(current.updatedAt))) {
      throw new PreconditionFailed("This job was changed by someone else since you read it; reload it and apply your change again");
    }
    const job = toJob(current);
    const requested = { ...input, ...(managerIds ? { hiringManagerIds: managerIds } : {}) };
    const salaryMin = requested.salaryMin === undefined ? job.salaryMin : requested.salaryMin;
    const salaryMax = requested.salaryMax === undefined ? job.salaryMax : requested.salaryMax;
    if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
      throw new BadRequest("Invalid body: salaryMin must not be greater than salaryMax");
    }
    const changed = changedFields(job, requested);
    if (changed.length === 0) return { job, orgSlug: organization.slug, changed };
    // job approval (docs/decisions/395): opening waits for it; the sizing it approved asks again
    if (changed.includes("status") && requested.status === "open" && (job.approvalStatus === "pending" || job.approvalStatus === "rejected")) {
      throw new Conflict(`This job is not approved (${job.approvalStatus === "pending" ? "approval pending" : "approval rejected"}); it opens once approved`);
    }
    const asksAgain = job.approvalStatus !== "not_required" && changed.some((k) => (SIZING_FIELDS as readonly string[]).includes(k)) && (await jobApprovalsOn(tx));

    const { hiringManagerIds, ...fields } = Object.fromEntries(changed.map((k) => [k, requested[k]])) as UpdateJobBody;
    const updated = await tx.job.update({
      where: { id },
      data: {
        ...fields,
        ...(hiringManagerIds
          ? { hiringManagers: { deleteMany: {}, create: hiringManagerIds.map((userId) => ({ userId })) } }
          : {}),
      },
      select: jobSelect,
    });
    if (asksAgain) {
      await beginJobRound(tx, actorOf(caller), { id, organizationId: caller.orgId, approvalRound: await roundOf(tx, id), title: updated.title, approvalStatus: job.approvalStatus });
      updated.approvalStatus = (await tx.job.findUniqueOrThrow({ where: { id }, select: { approvalStatus: true } })).approvalStatus;
    }
    const after = toJob(updated);
    const before = Object.fromEntries(changed.map((k) => [k, job[k]]));
    // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
    await recordEvent(tx, { organizationId: caller.orgId, type: "job.updated", data: after, previous: before });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "job.updated",
      targetType: "job",
      targetId: id,
      targetLabel: after.title,
      metadata: await withManagerNames(tx, { before, after: Object.fromEntries(changed.map((k) => [k, after[k]])) }),
    });
    return { job: after, orgSlug: organization.slug, changed };
  });
  if (result.changed.some((k) => (PUBLIC_JOB_FIELDS as readonly string[]).includes(k))) {
    invalidatePublicBoard(result.orgSlug);
  }
  return result.job;
}

// hiringManagerIds read as people: `hiringManagers` holds their names beside the ids (docs/decisions/180)
async function withManagerNames(tx: Tx, change: { before: Record<string, unknown>; after: Record<string, unknown> }) {
  const ids = (side: Record<string, unknown>) => (side.hiringManagerIds as string[] | undefined) ?? null;
  const [before, after] = [ids(change.before), ids(change.after)];
  if (!before || !after) return change;
  const users = await tx.user.findMany({ where: { id: { in: [...before, ...after] } }, select: { id: true, name: true } });
  const names = new Map(users.map((u) => [u.id, u.name]));
  const named = (list: string[]) => list.map((id) => names.get(id) ?? id);
  return { before: { ...change.before, hiringManagers: named(before) }, after: { ...change.after, hiringManagers: named(after) } };
}

function changedFields(job: Job, requested: UpdateJobBody): (keyof UpdateJobBody & keyof Job)[] {
  return (Object.keys(requested) as (keyof UpdateJobBody)[]).filter((key) => {
    const next = requested[key];
    if (next === undefined) return false;
    return JSON.stringify(next) !== JSON.stringify(job[key]);
  });
}
