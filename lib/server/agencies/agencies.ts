import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/auth/caller";
import { AGENCY_RECRUITER_ROLE } from "@/lib/auth/permissions";
import { now } from "@/lib/clock";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import type { AgencyBody, AgencyJobsBody, AgencyRecruiterBody } from "@/lib/schemas/agency";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { createInvitation } from "@/lib/server/invitations/create-invitation";

export type AgencyView = {
  id: number;
  name: string;
  ownershipDays: number;
  jobIds: number[];
  recruiters: { name: string; email: string; status: "member" | "invited" }[];
  createdAt: string;
};

const agencySelect = {
  id: true,
  name: true,
  ownershipDays: true,
  createdAt: true,
  jobs: { select: { jobId: true }, orderBy: { jobId: "asc" } },
  recruiters: { where: { removedAt: null }, select: { name: true, email: true }, orderBy: { name: "asc" } },
  invitations: { where: { acceptedAt: null }, select: { name: true, email: true, expiresAt: true }, orderBy: { email: "asc" } },
} as const satisfies Prisma.AgencySelect;

type AgencyRow = {
  id: number;
  name: string;
  ownershipDays: number;
  createdAt: Date;
  jobs: { jobId: number }[];
  recruiters: { name: string; email: string }[];
  invitations: { name: string | null; email: string; expiresAt: Date }[];
};

function toAgency(row: AgencyRow, at: Date): AgencyView {
  const invited = row.invitations.filter((i) => i.expiresAt > at).map((i) => ({ name: i.name ?? i.email, email: i.email, status: "invited" as const }));
  return {
    id: row.id,
    name: row.name,
    ownershipDays: row.ownershipDays,
    jobIds: row.jobs.map((j) => j.jobId),
    recruiters: [...row.recruiters.map((r) => ({ ...r, status: "member" as const })), ...invited],
    createdAt: row.createdAt.toISOString(),
  };
}

// GET /api/agencies (team.manage, docs/decisions/504): the organization's agencies by name
export async function listAgencies(): Promise<{ agencies: AgencyView[] }> {
  const rows = await db.agency.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: agencySelect });
  const at = now();
  return { agencies: rows.map((r) => toAgency(r, at)) };
}

// POST /api/agencies: a new agency, its name unique in the organization (case aside)
export async function createAgency(caller: Caller, input: AgencyBody): Promise<AgencyView> {
  return db
    .$transaction(async (tx) => {
      const agency = await tx.agency.create({ data: { organizationId: caller.orgId, name: input.name, ownershipDays: input.ownershipDays, createdAt: now() }, select: agencySelect });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "agency.created",
        targetType: "agency",
        targetId: agency.id,
        targetLabel: agency.name,
        metadata: { name: agency.name, ownershipDays: agency.ownershipDays },
      });
      return toAgency(agency, now());
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown })?.code === "P2002") throw new Conflict(`An agency named "${input.name}" already exists`);
      throw error;
    });
}

async function findAgency(tx: Tx, id: number) {
  const agency = await tx.agency.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!agency) throw new NotFound("Agency");
  return agency;
}

// POST /api/agencies/{id}/recruiters: the team's invitation (lib/server/invitations), whose accepted
// member gets the agency recruiter's role and joins this agency
export async function inviteAgencyRecruiter(caller: Caller, agencyId: number, input: AgencyRecruiterBody) {
  const agency = await findAgency(db, agencyId);
  const sent = await createInvitation(caller, { email: input.email, role: AGENCY_RECRUITER_ROLE }, { agencyId: agency.id, agencyName: agency.name, name: input.name });
  return { invitation: { email: input.email, name: input.name, agencyId: agency.id }, simulated: sent.simulated };
}

// PUT /api/agencies/{id}/jobs: the set of jobs given to the agency, replaced; each must be one of the
// organization's jobs (400 names the first that is not)
export async function replaceAgencyJobs(caller: Caller, agencyId: number, input: AgencyJobsBody): Promise<AgencyView> {
  return db.$transaction(async (tx) => {
    const agency = await findAgency(tx, agencyId);
    // the agency's row locked, so two replacements of its set do not interleave
    await tx.$queryRaw`SELECT id FROM agencies WHERE id = ${agency.id} FOR UPDATE`;
    const jobs = await tx.job.findMany({ where: { id: { in: input.jobIds } }, select: { id: true, title: true } });
    const known = new Set(jobs.map((j) => j.id));
    const unknown = input.jobIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw new BadRequest(`Invalid body: jobIds.${unknown}: is not one of the organization's jobs`, [{ path: `jobIds.${unknown}`, message: "is not one of the organization's jobs" }]);
    const before = (await tx.agencyJob.findMany({ where: { agencyId: agency.id }, select: { jobId: true }, orderBy: { jobId: "asc" } })).map((j) => j.jobId);
    await tx.agencyJob.deleteMany({ where: { agencyId: agency.id } });
    await tx.agencyJob.createMany({ data: input.jobIds.map((jobId) => ({ agencyId: agency.id, jobId, organizationId: caller.orgId })) });
    const added = input.jobIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !input.jobIds.includes(id));
    if (added.length || removed.length) {
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "agency.jobs_changed",
        targetType: "agency",
        targetId: agency.id,
        targetLabel: agency.name,
        metadata: { agency: agency.name, before, after: input.jobIds, count: input.jobIds.length, jobs: jobs.map((j) => j.title) },
      });
    }
    const row = await tx.agency.findUniqueOrThrow({ where: { id: agency.id }, select: agencySelect });
    return toAgency(row, now());
  });
}
