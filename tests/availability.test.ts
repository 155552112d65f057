import { describe, expect, it } from "vitest";
import { createApplication, createJob } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Availability (issue 24, docs/decisions/372): working hours per member in their own zone, busy
// time from the product's interviews (whoever can read them or not), common slots across DST.
const { call } = withApi();
const NINE_TO_FIVE = [{ start: "09:00", end: "17:00" }];
const WEEK = { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE, sat: [], sun: [] };

describe("availability", () => {
  it("keeps each member's own working hours and zone, defaulting to Mon-Fri 09:00-17:00 UTC", async () => {
    const world = await createWorld("Hours Org");
    const mine = await call("GET", "/api/me/working-hours", { key: world.interviewer.key });
    expect(mine.body.workingHours).toEqual({ userId: world.interviewer.id, timeZone: "UTC", workingHours: WEEK, isDefault: true });
    const bad = await call("PUT", "/api/me/working-hours", { key: world.interviewer.key, body: { timeZone: "Nowhere/City", workingHours: { ...WEEK, mon: [{ start: "17:00", end: "09:00" }] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["timeZone", "workingHours.mon"]);
    const set = await call("PUT", "/api/me/working-hours", { key: world.interviewer.key, body: { timeZone: "America/New_York", workingHours: { ...WEEK, fri: [] } } });
    expect(set.status).toBe(200);
    expect((await call("GET", "/api/me/working-hours", { key: world.interviewer.key })).body.workingHours).toMatchObject({ timeZone: "America/New_York", isDefault: false, workingHours: { fri: [] } });
    // another member's stay theirs
    expect((await call("GET", "/api/me/working-hours", { key: world.recruiter.key })).body.workingHours.isDefault).toBe(true);
  });

  it("finds the common free slots across New York's DST change, without interviews the members are booked on", async () => {
    stopClockAt("2026-10-29T12:00:00Z");
    const world = await createWorld("Slots Org");
    const lisbon = world.interviewer;
    const ny = world.hiring_manager;
    await call("PUT", "/api/me/working-hours", { key: lisbon.key, body: { timeZone: "Europe/Lisbon", workingHours: WEEK } });
    await call("PUT", "/api/me/working-hours", { key: ny.key, body: { timeZone: "America/New_York", workingHours: WEEK } });
    // an interview the hiring manager is on, of a job they do not manage: busy all the same
    const job = await createJob(world.organization.id, {});
    const app = await createApplication(job, { candidateName: "Busy Maker" });
    const booked = await call("POST", `/api/applications/${app.id}/interviews`, { key: world.recruiter.key, body: { title: "Other", timeZone: "UTC", interviewerIds: [ny.id], startsAt: "2026-11-02T15:00:00Z", endsAt: "2026-11-02T16:00:00Z" } });
    expect(booked.status).toBe(201);

    const query = `userIds=${lisbon.id},${ny.id}&from=2026-10-30T00:00:00Z&to=2026-11-03T00:00:00Z&durationMinutes=60`;
    const found = await call("GET", `/api/availability?${query}`, { key: world.interviewer.key });
    expect(found.status).toBe(200);
    // Friday 30 October: Lisbon (UTC+0 since 25 October) 09-17Z, New York EDT 13-21Z → 13-17Z.
    // Monday 2 November: New York EST 14-22Z → 14-17Z, less the 15-16Z interview
    expect(found.body.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      "2026-10-30T13:00:00.000Z",
      "2026-10-30T13:30:00.000Z",
      "2026-10-30T14:00:00.000Z",
      "2026-10-30T14:30:00.000Z",
      "2026-10-30T15:00:00.000Z",
      "2026-10-30T15:30:00.000Z",
      "2026-10-30T16:00:00.000Z",
      "2026-11-02T14:00:00.000Z",
      "2026-11-02T16:00:00.000Z",
    ]);
    expect(found.body.slots[0]).toEqual({ startsAt: "2026-10-30T13:00:00.000Z", endsAt: "2026-10-30T14:00:00.000Z", freeUserIds: [lisbon.id, ny.id] });
    // the weekend is outside their working hours, not busy (the week view says so)
    expect(found.body.workingDays).toEqual(["2026-10-30", "2026-11-02"]);

    // cancelled, the interview frees the hour
    await call("DELETE", `/api/interviews/${booked.body.interview.id}`, { key: world.recruiter.key });
    const after = await call("GET", `/api/availability?${query}`, { key: world.interviewer.key });
    expect(after.body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain("2026-11-02T15:00:00.000Z");

    // a panel of any one: Lisbon's morning counts too
    const any = await call("GET", `/api/availability?${query}&anyOf=1&stepMinutes=60`, { key: world.interviewer.key });
    expect(any.body.slots[0]).toEqual({ startsAt: "2026-10-30T09:00:00.000Z", endsAt: "2026-10-30T10:00:00.000Z", freeUserIds: [lisbon.id] });
    // slots never start before the clock's now
    stopClockAt("2026-10-30T15:10:00Z");
    const later = await call("GET", `/api/availability?${query}`, { key: world.interviewer.key });
    expect(later.body.slots[0].startsAt).toBe("2026-10-30T15:30:00.000Z");
  });

  it("refuses unknown or foreign members, too long a range and a bad panel size", async () => {
    const world = await createWorld("Slots Bad Org");
    const stranger = await createWorld("Slots Stranger Org");
    const base = "from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z&durationMinutes=30";
    const foreign = await call("GET", `/api/availability?userIds=${world.admin.id},${stranger.admin.id}&${base}`, { key: world.recruiter.key });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([{ path: "userIds.1", message: "is not an active member of the organization" }]);
    expect((await call("GET", `/api/availability?userIds=${world.admin.id}&from=2026-12-01T00:00:00Z&to=2027-01-05T00:00:00Z&durationMinutes=30`, { key: world.recruiter.key })).status).toBe(400);
    expect((await call("GET", `/api/availability?userIds=${world.admin.id}&${base}&anyOf=2`, { key: world.recruiter.key })).status).toBe(400);
    expect((await call("GET", `/api/availability?userIds=${world.admin.id}&${base}&timeZone=Mars/Base`, { key: world.recruiter.key })).status).toBe(400);
  });
});
