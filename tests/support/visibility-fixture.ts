import { randomUUID } from "node:crypto";
import { ownerDb } from "@/lib/db/owner";
import { fileStore } from "@/lib/files/file-store";
import { AGENCY_RECRUITER_ROLE, isBuiltInRole, normalizePermissions, permissionsOf, type Permission } from "@/lib/auth/permissions";
import { createApiKey, createApplication, createCandidate, createJob, createOrganization, createUser } from "@/prisma/factories";
import { createCandidateNote } from "@/prisma/factories/candidate-note";
import { createFeedback } from "@/prisma/factories/feedback";
import { createReviewRequest } from "@/prisma/factories/review-request";

// The data of the visibility oracle (tests/visibility-oracle.test.ts), kept as plain arrays so the
// reference rule reads it without the database: two organizations, jobs managed or not, review
// requests asked or not, submitted or not, feedback and notes by several authors; the four built-in
// roles and three an organization defined (decision 471), each person with their role's permissions.
// agencyId: the agency a recruiter of one belongs to (decision 504), else null
export type Person = { id: string; name: string; role: string; permissions: Permission[]; orgId: number; key: string; relation: string; agencyId: number | null };

// Roles of organization A's own: a coordinator who sees every job, schedules and writes but reads no
// offer, feedback or report; a manager of the jobs they are listed on who sees no offer but keeps the
// settings (so someone reads the new hires' hand-off log, which settings managers read whole, without
// reading the offers behind it); an auditor who reads everything and changes nothing.
export const OWN_ROLES: Record<string, Permission[]> = {
  coordinator: ["jobs.view_all", "interviews.schedule", "messages.read", "messages.send"],
  manager_without_offers: ["jobs.manage", "applications.manage", "feedback.view_all", "interviews.schedule", "messages.read", "messages.send", "reports.view", "settings.manage"],
  auditor: ["jobs.view_all", "feedback.view_all", "offers.view", "reports.view", "reports.eeo", "audit.view", "candidates.export"],
};
export type Fixture = Awaited<ReturnType<typeof buildVisibilityFixture>>;

export async function buildVisibilityFixture() {
  const people: Person[] = [];
  const person = async (orgId: number, role: string, relation: string) => {
    if (!isBuiltInRole(role) && !(await ownerDb.role.findFirst({ where: { organizationId: orgId, key: role } }))) {
      await ownerDb.role.create({ data: { organizationId: orgId, key: role, name: role.replace(/_/g, " "), permissions: normalizePermissions(OWN_ROLES[role]) } });
    }
    const user = await createUser(orgId, { role, name: `${relation} ${orgId}` });
    const { plaintext } = await createApiKey(user);
    const permissions = isBuiltInRole(role) ? permissionsOf(role) : normalizePermissions(OWN_ROLES[role]);
    const p: Person = { id: user.id, name: user.name, role, permissions, orgId, key: plaintext, relation, agencyId: null };
    people.push(p);
    return p;
  };
  const orgA = await createOrganization({ name: "Oracle A" });
  const orgB = await createOrganization({ name: "Oracle B" });
  const admin = await person(orgA.id, "admin", "admin");
  const recruiter = await person(orgA.id, "recruiter", "recruiter");
  const hmOfJob = await person(orgA.id, "hiring_manager", "hiring manager of the job");
  const hmOfOther = await person(orgA.id, "hiring_manager", "hiring manager of another job, asked");
  const hmOfOtherPlain = await person(orgA.id, "hiring_manager", "hiring manager of another job");
  const askedOpen = await person(orgA.id, "interviewer", "interviewer asked, not submitted");
  const askedDone = await person(orgA.id, "interviewer", "interviewer asked, submitted");
  const notAsked = await person(orgA.id, "interviewer", "interviewer not asked");
  const coordinator = await person(orgA.id, "coordinator", "coordinator (own role), asked to approve, gave feedback");
  const managerWithoutOffers = await person(orgA.id, "manager_without_offers", "manager of the job without offers (own role)");
  await person(orgA.id, "auditor", "auditor (own role)");
  const otherAdmin = await person(orgB.id, "admin", "admin of another organization");
  const otherInterviewer = await person(orgB.id, "interviewer", "interviewer of another organization, asked");
  // agencies (decision 504): a recruiter of each of A's two agencies and of B's, members with no
  // permission linked to their agency
  const agencyA = await ownerDb.agency.create({ data: { organizationId: orgA.id, name: "Oracle agency A" } });
  const rivalA = await ownerDb.agency.create({ data: { organizationId: orgA.id, name: "Oracle rival agency A" } });
  const agencyB = await ownerDb.agency.create({ data: { organizationId: orgB.id, name: "Oracle agency B" } });
  const agencyIds = [agencyA, rivalA, agencyB].map((g) => ({ id: g.id, orgId: g.organizationId }));
  const agent = async (orgId: number, agencyId: number, relation: string) => {
    const p = await person(orgId, AGENCY_RECRUITER_ROLE, relation);
    await ownerDb.user.update({ where: { id: p.id }, data: { agencyId } });
    p.agencyId = agencyId;
    return p;
  };
  const agentA = await agent(orgA.id, agencyA.id, "agency recruiter, given X and the closed W");
  const rivalAgent = await agent(orgA.id, rivalA.id, "recruiter of another agency, given Z");
  const agentB = await agent(orgB.id, agencyB.id, "agency recruiter of another organization");

  const jobX = await createJob(orgA.id, { title: "Oracle X", hiringManagerIds: [hmOfJob.id, managerWithoutOffers.id] });
  const jobY = await createJob(orgA.id, { title: "Oracle Y", hiringManagerIds: [hmOfOther.id, hmOfOtherPlain.id] });
  const jobZ = await createJob(orgA.id, { title: "Oracle Z" });
  const jobB = await createJob(orgB.id, { title: "Oracle B", hiringManagerIds: [] });
  // a closed job given to an agency: its recruiters no longer see it
  const jobW = await createJob(orgA.id, { title: "Oracle W", status: "closed" });
  const jobs = [jobX, jobY, jobZ, jobB, jobW].map((j) => ({ id: j.id, orgId: j.organizationId, managers: [] as string[], open: j.status === "open" }));
  jobs[0].managers.push(hmOfJob.id, managerWithoutOffers.id);
  jobs[1].managers.push(hmOfOther.id, hmOfOtherPlain.id);

  const c1 = await createCandidate(orgA.id, { name: "Oracle Ada" });
  const c2 = await createCandidate(orgA.id, { name: "Oracle Brian" });
  const c3 = await createCandidate(orgA.id, { name: "Oracle Chen" });
  const c4 = await createCandidate(orgA.id, { name: "Oracle Dana" });
  const cB = await createCandidate(orgB.id, { name: "Oracle Eve" });
  const candidates = [c1, c2, c3, c4, cB].map((c) => ({ id: c.id, orgId: c.organizationId }));

  const x1 = await createApplication(jobX, { candidate: c1 });
  const x2 = await createApplication(jobX, { candidate: c2, stageIndex: 1 });
  const y1 = await createApplication(jobY, { candidate: c3 });
  const z1 = await createApplication(jobZ, { candidate: c1, stageIndex: 2 });
  const z2 = await createApplication(jobZ, { candidate: c4 });
  const b1 = await createApplication(jobB, { candidate: cB });
  // a hire, so the report's hire counters have something of the caller's to show
  const x3 = await createApplication(jobX, { candidate: c4, status: "hired", stageIndex: 99 });
  const applications = [x1, x2, y1, z1, z2, b1, x3].map((a) => ({ id: a.id, orgId: a.organizationId, jobId: a.jobId, candidateId: a.candidateId, status: a.status }));
  // one question per job and its answer on each application, told apart by ids (decision 330)
  const questionIds: Record<number, number> = {};
  for (const job of [jobX, jobY, jobZ, jobB, jobW]) {
    const question = await ownerDb.jobQuestion.create({ data: { organizationId: job.organizationId, jobId: job.id, position: 0, label: `Question of ${job.id}`, type: "short_text" } });
    questionIds[job.id] = question.id;
  }
  for (const a of applications) {
    await ownerDb.applicationAnswer.create({ data: { organizationId: a.orgId, applicationId: a.id, questionId: questionIds[a.jobId], position: 0, label: `Question of ${a.jobId}`, type: "short_text", value: `answer of ${a.id}` } });
    await ownerDb.applicationKnockout.create({ data: { organizationId: a.orgId, applicationId: a.id, label: `Question of ${a.jobId}`, answer: `answer of ${a.id}`, action: "review", state: "review", dueAt: new Date() } });
    // a withdrawal link per application: no endpoint lists them, the oracle reads the table as each caller
    await ownerDb.withdrawalToken.create({ data: { applicationId: a.id, tokenHash: `oracle-${a.id}-${randomUUID()}`, expiresAt: new Date(Date.now() + 86_400_000) } });
  }

  const requests: { applicationId: number; reviewerId: string; submitted: boolean }[] = [];
  const ask = async (application: { id: number }, reviewer: Person, submitted: boolean) => {
    await createReviewRequest(application, reviewer, { requestedBy: recruiter, completedAt: submitted ? new Date() : null });
    requests.push({ applicationId: application.id, reviewerId: reviewer.id, submitted });
  };
  await ask(x1, askedOpen, false);
  await ask(x1, askedDone, true);
  await ask(x2, hmOfOther, false);
  await ask(z1, askedDone, false);
  await ask(y1, hmOfOther, false);
  await ask(b1, otherInterviewer, false);

  // one scorecard criterion per job, so every feedback carries a rating (feedback_ratings has a policy of its own)
  const criterionIds: Record<number, number> = {};
  for (const job of [jobX, jobY, jobZ, jobB, jobW]) {
    criterionIds[job.id] = (await ownerDb.scorecardCriterion.create({ data: { jobId: job.id, name: `Criterion of ${job.id}`, position: 0 } })).id;
  }
  const feedback: { id: number; applicationId: number; authorId: string }[] = [];
  const give = async (application: { id: number; jobId: number }, author: Person) => {
    const ratings = [{ criterionId: criterionIds[application.jobId], score: 3 }];
    const f = await createFeedback(application, author, { ratings, notes: `${author.relation} on ${application.id}` });
    feedback.push({ id: f.id, applicationId: application.id, authorId: author.id });
  };
  await give(x1, askedDone);
  await give(x1, hmOfJob);
  await give(x2, recruiter);
  await give(z1, admin);
  await give(x2, coordinator);
  await give(b1, otherAdmin);

  const notes: { id: number; candidateId: number; authorId: string | null }[] = [];
  const write = async (candidate: { id: number }, author: Person) => {
    const n = await createCandidateNote(candidate, author, { body: `${author.relation} about ${candidate.id}` });
    notes.push({ id: n.id, candidateId: candidate.id, authorId: author.id });
  };
  await write(c1, recruiter);
  await write(c1, askedOpen);
  await write(c1, askedDone);
  await write(c2, hmOfJob);
  await write(c3, admin);
  await write(cB, otherAdmin);
  const orphan = await ownerDb.candidateNote.create({ data: { candidateId: c2.id, authorId: null, authorName: "Former colleague", body: "orphaned" } });
  notes.push({ id: orphan.id, candidateId: c2.id, authorId: null });

  // a tag on every candidate, named after them (decision 350: seen by those who manage one of their applications)
  for (const c of [c1, c2, c3, c4, cB]) await ownerDb.candidateTag.create({ data: { organizationId: c.organizationId, candidateId: c.id, label: `tag of ${c.id}` } });

  // a message to every candidate that names no application (decision 400: read by those who manage
  // one of their applications), and one about each application (decision 453: read by those who
  // manage that application's job), each with an attachment (read with its message)
  const messages: { id: number; candidateId: number; applicationId: number | null; subject: string }[] = [];
  const message = async (candidate: { id: number; organizationId: number; email: string }, applicationId: number | null) => {
    const subject = applicationId == null ? `message to ${candidate.id}` : `message about application ${applicationId}`;
    const row = await ownerDb.candidateMessage.create({
      data: { organizationId: candidate.organizationId, candidateId: candidate.id, applicationId, direction: "outbound", subject, bodyText: "Hello", fromAddress: "hiring@example.test", toAddress: candidate.email, replyTokenHash: new Uint8Array(Buffer.from(`oracle-token-${candidate.id}-${applicationId}`)) },
    });
    await ownerDb.messageAttachment.create({
      data: { organizationId: candidate.organizationId, messageId: row.id, fileName: "offer.pdf", contentType: "application/pdf", size: 1, storageKey: `oracle-attachment-${row.id}-${randomUUID()}` },
    });
    messages.push({ id: row.id, candidateId: candidate.id, applicationId, subject });
  };
  const everyCandidate = [c1, c2, c3, c4, cB];
  for (const c of everyCandidate) await message(c, null);
  for (const a of applications) await message(everyCandidate.find((c) => c.id === a.candidateId)!, a.id);
  // referrals (decision 501): one that started x2 (by the interviewer not asked, who sees none of
  // it), one that found z1 already there (by a hiring manager of another job), one to the company in
  // general naming c3 (by the interviewer asked, not submitted) and one in organization B; each read
  // by its referrer, and by who sees the application (or, without one, the candidate)
  const referrals: { id: number; orgId: number; referrerId: string; candidateId: number; applicationId: number | null; jobId: number | null; follows: boolean; referrerName: string; createdAt: Date }[] = [];
  const refer = async (referrer: Person, candidateId: number, application: { id: number; jobId: number } | null, follows: boolean) => {
    const createdAt = new Date(Date.now() - (10 - referrals.length) * 60_000);
    const row = await ownerDb.referral.create({
      data: { organizationId: referrer.orgId, referrerId: referrer.id, candidateId, jobId: application?.jobId ?? null, applicationId: application?.id ?? null, follows, jobTitle: application ? `title of ${application.jobId}` : null, name: `referred by ${referrer.relation}`, email: `referred-${candidateId}@example.test`, relationship: "colleagues", createdAt },
    });
    referrals.push({ id: row.id, orgId: referrer.orgId, referrerId: referrer.id, candidateId, applicationId: application?.id ?? null, jobId: application?.jobId ?? null, follows, referrerName: referrer.name, createdAt });
  };
  await refer(notAsked, c2.id, x2, true);
  await refer(hmOfOtherPlain, c1.id, z1, false);
  await refer(askedOpen, c3.id, null, false);
  await refer(otherInterviewer, cB.id, b1, true);

  // the jobs given to each agency, and a submission of each agency recruiter: A's brought z2 (Z is
  // not its job any more), the rival's brought y1 before Y was taken from it, B's brought b1
  const agencyJobs = [
    { agencyId: agencyA.id, jobId: jobX.id, orgId: orgA.id },
    { agencyId: agencyA.id, jobId: jobW.id, orgId: orgA.id },
    { agencyId: rivalA.id, jobId: jobZ.id, orgId: orgA.id },
    { agencyId: agencyB.id, jobId: jobB.id, orgId: orgB.id },
  ];
  for (const g of agencyJobs) await ownerDb.agencyJob.create({ data: { agencyId: g.agencyId, jobId: g.jobId, organizationId: g.orgId } });
  const submissions: { id: number; orgId: number; agencyId: number; submitterId: string; applicationId: number; status: string }[] = [];
  const submitted = async (by: Person, application: { id: number; jobId: number; candidateId: number; status: string }) => {
    const row = await ownerDb.agencySubmission.create({
      data: { organizationId: by.orgId, agencyId: by.agencyId!, submitterId: by.id, candidateId: application.candidateId, jobId: application.jobId, applicationId: application.id, jobTitle: `title of ${application.jobId}`, name: `submitted by ${by.relation}`, email: `submitted-${application.id}@example.test` },
    });
    await ownerDb.application.update({ where: { id: application.id }, data: { agencyId: by.agencyId, source: "agency" } });
    submissions.push({ id: row.id, orgId: by.orgId, agencyId: by.agencyId!, submitterId: by.id, applicationId: application.id, status: application.status });
  };
  await submitted(agentA, z2);
  await submitted(rivalAgent, y1);
  await submitted(agentB, b1);

  // a résumé on one application of each job but Z's, stored, so its download answers 200 where the
  // application is seen
  const resumeApplicationIds: number[] = [];
  for (const a of [x1, y1, b1]) {
    const storageKey = `resumes/${a.organizationId}/${randomUUID()}`;
    await fileStore().put(storageKey, { bytes: Buffer.from(`résumé of ${a.id}`) }, "text/plain");
    await ownerDb.resumeFile.create({ data: { organizationId: a.organizationId, applicationId: a.id, storageKey, fileName: "cv.txt", contentType: "text/plain", sizeBytes: 12 } });
    resumeApplicationIds.push(a.id);
  }
  // a merge in each organization (the recruiting team's, decision 352), between records of their own
  // kept apart from the oracle's candidates
  for (const org of [orgA, orgB]) {
    const survivor = await createCandidate(org.id, { name: `Survivor ${org.id}` });
    const merged = await createCandidate(org.id, { name: `Merged ${org.id}` });
    await ownerDb.candidateMerge.create({ data: { organizationId: org.id, survivorId: survivor.id, mergedId: merged.id, mergedById: org.id === orgA.id ? admin.id : otherAdmin.id, moved: {} } });
  }

  // a talent pool in each organization holding its first candidate (decision 351: the recruiting team's)
  const pools: { id: number; orgId: number; candidateId: number }[] = [];
  for (const c of [c1, cB]) {
    const pool = await ownerDb.talentPool.create({ data: { organizationId: c.organizationId, name: `pool of ${c.organizationId}`, members: { create: { candidateId: c.id } } } });
    pools.push({ id: pool.id, orgId: c.organizationId, candidateId: c.id });
  }

  const firstStageApplicationIds = [x1, y1, z2, b1].map((a) => a.id);

  // interviews (decision 302): seen with their application and by whoever is on them; the one on x1
  // has an interviewer nobody asked to review, the one on z1 a hiring manager of another job
  const interviews: { id: number; orgId: number; applicationId: number; interviewerIds: string[] }[] = [];
  const meet = async (application: { id: number; organizationId: number }, interviewers: Person[], hour: number) => {
    const startsAt = new Date(Date.UTC(2030, 0, 7, hour));
    const i = await ownerDb.interview.create({
      data: { organizationId: application.organizationId, applicationId: application.id, uid: `oracle-${application.id}-${hour}`, title: `Interview ${hour}`, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), timeZone: "UTC", interviewerIds: interviewers.map((x) => x.id) },
    });
    interviews.push({ id: i.id, orgId: i.organizationId, applicationId: application.id, interviewerIds: i.interviewerIds });
  };
  await meet(x1, [notAsked, askedOpen], 9);
  await meet(z1, [hmOfOtherPlain], 11);
  await meet(y1, [hmOfOther], 13);
  await meet(b1, [otherInterviewer], 9);
  // a scorecard per interview (decision 486) follows the feedback's rule: a planned interview with a
  // kit on each job that has scorecards, a second interview on x1 with three who scored it and one
  // still blind on it, the interviewer nobody asked scoring the first, a hiring manager of another
  // job scoring z1's, and another organization's admin scoring b1's; a debrief decision on x1 and b1
  const kits: Record<number, { planInterviewId: number; attributeId: number; questionId: number }> = {};
  for (const job of [jobX, jobZ, jobB]) {
    const plan = await ownerDb.interviewPlanInterview.create({ data: { jobId: job.id, stageId: job.stages[0].id, name: `Plan of ${job.id}`, durationMinutes: 60, position: 0 } });
    const attribute = await ownerDb.interviewKitAttribute.create({ data: { planInterviewId: plan.id, organizationId: job.organizationId, name: `Attribute of ${job.id}`, position: 0 } });
    const question = await ownerDb.interviewKitQuestion.create({ data: { planInterviewId: plan.id, organizationId: job.organizationId, text: `Question of ${job.id}`, position: 0 } });
    kits[job.id] = { planInterviewId: plan.id, attributeId: attribute.id, questionId: question.id };
  }
  await meet(x1, [askedDone, hmOfJob, coordinator, askedOpen], 15);
  const scorecards: { id: number; applicationId: number; interviewId: number; authorId: string }[] = [];
  const score = async (application: { id: number; organizationId: number; jobId: number }, interview: (typeof interviews)[number], author: Person) => {
    const kit = kits[application.jobId];
    await ownerDb.interview.update({ where: { id: interview.id }, data: { planInterviewId: kit.planInterviewId } });
    const row = await ownerDb.interviewScorecard.create({
      data: { organizationId: application.organizationId, interviewId: interview.id, applicationId: application.id, authorId: author.id, notes: `${author.relation} on ${interview.id}`, recommendation: "yes" },
    });
    await ownerDb.interviewScorecardRating.create({ data: { scorecardId: row.id, attributeId: kit.attributeId, score: 3 } });
    await ownerDb.interviewScorecardAnswer.create({ data: { scorecardId: row.id, questionId: kit.questionId, note: "answered" } });
    scorecards.push({ id: row.id, applicationId: application.id, interviewId: interview.id, authorId: author.id });
  };
  const interviewOn = (application: { id: number }, index = 0) => interviews.filter((i) => i.applicationId === application.id)[index];
  await score(x1, interviewOn(x1, 1), askedDone);
  await score(x1, interviewOn(x1, 1), hmOfJob);
  await score(x1, interviewOn(x1, 1), coordinator);
  await score(x1, interviewOn(x1), notAsked);
  await score(z1, interviewOn(z1), hmOfOtherPlain);
  await score(b1, interviewOn(b1), otherAdmin);
  const decisions: { id: number; applicationId: number }[] = [];
  for (const [application, decider] of [[x1, recruiter], [b1, otherAdmin]] as const) {
    const row = await ownerDb.debriefDecision.create({ data: { organizationId: application.organizationId, applicationId: application.id, decision: "hold", reason: `held by ${decider.relation}`, decidedById: decider.id } });
    decisions.push({ id: row.id, applicationId: application.id });
  }
  // scheduling links (decision 376, 412): listed to those who manage the application's job
  const schedulingLinks: { id: number; applicationId: number }[] = [];
  for (const [application, interviewer] of [[x1, notAsked], [y1, hmOfOther], [b1, otherInterviewer]] as const) {
    const link = await ownerDb.schedulingLink.create({
      data: { organizationId: application.organizationId, applicationId: application.id, tokenHash: `oracle-link-${application.id}`, title: "Oracle call", interviewerIds: [interviewer.id], durationMinutes: 30, windowFrom: new Date(Date.UTC(2030, 0, 7)), windowTo: new Date(Date.UTC(2030, 0, 12)), timeZone: "UTC", expiresAt: new Date(Date.UTC(2030, 0, 12)) },
    });
    schedulingLinks.push({ id: link.id, applicationId: application.id });
  }
  // working hours are the team's (decision 372): one member of A works Saturdays 10:00-11:00 UTC only
  const saturdayOnly = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [{ start: "10:00", end: "11:00" }], sun: [] };
  await ownerDb.memberAvailability.create({ data: { userId: askedOpen.id, organizationId: orgA.id, timeZone: "UTC", workingHours: saturdayOnly } });
  // a member of B has written hours too, so each organization holds a row
  await ownerDb.memberAvailability.create({ data: { userId: otherInterviewer.id, organizationId: orgB.id, timeZone: "UTC", workingHours: saturdayOnly } });
  const workingHours = { userId: askedOpen.id, orgId: orgA.id, writtenBy: [askedOpen.id, otherInterviewer.id] };

  // a row of each organization's settings and mail, told apart by its organization's id
  const settings: Record<number, { webhookId: number; deliveryId: number; invitationId: number; reasonIds: number[]; questionSetId: number }> = {};
  for (const org of [orgA, orgB]) {
    const webhook = await ownerDb.webhook.create({ data: { organizationId: org.id, url: `https://hooks.example/${org.id}`, events: ["application.created"], secretCiphertext: "x" } });
    // an event, its delivery and one attempt: the delivery log is read as each caller by the oracle
    const event = await ownerDb.event.create({ data: { id: `oracle-${org.id}-${randomUUID()}`, organizationId: org.id, type: "application.created", body: "{}" } });
    const delivery = await ownerDb.webhookDelivery.create({ data: { webhookId: webhook.id, eventId: event.id, status: "succeeded", attempt: 1 } });
    await ownerDb.webhookDeliveryAttempt.create({ data: { deliveryId: delivery.id, attempt: 1, attemptedAt: new Date(), responseStatus: 200, durationMs: 5 } });
    const invitation = await ownerDb.invitation.create({
      data: { organizationId: org.id, email: `invited-${org.id}@example.test`, role: "interviewer", tokenHash: `oracle-${org.id}-${webhook.id}`, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    await ownerDb.emailTemplate.create({ data: { organizationId: org.id, kind: "application_received", subject: `Subject of ${org.id}`, body: "Hello" } });
    await ownerDb.outboxEmail.create({ data: { organizationId: org.id, kind: "oracle", toAddress: `to-${org.id}@example.test`, subject: `Mail of ${org.id}`, textBody: "Hello" } });
    const reasonIds = (await ownerDb.rejectionReason.findMany({ where: { organizationId: org.id }, select: { id: true } })).map((r) => r.id);
    const questionSet = await ownerDb.questionSet.create({ data: { organizationId: org.id, name: `Set of ${org.id}`, questions: [] } });
    settings[org.id] = { webhookId: webhook.id, deliveryId: delivery.id, invitationId: invitation.id, reasonIds, questionSetId: questionSet.id };
  }
  // a message template and an offer letter in each organization (decisions 405, 394: read by all who
  // write messages, and by all who make offers), and a word of product feedback from each
  for (const org of [orgA, orgB]) {
    await ownerDb.messageTemplate.create({ data: { organizationId: org.id, name: `template of ${org.id}`, subject: "Hi", body: "Hello" } });
    await ownerDb.offerLetterTemplate.create({ data: { organizationId: org.id, name: `letter of ${org.id}`, body: "Dear {{candidate.name}}" } });
    await ownerDb.productFeedback.create({ data: { organizationId: org.id, message: `feedback of ${org.id}`, page: "/" } });
  }
  // every member's own calendar connection, told apart by its user (decision 380: only they read it)
  await ownerDb.calendarConnection.createMany({
    data: people.map((p) => ({ organizationId: p.orgId, userId: p.id, serverUrl: "https://caldav.example.test/", username: `calendar of ${p.id}`, passwordEncrypted: "v1.a.b.c", calendarUrl: "https://caldav.example.test/c/", lastCheckedAt: new Date() })),
  });
  // two notifications for every member, one read (decision 480: only the recipient reads theirs)
  const notifications: { id: number; userId: string }[] = [];
  for (const p of people) {
    for (const readAt of [null, new Date()]) {
      const row = await ownerDb.notification.create({ data: { organizationId: p.orgId, userId: p.id, kind: "mention", text: `notification of ${p.id}`, url: "/home", readAt } });
      notifications.push({ id: row.id, userId: p.id });
    }
  }
  // each organization's Slack and a message queued for every member: the admins' (decision 482)
  // and its BambooHR connection: theirs who manage the settings too (decision 483)
  for (const org of [orgA, orgB]) await ownerDb.bambooHrConnection.create({ data: { organizationId: org.id, companyDomain: `company${org.id}`, apiKeyEncrypted: "v1.a.b.c" } });
  for (const org of [orgA, orgB]) await ownerDb.slackConnection.create({ data: { organizationId: org.id, botTokenEncrypted: "v1.a.b.c", teamName: `slack of ${org.id}` } });
  await ownerDb.chatDelivery.createMany({ data: people.map((p) => ({ organizationId: p.orgId, userId: p.id, kind: "mention", text: `message to ${p.id}`, url: "/home" })) });
  // and the channels its events are posted to, Slack's and Teams': the admins' too (decision 484)
  for (const org of [orgA, orgB]) {
    await ownerDb.slackChannelRule.create({ data: { organizationId: org.id, eventType: "offer.accepted", channelId: `C0ORG${org.id}`, channelName: `hiring-${org.id}` } });
    await ownerDb.teamsChannel.create({ data: { organizationId: org.id, name: `teams of ${org.id}`, urlEncrypted: "v1.a.b.c", urlHint: "example.test …abcd", events: ["candidate.hired"] } });
  }
  await ownerDb.notificationPreference.createMany({ data: people.map((p) => ({ userId: p.id, organizationId: p.orgId, timeZone: "Europe/Berlin" })) });
  // a saved report view each, named after its person: their own only (issue 50 item 2)
  await ownerDb.reportView.createMany({ data: people.map((p) => ({ userId: p.id, organizationId: p.orgId, name: `view of ${p.id}`, kind: "funnel" })) });
  // an offer pending approval on an application of each job (decision 390: managers and approvers
  // only): the hiring manager of job X is asked to approve the one on job Z, which they do not
  // manage; an interviewer holds an approval row on job X's offer (named before their role
  // changed) and still must not read it
  const offers: { id: number; orgId: number; jobId: number; applicationId: number; approverIds: string[]; newHireId: number }[] = [];
  for (const a of [x1, y1, z1, b1]) {
    const offer = await ownerDb.offer.create({
      data: { organizationId: a.organizationId, applicationId: a.id, jobId: a.jobId, status: "pending_approval", approvalRound: 1, salaryAmount: 1000, salaryCurrency: "EUR", salaryPeriod: "year" },
    });
    // the new hire its acceptance would make, and its BambooHR hand-off (decision 483): the hire is
    // read by whoever reads the offer, which is all its rule asks of the offer, and the hand-off log
    // by those who manage the settings too
    const hire = await ownerDb.newHire.create({
      data: { organizationId: a.organizationId, offerId: offer.id, applicationId: a.id, candidateId: a.candidateId, jobId: a.jobId, name: `hire ${offer.id}`, email: `hire-${offer.id}@example.test`, jobTitle: "job", salaryAmount: 1000, salaryCurrency: "EUR", salaryPeriod: "year" },
    });
    await ownerDb.newHireHandoff.create({ data: { organizationId: a.organizationId, newHireId: hire.id, connector: "bamboohr", label: `hire ${offer.id}` } });
    offers.push({ id: offer.id, orgId: a.organizationId, jobId: a.jobId, applicationId: a.id, approverIds: [], newHireId: hire.id });
  }
  const approve = async (offer: (typeof offers)[number], approver: Person) => {
    await ownerDb.approval.create({ data: { organizationId: offer.orgId, offerId: offer.id, round: 1, step: 0, mode: "any", approverId: approver.id } });
    offer.approverIds.push(approver.id);
  };
  await approve(offers[2], hmOfJob);
  await approve(offers[0], askedOpen);
  await approve(offers[3], otherAdmin);
  await approve(offers[1], coordinator);
  // each organization's offer chain: one step naming its admins (decision 391; every member reads it)
  for (const org of [orgA, orgB]) await ownerDb.approvalChainStep.create({ data: { organizationId: org.id, kind: "offer", position: 0, mode: "any", approverRole: "admin" } });

  return { people, jobs, candidates, applications, requests, feedback, scorecards, decisions, notes, messages, referrals, agencies: agencyIds, agencyJobs, submissions, notifications, resumeApplicationIds, pools, offers, interviews, schedulingLinks, workingHours, firstStageApplicationIds, settings, questionIds, orgs: [orgA.id, orgB.id] };
}
