import { describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { sendDueDigests } from "@/lib/server/notifications/send-digests";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld, type Member } from "./support/world";

// How a member hears of each kind (docs/decisions/481): their role's defaults, their own choices,
// a mail at once, and one daily digest at their morning in their time zone, on the clock seam.
const { call } = withApi();

async function scene() {
  const world = await createWorld(unique("Prefs Org"));
  const job = await createJob(world.organization.id, { title: "Data Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: `${unique("ana")}@example.test` });
  return { world, job, ana };
}

const preferencesOf = async (m: Member) => (await call("GET", "/api/users/me/notification-preferences", { key: m.key })).body.preferences;
const save = (m: Member, body: unknown) => call("PUT", "/api/users/me/notification-preferences", { key: m.key, body });
const mailsTo = (m: Member, kind: string) => ownerDb.outboxEmail.findMany({ where: { toAddress: m.email, kind }, orderBy: { id: "asc" } });

describe("notification preferences", () => {
  it("start from the role's defaults, keep a member's choices, and are refused when out of range", async () => {
    const { world } = await scene();
    const interviewer = await preferencesOf(world.interviewer);
    expect(interviewer).toMatchObject({ timeZone: "UTC", digestHour: 8 });
    expect(interviewer.kinds.review_requested).toEqual({ inApp: true, email: "immediate", chat: false });
    expect(interviewer.kinds.scorecard_submitted).toEqual({ inApp: true, email: "off", chat: false });
    expect((await preferencesOf(world.recruiter)).kinds.review_requested).toEqual({ inApp: true, email: "daily", chat: false });

    const saved = await save(world.recruiter, { timeZone: "Europe/Lisbon", digestHour: 7, kinds: { mention: { inApp: false, email: "daily" } } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ timeZone: "Europe/Lisbon", digestHour: 7, kinds: { mention: { inApp: false, email: "daily", chat: false }, review_requested: { inApp: true, email: "daily", chat: false } } });
    expect(await preferencesOf(world.recruiter)).toEqual(saved.body.preferences);
    // another member's are their own
    expect((await preferencesOf(world.admin)).timeZone).toBe("UTC");
    const audit = await call("GET", "/api/audit-logs?action=notification_preferences.updated", { key: world.admin.key });
    expect(audit.body.logs.map((l: { actorUserId: string }) => l.actorUserId)).toEqual([world.recruiter.id]);

    for (const body of [
      { timeZone: "Mars/Olympus", digestHour: 8 },
      { timeZone: "UTC", digestHour: 24 },
      { timeZone: "UTC", digestHour: 8, kinds: { gossip: { inApp: true, email: "off" } } },
      { timeZone: "UTC", digestHour: 8, kinds: { mention: { inApp: true, email: "hourly" } } },
    ]) {
      expect((await save(world.recruiter, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("decide what is shown and mailed: nothing for a kind turned off, a mail at once where asked", async () => {
    const { world, ana } = await scene();
    expect((await save(world.interviewer, { timeZone: "UTC", digestHour: 8, kinds: { review_requested: { inApp: false, email: "off" } } })).status).toBe(200);
    await call("POST", `/api/applications/${ana.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
    expect((await call("GET", "/api/notifications", { key: world.interviewer.key })).body.notifications).toEqual([]);
    expect(await ownerDb.notification.count({ where: { userId: world.interviewer.id } })).toBe(0);
    // by e-mail only: mailed at once, and nothing kept for the bell
    expect((await save(world.interviewer, { timeZone: "UTC", digestHour: 8, kinds: { interview_changed: { inApp: false, email: "immediate" } } })).status).toBe(200);
    const booked = await call("POST", `/api/applications/${ana.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Deep dive", timeZone: "UTC", interviewerIds: [world.interviewer.id], startsAt: "2030-05-06T10:00:00Z", endsAt: "2030-05-06T11:00:00Z" },
    });
    expect(booked.status).toBe(201);
    expect((await mailsTo(world.interviewer, "notification")).map((m) => m.subject)).toEqual([`${world.recruiter.name} scheduled the interview "Deep dive" with Ana Silva (Data Engineer)`]);
    expect(await ownerDb.notification.count({ where: { userId: world.interviewer.id } })).toBe(0);

    // a mention mails the hiring manager at once (their default), with the link and nothing else of the note
    const note = await call("POST", `/api/candidates/${ana.candidateId}/notes`, { key: world.recruiter.key, body: { body: `@[Hank](${world.hiring_manager.id}) secret words` } });
    expect(note.status).toBe(201);
    const [mail] = await mailsTo(world.hiring_manager, "notification");
    expect(mail.subject).toBe(`${world.recruiter.name} mentioned you on Ana Silva`);
    expect(mail.textBody).toContain(`/candidates/${ana.candidateId}`);
    expect(mail.textBody).not.toContain("secret");
  });

  it("mail one daily digest at the member's morning in their time zone, and not again that day", async () => {
    const { world, ana } = await scene();
    // 07:59:59 in Berlin (UTC+1 in January); 02:59:59 in New York
    stopClockAt("2030-01-15T06:59:59Z");
    expect((await save(world.hiring_manager, { timeZone: "Europe/Berlin", digestHour: 8 })).status).toBe(200);
    expect((await save(world.recruiter, { timeZone: "America/New_York", digestHour: 8 })).status).toBe(200);
    // scorecards go to the digest for the requester (recruiter) and the job's manager by default
    const other = world.interviewer;
    await call("POST", `/api/applications/${ana.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [other.id, world.admin.id] } });
    for (const reviewer of [other, world.admin]) {
      expect((await call("PUT", `/api/applications/${ana.id}/feedback`, { key: reviewer.key, body: { notes: "Private view", ratings: [], recommendation: "yes" } })).status).toBe(200);
    }
    // one of them read in the app already: the digest leaves it out
    const [, older] = (await call("GET", "/api/notifications", { key: world.hiring_manager.key })).body.notifications;
    expect((await call("POST", "/api/notifications/read", { key: world.hiring_manager.key, body: { ids: [older.id] } })).body.read).toBe(1);
    const digests = () => mailsTo(world.hiring_manager, "notification_digest");

    await asOwner(() => sendDueDigests());
    expect(await digests()).toEqual([]);

    advanceClock(1000); // 08:00:00 in Berlin
    await asOwner(() => sendDueDigests());
    const [digest] = await digests();
    expect(digest.subject).toBe("Your notifications: 1 since your last summary");
    expect(digest.textBody).toContain(`${world.admin.name} submitted a scorecard for Ana Silva (Data Engineer)`);
    expect(digest.textBody).not.toContain(other.name);
    expect(digest.textBody).not.toContain("Private");
    // New York's morning has not come
    expect(await mailsTo(world.recruiter, "notification_digest")).toEqual([]);

    // later that day: nothing new is sent twice; a new one waits for tomorrow's morning
    advanceClock(3 * 3600_000);
    await call("POST", `/api/candidates/${ana.candidateId}/notes`, { key: world.recruiter.key, body: { body: "no mention" } });
    await asOwner(() => sendDueDigests());
    expect(await digests()).toHaveLength(1);

    advanceClock(10 * 3600_000); // 21:00 in Berlin, 08:00 in New York
    await asOwner(() => sendDueDigests());
    expect(await mailsTo(world.recruiter, "notification_digest")).toHaveLength(1);
    expect(await digests()).toHaveLength(1);
  });
});
