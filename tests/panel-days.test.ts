import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { INTERVIEW_INVITATION_QUEUE } from "@/lib/queue/queues";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { startRadicale, type Radicale } from "./support/radicale";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Panel days (issue 47, decision 486): a stage's planned interviews found back to back by the
// members' free time (working hours, their own calendars, interviews booked here) and staffed by
// fair rotation, booked, moved and cancelled as one through the single interview's paths.
withSettings({ CALDAV_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();
// Thursday 26 November 2026; the weeks below are Monday 30 November to Sunday 6 December and the one before
const T0 = "2026-11-26T10:00:00.000Z";
const PASSWORDS = { ben: "ben-app-password" };
let radicale: Radicale;
beforeAll(async () => {
  radicale = await startRadicale(PASSWORDS);
});
afterAll(() => radicale?.stop());

type Person = { id: string; name: string; key: string };
let scenes = 0;

async function scene() {
  const world = await createWorld(`Panel Org ${++scenes}`);
  const org = world.organization.id;
  const job = await createJob(org, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  // the "Interview" stage, where the plan below is
  const ada = await createApplication(job, { candidateName: "Ada Panel", stageIndex: 2 });
  const bo = await createApplication(job, { candidateName: "Bo Panel", stageIndex: 2 });
  const person = async (name: string): Promise<Person> => {
    const user = await createUser(org, { role: "interviewer", name });
    return { id: user.id, name: user.name, key: (await createApiKey(user)).plaintext };
  };
  const ann = await person("Ann Pool");
  const ben = await person("Ben Pool");
  const cy = await person("Cy Pool");
  const stage = (name: string) => job.stages.find((s) => s.name === name)!;
  const plan = (stageName: string, name: string, durationMinutes: number, position: number, pool: Person[]) =>
    ownerDb.interviewPlanInterview.create({
      data: { jobId: job.id, stageId: stage(stageName).id, name, durationMinutes, position, pool: { create: pool.map((p) => ({ userId: p.id, organizationId: org })) } },
    });
  // an interview held in the past (the API books only future ones): it counts in the four weeks before
  const held = (who: Person, startsAt: string) =>
    ownerDb.interview.create({
      data: { organizationId: org, applicationId: bo.id, uid: `${randomUUID()}@interviews.hiring`, title: "Earlier", startsAt: new Date(startsAt), endsAt: new Date(new Date(startsAt).getTime() + 3_600_000), timeZone: "UTC", interviewerIds: [who.id], status: "completed" },
    });
  const book = async (who: Person, startsAt: string, minutes = 60) => {
    const res = await call("POST", `/api/applications/${bo.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Other interview", startsAt, endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(), timeZone: "UTC", interviewerIds: [who.id] },
    });
    expect(res.status).toBe(201);
    return res.body.interview;
  };
  return { world, org, job, ada, bo, ann, ben, cy, stage, plan, held, book };
}

type Suggestion = { startsAt: string; endsAt: string; interviews: { planInterviewId: number; name: string; interviewerId: string; startsAt: string; endsAt: string }[] };
const staffing = (s: Suggestion) => s.interviews.map((i) => [i.name, i.interviewerId, i.startsAt.slice(11, 16), i.endsAt.slice(11, 16)]);

describe("panel days", () => {
  it("are found in working hours around calendars and booked interviews, staffed by fair rotation, never one member twice", async () => {
    stopClockAt(T0);
    const s = await scene();
    const key = s.world.recruiter.key;
    const technical = await s.plan("Interview", "Technical", 60, 0, [s.ann, s.ben]);
    const culture = await s.plan("Interview", "Culture", 45, 1, [s.ben, s.cy]);
    // Ann is booked Monday 09:00-12:00; Ben's own calendar is busy Monday 10:00-11:00; Cy works from 11:00 on Mondays
    await s.book(s.ann, "2026-11-30T09:00:00Z", 180);
    const calendarUrl = await radicale.makeCalendar("ben", `cal-${scenes}`, "Ben");
    expect((await call("PUT", "/api/users/me/calendar", { key: s.ben.key, body: { url: calendarUrl, username: "ben", password: PASSWORDS.ben } })).status).toBe(200);
    await radicale.putEvent("ben", calendarUrl, "dentist.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", "BEGIN:VEVENT", "UID:dentist", "DTSTAMP:20261101T000000Z", "DTSTART:20261130T100000Z", "DTEND:20261130T110000Z", "SUMMARY:Dentist", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n"));
    const nineToFive = [{ start: "09:00", end: "17:00" }];
    await call("PUT", "/api/me/working-hours", { key: s.cy.key, body: { timeZone: "UTC", workingHours: { mon: [{ start: "11:00", end: "17:00" }], tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [] } } });

    const monday = await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { date: "2026-11-30", breakMinutes: 15, timeZone: "UTC" } });
    expect(monday.status).toBe(200);
    expect(monday.body.reason).toBeNull();
    // 09:00: Ben could run Technical, but Culture (10:15) would need Cy before her hours; 09:30 to
    // 10:30: Technical has no one (Ann booked, Ben's calendar busy); from 11:00 Ben and Cy. Once Ann is
    // free (12:00) Ben still runs Technical: Ann has an interview that week, Ben none
    expect(monday.body.suggestions.map(staffing)).toEqual([
      [["Technical", s.ben.id, "11:00", "12:00"], ["Culture", s.cy.id, "12:15", "13:00"]],
      [["Technical", s.ben.id, "11:30", "12:30"], ["Culture", s.cy.id, "12:45", "13:30"]],
      [["Technical", s.ben.id, "12:00", "13:00"], ["Culture", s.cy.id, "13:15", "14:00"]],
      [["Technical", s.ben.id, "12:30", "13:30"], ["Culture", s.cy.id, "13:45", "14:30"]],
      [["Technical", s.ben.id, "13:00", "14:00"], ["Culture", s.cy.id, "14:15", "15:00"]],
    ]);
    for (const suggestion of monday.body.suggestions as Suggestion[]) {
      expect(new Set(suggestion.interviews.map((i) => i.interviewerId)).size).toBe(2);
      expect(suggestion.interviews.map((i) => i.planInterviewId)).toEqual([technical.id, culture.id]);
    }

    // the default range, one suggestion per day from today (Thursday): Thursday's afternoon first
    const days = await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { timeZone: "UTC" } });
    expect(days.body.suggestions.map((x: Suggestion) => x.startsAt)).toEqual(["2026-11-26T10:00:00.000Z", "2026-11-27T09:00:00.000Z", "2026-11-30T11:00:00.000Z", "2026-12-01T09:00:00.000Z", "2026-12-02T09:00:00.000Z"]);

    // rotation on a one-interview stage whose pool is all three: Ann has two interviews that week, Ben
    // and Cy none, and Cy held one in the four weeks before: Ben; at Ben's limit of 0, Cy
    await s.plan("Offer", "Values", 30, 0, [s.ann, s.ben, s.cy]);
    await s.book(s.ann, "2026-12-02T15:00:00Z");
    await s.held(s.cy, "2026-11-16T10:00:00Z");
    const offerStage = s.stage("Offer").id;
    const rotate = () => call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { stageId: offerStage, date: "2026-12-01", timeZone: "UTC" } });
    expect((await rotate()).body.suggestions[0].interviews.map((i: { interviewerId: string }) => i.interviewerId)).toEqual([s.ben.id]);
    expect((await call("PATCH", `/api/team/${s.ben.id}`, { key: s.world.admin.key, body: { weeklyInterviewLimit: 0 } })).body.member.weeklyInterviewLimit).toBe(0);
    expect((await rotate()).body.suggestions[0].interviews.map((i: { interviewerId: string }) => i.interviewerId)).toEqual([s.cy.id]);
    // the team list answers the limit and the load (Ann: two next week, none this week)
    const team = await call("GET", "/api/team", { key: s.world.interviewer.key });
    expect(team.body.members.find((m: { id: string }) => m.id === s.ann.id)).toMatchObject({ weeklyInterviewLimit: null, interviewsThisWeek: 0, interviewsNextWeek: 2 });
    expect(team.body.members.find((m: { id: string }) => m.id === s.ben.id)).toMatchObject({ weeklyInterviewLimit: 0, interviewsThisWeek: 0, interviewsNextWeek: 0 });
    expect((await call("PATCH", `/api/team/${s.ben.id}`, { key: s.world.admin.key, body: { weeklyInterviewLimit: 101 } })).status).toBe(400);
    expect((await call("PATCH", `/api/team/${s.ben.id}`, { key: s.world.recruiter.key, body: { weeklyInterviewLimit: 3 } })).status).toBe(403);

    // booking Ben at his limit is a 409 naming him, and nothing is booked
    const atLimit = await call("POST", `/api/applications/${s.ada.id}/panel`, {
      key,
      body: { stageId: offerStage, timeZone: "UTC", interviews: [{ planInterviewId: (await ownerDb.interviewPlanInterview.findFirstOrThrow({ where: { stageId: offerStage } })).id, interviewerId: s.ben.id, startsAt: "2026-12-01T09:00:00Z", endsAt: "2026-12-01T09:30:00Z" }] },
    });
    expect([atLimit.status, atLimit.body.error]).toEqual([409, expect.stringContaining("Ben Pool")]);
    expect(await ownerDb.interviewPanel.count({ where: { organizationId: s.org } })).toBe(0);

    // nothing fits: a day on which Ann and Ben are both booked all day; the reason names Technical
    await s.book(s.ben, "2026-12-03T09:00:00Z", 480);
    await s.book(s.ann, "2026-12-03T09:00:00Z", 480);
    const none = await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { date: "2026-12-03", timeZone: "UTC" } });
    expect(none.body).toEqual({ stageId: s.stage("Interview").id, suggestions: [], reason: expect.stringContaining('"Technical"') });
  });

  it("are booked all or nothing, with an invitation per interview, moved keeping their gaps and cancelled as one", async () => {
    stopClockAt(T0);
    const s = await scene();
    const key = s.world.recruiter.key;
    const technical = await s.plan("Interview", "Technical", 60, 0, [s.ann, s.ben]);
    const culture = await s.plan("Interview", "Culture", 45, 1, [s.ben, s.cy]);
    const stageId = s.stage("Interview").id;
    const day = (shift = 0) => [
      { planInterviewId: technical.id, interviewerId: s.ann.id, startsAt: `2026-12-01T${String(9 + shift).padStart(2, "0")}:00:00Z`, endsAt: `2026-12-01T${String(10 + shift).padStart(2, "0")}:00:00Z` },
      { planInterviewId: culture.id, interviewerId: s.cy.id, startsAt: `2026-12-01T${String(10 + shift).padStart(2, "0")}:15:00Z`, endsAt: `2026-12-01T${String(11 + shift).padStart(2, "0")}:00:00Z` },
    ];

    // Cy is taken at 10:30: the whole day is refused, naming Cy, and no interview is booked
    await s.book(s.cy, "2026-12-01T10:30:00Z");
    const before = await ownerDb.interview.count({ where: { organizationId: s.org } });
    const taken = await call("POST", `/api/applications/${s.ada.id}/panel`, { key, body: { stageId, timeZone: "UTC", interviews: day() } });
    expect([taken.status, taken.body.error]).toEqual([409, expect.stringContaining("Cy Pool is no longer free")]);
    expect(await ownerDb.interview.count({ where: { organizationId: s.org } })).toBe(before);
    expect(await ownerDb.interviewPanel.count({ where: { organizationId: s.org } })).toBe(0);
    // one member twice, or someone outside the pool, is a 400
    const twice = await call("POST", `/api/applications/${s.ada.id}/panel`, { key, body: { stageId, timeZone: "UTC", interviews: day(3).map((i) => ({ ...i, interviewerId: s.ben.id })) } });
    expect(twice.status).toBe(400);
    const outside = await call("POST", `/api/applications/${s.ada.id}/panel`, { key, body: { stageId, timeZone: "UTC", interviews: [{ ...day(3)[0], interviewerId: s.cy.id }] } });
    expect([outside.status, outside.body.details]).toEqual([400, [{ path: "interviews.0.interviewerId", message: expect.stringContaining("pool") }]]);

    // without interviews.schedule, 403; another organization's caller, 404
    const other = await createWorld(`Other Panel Org ${scenes}`);
    expect((await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key: other.recruiter.key, body: { timeZone: "UTC" } })).status).toBe(404);
    expect((await call("POST", `/api/applications/${s.ada.id}/panel`, { key: other.recruiter.key, body: { stageId, timeZone: "UTC", interviews: day(3) } })).status).toBe(404);

    const booked = await call("POST", `/api/applications/${s.ada.id}/panel`, { key, body: { stageId, timeZone: "UTC", videoUrl: "https://meet.example.com/panel", interviews: day(3) } });
    expect(booked.status).toBe(201);
    const panel = booked.body.panel;
    expect(panel).toMatchObject({ applicationId: s.ada.id, stageId, status: "scheduled" });
    expect(panel.interviews.map((i: { title: string; interviewerIds: string[]; startsAt: string; panelId: number }) => [i.title, i.interviewerIds, i.startsAt, i.panelId])).toEqual([
      ["Technical", [s.ann.id], "2026-12-01T12:00:00.000Z", panel.id],
      ["Culture", [s.cy.id], "2026-12-01T13:15:00.000Z", panel.id],
    ]);
    const ids = panel.interviews.map((i: { id: number }) => i.id);
    expect(await ownerDb.interview.findMany({ where: { id: { in: ids } }, select: { planInterviewId: true }, orderBy: { startsAt: "asc" } })).toEqual([{ planInterviewId: technical.id }, { planInterviewId: culture.id }]);
    // the application's interviews answer panelId; the panel is listed with them
    const listed = await call("GET", `/api/applications/${s.ada.id}/interviews`, { key: s.world.hiring_manager.key });
    expect(listed.body.interviews.map((i: { panelId: number | null }) => i.panelId)).toEqual([panel.id, panel.id]);
    const panels = (await call("GET", `/api/applications/${s.ada.id}/panels`, { key: s.world.hiring_manager.key })).body.panels;
    expect(panels.map((p: { id: number; interviews: { id: number }[] }) => [p.id, p.interviews.map((i) => i.id)])).toEqual([[panel.id, ids]]);
    // Ann, booked, now reads the application but schedules nothing
    expect((await call("POST", `/api/applications/${s.ada.id}/panel`, { key: s.ann.key, body: { stageId, timeZone: "UTC", interviews: day(5) } })).status).toBe(403);
    expect((await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key: s.ann.key, body: { timeZone: "UTC" } })).status).toBe(403);
    expect((await call("GET", `/api/applications/${s.ada.id}/panels`, { key: other.recruiter.key })).status).toBe(404);
    // one invitation job per interview, each asking its interviewer to review
    const invitations = async (change: string) =>
      (await ownerDb.$queryRaw<{ sequence: number; interviewId: number }[]>`
        SELECT (data->'context'->>'sequence')::int AS sequence, (data->'context'->'interview'->>'id')::int AS "interviewId" FROM pgboss.job
        WHERE name = ${INTERVIEW_INVITATION_QUEUE} AND data->>'change' = ${change} AND (data->'context'->'interview'->>'panelId')::int = ${panel.id}
        ORDER BY 2`).map((r) => [r.interviewId, r.sequence]);
    expect(await invitations("scheduled")).toEqual([...ids].sort((a, b) => a - b).map((id) => [id, 0]));
    expect(await ownerDb.reviewRequest.count({ where: { applicationId: s.ada.id, reviewerId: { in: [s.ann.id, s.cy.id] } } })).toBe(2);

    // moved a day later as a whole: the gap stays, each invitation's SEQUENCE goes up
    const moved = await call("PATCH", `/api/panels/${panel.id}`, { key, body: { shiftMinutes: 24 * 60 } });
    expect(moved.status).toBe(200);
    expect(moved.body.panel.interviews.map((i: { startsAt: string; endsAt: string }) => [i.startsAt, i.endsAt])).toEqual([
      ["2026-12-02T12:00:00.000Z", "2026-12-02T13:00:00.000Z"],
      ["2026-12-02T13:15:00.000Z", "2026-12-02T14:00:00.000Z"],
    ]);
    expect(await invitations("rescheduled")).toEqual([...ids].sort((a, b) => a - b).map((id) => [id, 1]));
    // or to a start: the first at 09:00, the second after the same 15 minutes
    const to = await call("PATCH", `/api/panels/${panel.id}`, { key, body: { startsAt: "2026-12-02T09:00:00Z" } });
    expect(to.body.panel.interviews.map((i: { startsAt: string }) => i.startsAt)).toEqual(["2026-12-02T09:00:00.000Z", "2026-12-02T10:15:00.000Z"]);
    // a move onto Cy's other interview is refused as a whole
    await s.book(s.cy, "2026-12-04T10:00:00Z");
    const clash = await call("PATCH", `/api/panels/${panel.id}`, { key, body: { startsAt: "2026-12-04T09:00:00Z" } });
    expect([clash.status, clash.body.error]).toEqual([409, expect.stringContaining('Cy Pool is no longer free for "Culture"')]);
    // a shift of less than an interview's length overlaps only the day's own times: it moves
    const nudged = await call("PATCH", `/api/panels/${panel.id}`, { key, body: { shiftMinutes: 30 } });
    expect(nudged.body.panel.interviews.map((i: { startsAt: string }) => i.startsAt)).toEqual(["2026-12-02T09:30:00.000Z", "2026-12-02T10:45:00.000Z"]);
    expect((await call("GET", `/api/applications/${s.ada.id}/panels`, { key })).body.panels[0].interviews.map((i: { startsAt: string }) => i.startsAt)).toEqual(["2026-12-02T09:30:00.000Z", "2026-12-02T10:45:00.000Z"]);
    expect((await call("PATCH", `/api/panels/${panel.id}`, { key: s.ann.key, body: { shiftMinutes: 30 } })).status).toBe(403);
    expect((await call("PATCH", `/api/panels/${panel.id}`, { key: other.recruiter.key, body: { shiftMinutes: 30 } })).status).toBe(404);

    // cancelled as one: every interview cancelled, the panel too, a second cancel is 409
    expect((await call("DELETE", `/api/panels/${panel.id}`, { key: other.recruiter.key })).status).toBe(404);
    const cancelled = await call("DELETE", `/api/panels/${panel.id}`, { key });
    expect(cancelled.status).toBe(200);
    expect([cancelled.body.panel.status, cancelled.body.panel.interviews.map((i: { status: string }) => i.status)]).toEqual(["cancelled", ["cancelled", "cancelled"]]);
    expect(await invitations("cancelled")).toHaveLength(2);
    expect((await call("DELETE", `/api/panels/${panel.id}`, { key })).status).toBe(409);
    expect((await call("PATCH", `/api/panels/${panel.id}`, { key, body: { shiftMinutes: 30 } })).status).toBe(409);

    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: s.org, action: { startsWith: "panel." } }, orderBy: { id: "asc" } });
    expect(audits.map((a) => [a.action, a.targetId])).toEqual([
      ["panel.scheduled", String(s.ada.id)],
      ["panel.moved", String(s.ada.id)],
      ["panel.moved", String(s.ada.id)],
      ["panel.moved", String(s.ada.id)],
      ["panel.cancelled", String(s.ada.id)],
    ]);
  });

  it("answer 409 for a stage without planned interviews or with an empty pool", async () => {
    stopClockAt(T0);
    const s = await scene();
    const key = s.world.recruiter.key;
    const empty = await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { timeZone: "UTC" } });
    expect([empty.status, empty.body.error]).toEqual([409, expect.stringContaining("no planned interviews")]);
    await s.plan("Interview", "Lonely", 30, 0, []);
    const pool = await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { timeZone: "UTC" } });
    expect([pool.status, pool.body.error]).toEqual([409, expect.stringContaining('"Lonely" has no active member in its pool')]);
    const foreign = await call("POST", `/api/applications/${s.ada.id}/panel/suggestions`, { key, body: { stageId: 2_000_000_000, timeZone: "UTC" } });
    expect(foreign.status).toBe(400);
  });
});

describe("panel reports", () => {
  it("count each member's interviews per week and how often each planned interview's recommendations agreed with the outcome", async () => {
    stopClockAt(T0);
    const s = await scene();
    // Ann: one held 16 November, two in the week of 30 November (one of them cancelled: not counted)
    await s.held(s.ann, "2026-11-16T10:00:00Z");
    await s.book(s.ann, "2026-11-30T09:00:00Z");
    const off = await s.book(s.ann, "2026-12-01T09:00:00Z");
    await s.book(s.ann, "2026-12-02T09:00:00Z");
    await call("DELETE", `/api/interviews/${off.id}`, { key: s.world.recruiter.key });
    await s.book(s.ben, "2026-11-30T11:00:00Z");
    const load = await call("GET", "/api/reports/interviewer-load?from=2026-11-16&to=2026-12-02", { key: s.world.recruiter.key });
    expect(load.status).toBe(200);
    const weeksOf = (p: Person) => load.body.members.find((m: { userId: string }) => m.userId === p.id).weeks.map((w: { weekStart: string; interviews: number }) => [w.weekStart, w.interviews]);
    expect(weeksOf(s.ann)).toEqual([["2026-11-16", 1], ["2026-11-23", 0], ["2026-11-30", 2]]);
    expect(weeksOf(s.ben)).toEqual([["2026-11-16", 0], ["2026-11-23", 0], ["2026-11-30", 1]]);
    expect(weeksOf(s.cy)).toEqual([["2026-11-16", 0], ["2026-11-23", 0], ["2026-11-30", 0]]);
    expect((await call("GET", "/api/reports/interviewer-load?from=2026-12-02&to=2026-11-16", { key: s.world.recruiter.key })).status).toBe(400);

    // agreement: Technical scored on a hire (yes: agrees), a rejection (yes: disagrees; strong_no: agrees)
    // and an active application (not counted); Culture on nothing decided
    const technical = await s.plan("Interview", "Technical", 60, 0, [s.ann]);
    const culture = await s.plan("Interview", "Culture", 45, 1, [s.ben]);
    const hired = await createApplication(s.job, { candidateName: "Hana Hired", stageIndex: 2, status: "hired" });
    const rejected = await createApplication(s.job, { candidateName: "Rex Rejected", stageIndex: 2, status: "rejected" });
    let held = 0;
    const scorecard = async (applicationId: number, planInterviewId: number, author: Person, recommendation: string) => {
      const startsAt = new Date(Date.parse("2026-11-20T08:00:00Z") + ++held * 3_600_000);
      const interview = await ownerDb.interview.create({
        data: { organizationId: s.org, applicationId, uid: `${randomUUID()}@interviews.hiring`, title: "Held", startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), timeZone: "UTC", interviewerIds: [author.id], status: "completed", planInterviewId },
      });
      await ownerDb.interviewScorecard.create({ data: { organizationId: s.org, interviewId: interview.id, applicationId, authorId: author.id, recommendation } });
    };
    await scorecard(hired.id, technical.id, s.ann, "yes");
    await scorecard(rejected.id, technical.id, s.ann, "yes");
    await scorecard(rejected.id, technical.id, s.ben, "strong_no");
    await scorecard(s.ada.id, technical.id, s.cy, "no");
    await scorecard(s.ada.id, culture.id, s.ben, "yes");
    const agreement = await call("GET", `/api/reports/interview-agreement?jobId=${s.job.id}`, { key: s.world.recruiter.key });
    expect(agreement.status).toBe(200);
    expect(agreement.body.interviews).toEqual([
      { planInterviewId: technical.id, name: "Technical", scored: 3, agreed: 2, rate: 0.667 },
      { planInterviewId: culture.id, name: "Culture", scored: 0, agreed: 0, rate: null },
    ]);
    const other = await createWorld(`Other Report Org ${scenes}`);
    expect((await call("GET", `/api/reports/interview-agreement?jobId=${s.job.id}`, { key: other.recruiter.key })).status).toBe(404);
    expect((await call("GET", "/api/reports/interview-agreement", { key: other.recruiter.key })).body.interviews).toEqual([]);
  });
});
