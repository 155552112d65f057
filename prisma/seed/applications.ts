import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate } from "@/prisma/factories";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";
import type { AuditTrail, Actor } from "./audit";
import type { DemoJob } from "./jobs";
import { COVER_LETTERS, FIRST_NAMES, LAST_NAMES } from "./people";
import { DAY_MS, type Random } from "./random";

type SeededJob = { id: number; organizationId: number; title: string; stages: { id: number; name: string; position: number }[] };
// hasResume: sent a résumé file, which seedResumes() stores as a real PDF (prisma/seed/resumes.ts)
type Candidate = { id: number; name: string; email: string; createdAt: Date; hasResume: boolean };

export type SeededApplication = {
  id: number;
  job: SeededJob;
  candidate: Candidate;
  status: ApplicationStatus;
  stageIndex: number;
  createdAt: Date;
  endedAt: Date;
  enteredAt: (index: number) => Date; // when the history entered stage `index`
};

export class CandidatePool {
  private used = new Set<string>();
  readonly created: Candidate[] = [];
  constructor(private organizationId: number, private random: Random) {}

  async fresh(createdAt: Date): Promise<Candidate> {
    let first = "", last = "", email = "";
    for (let n = 0; !email || this.used.has(email); n++) {
      first = this.random.pick(FIRST_NAMES);
      last = this.random.pick(LAST_NAMES);
      email = `${first}.${last}${n > 3 ? n : ""}@example.com`.toLowerCase();
    }
    this.used.add(email);
    const phone = this.random.chance(0.6) ? `+49 30 ${this.random.int(1000000, 9999999)}` : null;
    const hasResume = this.random.chance(0.7);
    // the record dates from the first application, as it would had the person applied then
    const candidate = await createCandidate(this.organizationId, { name: `${first} ${last}`, email, phone, createdAt });
    const row = { id: candidate.id, name: candidate.name, email: candidate.email, createdAt, hasResume };
    this.created.push(row);
    return row;
  }
}

// [the organization's reason, the recruiter's words]: one random pick each, as before the list
const REJECTIONS: [string, string][] = [
  ["Not enough experience", "Not enough experience with the core stack"],
  ["Salary expectations", "Out of our range"],
  ["Hired someone else", "Another candidate was a better fit"],
  ["Skills do not match", "Needs stronger system design"],
];
const reasonIds = new Map<string, { id: number; label: string }>();

async function reasonOf(organizationId: number, label: string) {
  const key = `${organizationId}:${label}`;
  if (!reasonIds.has(key)) {
    const { id } = await ownerDb.rejectionReason.findFirstOrThrow({ where: { organizationId, label }, select: { id: true } });
    reasonIds.set(key, { id, label });
  }
  return reasonIds.get(key)!;
}

async function rejectionOf(organizationId: number, [label, text]: [string, string]) {
  return { rejectionReasonId: (await reasonOf(organizationId, label)).id, rejectionReason: text };
}

async function readableRejection(reasonId: number | null, text: string | null) {
  const reason = [...reasonIds.values()].find((r) => r.id === reasonId);
  if (!reason) return { rejectionReason: text };
  return { rejectionReason: text ? `${reason.label}: ${text}` : reason.label, rejectionReasonId: reason.id };
}

function chooseStatus(random: Random, isClosedJob: boolean, ageDays: number): ApplicationStatus {
  const r = random.next();
  if (isClosedJob) return r < 0.12 ? "hired" : r < 0.85 ? "rejected" : "withdrawn";
  if (r < 0.52 || ageDays < 4) return "active";
  if (r < 0.8) return "rejected";
  if (r < 0.9 && ageDays >= 14) return "hired";
  return r < 0.9 ? "active" : "withdrawn";
}

// Applications of one job spread over its lifetime (more recent ones more likely), with a
// status, a plausible stage and a stage history; each leaves the audit entries it would have.
export async function seedApplications(
  job: SeededJob,
  spec: DemoJob,
  ctx: { random: Random; pool: CandidatePool; audit: AuditTrail; movers: Actor[]; reuse: { candidate: Candidate; jobId: number }[]; now: number },
): Promise<SeededApplication[]> {
  const { random, pool, audit, now } = ctx;
  const last = job.stages.length - 1;
  const isClosed = spec.status === "closed";
  const seeded: SeededApplication[] = [];
  let olderHires = 0;
  let recentHire = false; // one hire of the last month per open job, so the default 30-day report has hires
  for (let n = 0; n < spec.applications; n++) {
    const maxAge = Math.min(spec.ageDays - 2, 120);
    const ageDays = isClosed ? random.int(60, Math.min(maxAge, 118)) : 0.3 + (maxAge - 0.3) * Math.pow(random.next(), 1.4);
    const createdAt = new Date(now - ageDays * DAY_MS);
    let status = chooseStatus(random, isClosed, ageDays);
    if (status === "hired" && ageDays >= 30 && olderHires >= (isClosed ? 1 : 2)) status = "rejected";
    if (isClosed && status === "active") status = "rejected";
    if (!isClosed && !recentHire && ageDays >= 12 && ageDays < 30 && random.chance(0.4)) status = "hired";
    if (status === "hired" && ageDays < 30) recentHire = true;
    const perStage = random.int(2, 6) * DAY_MS;
    let stageIndex: number;
    if (status === "hired") stageIndex = last;
    // an active application older than a few weeks has usually moved on from the first stage
    else if (status === "active") stageIndex = Math.min(last - 1, Math.max(ageDays > 25 ? 1 : 0, Math.min(random.int(0, Math.floor(ageDays / 4)), random.pick([0, 0, 1, 1, 2, 2, 3]))));
    else stageIndex = Math.min(last - 1, random.pick([0, 0, 1, 1, 2, 3]));
    const wanted = createdAt.getTime() + perStage * (stageIndex + 1);
    const endedAt = new Date(Math.min(wanted, now - random.int(2, 30) * 60 * 60 * 1000));
    if (endedAt <= createdAt) endedAt.setTime(createdAt.getTime() + 60 * 60 * 1000);
    if (status === "hired" && ageDays >= 30) olderHires++;

    const reuseAt = ctx.reuse.findIndex((r) => r.jobId !== job.id);
    const reused = !isClosed && reuseAt >= 0 && random.chance(0.1) ? ctx.reuse.splice(reuseAt, 1)[0].candidate : null;
    const candidate = reused ?? (await pool.fresh(createdAt));
    // a second application may be dated before the one that created the record
    if (candidate.createdAt > createdAt) {
      await ownerDb.candidate.update({ where: { id: candidate.id }, data: { createdAt } });
      candidate.createdAt = createdAt;
    }
    const application = await createApplication(job, {
      candidate,
      stageIndex,
      status,
      createdAt,
      endedAt,
      coverLetter: random.chance(0.5) ? random.pick(COVER_LETTERS) : null,
      ...(status === "rejected" ? await rejectionOf(job.organizationId, random.pick(REJECTIONS)) : {}),
    });
    const step = stageIndex === 0 ? 0 : (endedAt.getTime() - createdAt.getTime()) / (stageIndex + 1);
    const enteredAt = (index: number) => new Date(createdAt.getTime() + step * index);
    const record: SeededApplication = { id: application.id, job, candidate, status, stageIndex, createdAt, endedAt, enteredAt };
    seeded.push(record);

    const target = { type: "application", id: application.id };
    // names as the domain functions record them (docs/decisions/180)
    const targetLabel = `${candidate.name} (${job.title})`;
    const first = job.stages[0];
    audit.add("system", "application.created", target, { jobId: job.id, job: job.title, candidateId: candidate.id, candidate: candidate.name, stageId: first.id, stage: first.name, source: "careers", targetLabel }, createdAt);
    const mover = random.pick(ctx.movers);
    for (let i = 1; i <= stageIndex; i++) {
      const before = job.stages[i - 1], after = job.stages[i];
      audit.add(mover, "application.moved", target, { fromStageId: before.id, toStageId: after.id, fromStage: before.name, toStage: after.name, targetLabel }, enteredAt(i));
    }
    if (status === "withdrawn") {
      audit.add("system", "application.withdrawn", target, { before: { status: "active" }, after: { status: "withdrawn" }, via: "withdrawal_link", targetLabel }, endedAt);
    } else if (status !== "active") {
      // as updateApplication records it: the reason's label, then the text (docs/decisions/281)
      const named = status === "rejected" ? await readableRejection(application.rejectionReasonId, application.rejectionReason) : { rejectionReason: null };
      audit.add(mover, "application.status_changed", target, { from: "active", to: status, ...named, targetLabel }, endedAt);
    }
    // a few people apply to a second job later
    if (!reused && random.chance(0.1)) ctx.reuse.push({ candidate, jobId: job.id });
  }
  return seeded;
}
