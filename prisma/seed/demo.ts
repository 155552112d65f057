import { ownerDb } from "@/lib/db/owner";
import { createJob, createOrganization, createUser } from "@/prisma/factories";
import { DEMO_ORG, DEMO_PASSWORD, DEMO_USERS } from "@/prisma/demo-users";
import { seedApplications, CandidatePool, type SeededApplication } from "./applications";
import { AuditTrail } from "./audit";
import { DEMO_JOBS } from "./jobs";
import { seedMail } from "./mail";
import { EXTRA_USERS } from "./people";
import { createRandom, daysAgo } from "./random";
import { seedResumes } from "./resumes";
import { seedFeedback, seedNotes, seedOpenReviews } from "./reviews";
import { seedInterviewPlans } from "./interview-plans";

// the logo ships in public/, so the demo shows it offline (docs/decisions/199)
export const DEMO_BRANDING = { accentColor: "#4F46E5", logoUrl: "/acme-logo.svg" };

// The demo organization "Acme": six people, nine jobs and about a hundred applications from the
// last four months with stage history, scorecards, review requests, notes, audit log and mail.
// Returns a one-line summary, or null when the organization already exists (safe to re-run).
export async function seedDemoOrganization(): Promise<string | null> {
  if (await ownerDb.organization.findUnique({ where: { slug: DEMO_ORG.slug }, select: { id: true } })) return null;
  const random = createRandom(2026);
  const now = Date.now();
  const org = await createOrganization({ name: DEMO_ORG.name, slug: DEMO_ORG.slug, ...DEMO_BRANDING });
  await ownerDb.organization.update({ where: { id: org.id }, data: { createdAt: daysAgo(140, now) } });
  const audit = new AuditTrail(org.id);

  const users = new Map<string, { id: string; name: string; email: string }>();
  for (const person of [...DEMO_USERS, ...EXTRA_USERS]) {
    const user = await createUser(org.id, { ...person, password: DEMO_PASSWORD });
    // the demo team has used the app for months: home greets them as returning members
    await ownerDb.user.update({ where: { id: user.id }, data: { signInCount: 40, lastSignInAt: daysAgo(1, now) } });
    users.set(person.email.split("@")[0], user);
  }
  const person = (handle: string) => users.get(handle)!;
  const [ada, rita, hank, ivan, nora] = ["ada", "rita", "hank", "ivan", "nora"].map(person);
  // offers pass the admin before they go out, so the demo shows an approval on Ada's home once an
  // offer is submitted (without a chain an offer is approved as it is submitted)
  await ownerDb.approvalChainStep.create({ data: { organizationId: org.id, kind: "offer", position: 0, mode: "any", approverIds: [ada.id] } });

  const pool = new CandidatePool(org.id, random);
  const reuse: { candidate: SeededApplication["candidate"]; jobId: number }[] = [];
  const apps: SeededApplication[] = [];
  const criteria = new Map<number, { id: number; name: string }[]>();
  const managersOf = new Map<number, { id: string; name: string }[]>();
  const hankJobs: number[] = [];
  for (const spec of DEMO_JOBS) {
    const managers = spec.managers.map(person);
    const createdAt = daysAgo(spec.ageDays, now);
    const job = await createJob(org.id, { ...spec, hiringManagerIds: managers.map((m) => m.id), createdAt });
    const creator = spec.ageDays > 100 ? ada : rita;
    audit.add(creator, "job.created", { type: "job", id: job.id }, { title: job.title, slug: job.slug, status: "draft", targetLabel: job.title }, createdAt);
    if (spec.status !== "draft") {
      audit.add(creator, "job.updated", { type: "job", id: job.id }, { before: { status: "draft" }, after: { status: "open" }, targetLabel: job.title }, new Date(createdAt.getTime() + 3600_000));
    }
    criteria.set(job.id, job.criteria);
    managersOf.set(job.id, managers);
    if (managers.includes(hank)) hankJobs.push(job.id);
    const jobApps = await seedApplications({ ...job }, spec, { random, pool, audit, movers: [rita, ...managers], reuse, now });
    if (spec.status === "closed") {
      const closedAt = new Date(Math.max(...jobApps.map((a) => a.endedAt.getTime())) + 3600_000);
      audit.add(rita, "job.updated", { type: "job", id: job.id }, { before: { status: "open" }, after: { status: "closed" }, targetLabel: job.title }, closedAt);
    }
    apps.push(...jobApps);
  }

  await seedInterviewPlans(org.id, { hank, ivan, nora, rita });
  const resumes = await seedResumes(apps);
  const feedback = await seedFeedback(apps, {
    random,
    audit,
    criteria,
    recruiter: rita,
    reviewersFor: (app) => [...(managersOf.get(app.job.id) ?? []), ivan, nora, ivan, rita].filter((p, i, all) => all.indexOf(p) === i),
  });
  const openReviews = await seedOpenReviews(apps, {
    random,
    audit,
    recruiter: rita,
    wanted: [
      { reviewer: ivan, count: 4 },
      { reviewer: hank, count: 3, jobIds: hankJobs },
      { reviewer: nora, count: 2 },
    ],
  });
  const notes = await seedNotes(apps, {
    random,
    audit,
    count: 26,
    authorsFor: (app) => [rita, rita, ada, ...(managersOf.get(app.job.id) ?? [])],
  });
  const latest = [...apps].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 2);
  const mails = await seedMail(org, { admin: ada, latest, audit });
  await ownerDb.productFeedback.create({
    data: { organizationId: org.id, userId: rita.id, message: "Would love keyboard shortcuts on the board.", page: "/jobs", createdAt: daysAgo(6, now) },
  });
  const auditCount = audit.size;
  await audit.flush();
  return `${users.size} users, ${DEMO_JOBS.length} jobs, ${pool.created.length} candidates, ${apps.length} applications, ${resumes} résumé files, ${feedback} scorecards, ${openReviews} open review requests, ${notes} notes, ${mails} e-mails, ${auditCount} audit entries`;
}
