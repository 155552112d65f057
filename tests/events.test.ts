import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ownerDb } from "@/lib/db/owner";
import { recordEvent } from "@/lib/server/events/record-event";
import {
  ApplicationCreatedEvent,
  ApplicationUpdatedEvent,
  FeedbackSubmittedEvent,
  JobCreatedEvent,
  JobUpdatedEvent,
  NoteCreatedEvent,
} from "@/lib/schemas/responses";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Every change in the event list writes its event in the change's own transaction (transactional
// outbox, docs/decisions/140): the body is the resource as the API answered it plus `previous`.
const { call } = withApi();

async function eventsOf(organizationId: number, type: string) {
  const rows = await ownerDb.event.findMany({ where: { organizationId, type }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({ id: row.id, body: JSON.parse(row.body) as { type: string; timestamp: string; data: Record<string, unknown> } }));
}

function only<S extends z.ZodType>(events: { body: unknown }[], schema: S): z.output<S> {
  expect(events).toHaveLength(1);
  return schema.parse(events[0].body);
}

describe("events", () => {
  it("are checked in tests against the body the document promises: one that breaks its schema is not written", async () => {
    const world = await createWorld();
    await expect(
      ownerDb.$transaction((tx) => recordEvent(tx, { organizationId: world.organization.id, type: "job.created", data: { id: 1 }, previous: null })),
    ).rejects.toThrow("The job.created event does not match its body schema (lib/schemas/responses/webhook-events.ts): data.organizationId");
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("job.created and job.updated carry the job as the API returns it and the changed fields' old values", async () => {
    const world = await createWorld();
    const created = await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Eventful", location: "Lyon" } });
    const createdEvent = only(await eventsOf(world.organization.id, "job.created"), JobCreatedEvent);
    expect(createdEvent.data).toEqual({ ...created.body.job, previous: null });

    const updated = await call("PATCH", `/api/jobs/${created.body.job.id}`, { key: world.recruiter.key, body: { title: "Eventful too", location: "Lyon" } });
    expect(updated.status).toBe(200);
    const updatedEvent = only(await eventsOf(world.organization.id, "job.updated"), JobUpdatedEvent);
    expect(updatedEvent.data).toEqual({ ...updated.body.job, previous: { title: "Eventful" } });

    // a PATCH that changes nothing writes no audit entry and no event
    await call("PATCH", `/api/jobs/${created.body.job.id}`, { key: world.recruiter.key, body: { title: "Eventful too" } });
    expect(await eventsOf(world.organization.id, "job.updated")).toHaveLength(1);
  });

  it("application.created on apply and application.updated on moves, status changes and withdrawal", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Applied to" });
    const email = `${unique("applicant")}@example.test`;
    const applied = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Ann Applicant", email } });
    expect(applied.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id } });
    const createdEvent = only(await eventsOf(world.organization.id, "application.created"), ApplicationCreatedEvent);
    expect(createdEvent.data).toMatchObject({ id: application.id, jobId: job.id, status: "active", currentStageId: application.currentStageId, previous: null });

    const stages = await ownerDb.stage.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } });
    const moved = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { currentStageId: stages[2].id } });
    expect(moved.status).toBe(200);
    const rejected = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "rejected" } });
    expect(rejected.status).toBe(200);
    const [move, reject] = (await eventsOf(world.organization.id, "application.updated")).map((e) => ApplicationUpdatedEvent.parse(e.body));
    expect(move.data).toEqual({ ...moved.body.application, previous: { currentStageId: stages[0].id } });
    expect(reject.data).toEqual({ ...rejected.body.application, previous: { status: "active" } });

    // withdrawal through the candidate's link
    const other = await createApplication(job, { candidate: await createCandidate(world.organization.id, { email: `${unique("leaver")}@example.test` }) });
    const candidate = await ownerDb.candidate.findUniqueOrThrow({ where: { id: other.candidateId } });
    await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/withdraw`, { body: { email: candidate.email } });
    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: candidate.email, kind: "withdrawal_link" } });
    const token = /\/careers\/withdraw\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1];
    expect((await call("POST", `/api/public/withdrawals/${token}`)).status).toBe(200);
    const withdrawn = (await eventsOf(world.organization.id, "application.updated")).map((e) => ApplicationUpdatedEvent.parse(e.body)).find((e) => e.data.id === other.id);
    expect(withdrawn?.data).toMatchObject({ status: "withdrawn", previous: { status: "active" } });
  });

  it("feedback.submitted without the viewer's isMine, with the replaced values on a resubmission; note.created", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Reviewed" });
    const application = await createApplication(job);
    const criterion = await ownerDb.scorecardCriterion.create({ data: { jobId: job.id, name: "Craft", position: 0 } });
    const first = await call("PUT", `/api/applications/${application.id}/feedback`, {
      key: world.recruiter.key,
      body: { notes: "Good", ratings: [{ criterionId: criterion.id, score: 3 }] },
    });
    expect(first.status).toBe(200);
    await call("PUT", `/api/applications/${application.id}/feedback`, {
      key: world.recruiter.key,
      body: { notes: "Good", ratings: [{ criterionId: criterion.id, score: 4 }] },
    });
    const [submitted, resubmitted] = (await eventsOf(world.organization.id, "feedback.submitted")).map((e) => FeedbackSubmittedEvent.parse(e.body));
    const { isMine: _isMine, ...entry } = first.body.feedback;
    expect(submitted.data).toEqual({ ...entry, applicationId: application.id, previous: null });
    expect(resubmitted.data).toMatchObject({ ratings: [{ criterionId: criterion.id, score: 4 }], previous: { ratings: [{ criterionId: criterion.id, score: 3 }] } });
    expect(resubmitted.data.previous).not.toHaveProperty("notes");

    const note = await call("POST", `/api/candidates/${application.candidateId}/notes`, { key: world.recruiter.key, body: { body: "Met at a meetup" } });
    expect(note.status).toBe(201);
    const noted = only(await eventsOf(world.organization.id, "note.created"), NoteCreatedEvent);
    const { isMine: _mine, ...shown } = note.body.note;
    expect(noted.data).toEqual({ ...shown, candidateId: application.candidateId, previous: null });
  });

  it("a change refused halfway writes no event", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Refused" });
    const application = await createApplication(job, { status: "hired" });
    const res = await call("PATCH", `/api/applications/${application.id}`, { key: world.admin.key, body: { status: "active" } });
    expect(res.status).toBe(409);
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});
