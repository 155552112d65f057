import { performance } from "node:perf_hooks";
import { DEFAULT_WORKING_HOURS } from "@/lib/schemas/availability";
import { createTestDatabase } from "@/tests/support/test-database";
import { startRadicale } from "@/tests/support/radicale";
import { loadAverage, percentile } from "./figures";

// npx tsx bench/panel-day.ts [--calls=50] [--interviewers=10] [--servers=1]
// Issue 47's panel days (docs/decisions/486): POST /api/applications/{id}/panel/suggestions over two
// weeks, through the real route handler on a loopback server and a fresh database, for a stage of
// four planned interviews whose pools share 10 interviewers in five zones. Each interviewer has two
// weeks of calendars: interviews booked here (three a working day on average, and as many held in the
// four weeks before, for the rotation's counts) and their own CalDAV calendar on a local radicale
// (all on one server by default, the hardest case; `--servers` spreads them) with two busy events a
// working day, which every search reads over HTTP as in production.
// Prints p50/p99 of `calls` searches after 5 warm-up calls. Target: p50 under 200 ms.

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, "").split("=");
    return [key, Number(value)];
  }),
) as Record<string, number>;
const CALLS = args.calls ?? 50;
const INTERVIEWERS = args.interviewers ?? 10;
const SERVERS = args.servers ?? 1;
const ZONES = ["Europe/Berlin", "Europe/Lisbon", "America/New_York", "Europe/Warsaw", "UTC"];
const DAY = 86_400_000;
const HOUR = 3_600_000;

// a deterministic generator, so runs compare
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function ics(uid: string, start: number, end: number): string {
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//EN", "BEGIN:VEVENT", `UID:${uid}`, `DTSTAMP:${stamp(start)}`, `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, "SUMMARY:Busy", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
}

async function main() {
  process.env.CALDAV_ALLOW_PRIVATE_TARGETS = "true";
  const database = await createTestDatabase("hiring_bench_panels");
  process.env.DATABASE_URL = database.url;
  const passwords = Object.fromEntries(Array.from({ length: INTERVIEWERS }, (_, i) => [`member${i}`, `password-${i}`]));
  // radicale serves through Python's socketserver, whose listen queue holds 5 connections: more at
  // once and the extra ones' SYNs are dropped and sent again a second later. The CalDAV client keeps
  // at most REQUESTS_PER_HOST (4) requests in flight to one host, so one server holds every calendar
  const servers = await Promise.all(Array.from({ length: SERVERS }, () => startRadicale(passwords)));
  try {
    const { ownerDb } = await import("@/lib/db/owner");
    const { closeDatabase } = await import("@/lib/db");
    const { createApiKey, createApplication, createJob, createOrganization, createUser } = await import("@/prisma/factories");
    const { startApiServer } = await import("@/tests/support/api-server");
    const server = await startApiServer();
    const call = async (method: string, path: string, key: string, body?: unknown) => {
      const response = await fetch(`${server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const organization = await createOrganization({ name: "Panel Bench Org" });
    const recruiter = await createUser(organization.id, { role: "recruiter" });
    const recruiterKey = (await createApiKey(recruiter)).plaintext;
    const job = await createJob(organization.id, { title: "Bench Engineer" });
    const application = await createApplication(job, { candidateName: "Bench Candidate", stageIndex: 2 });
    const other = await createApplication(job, { candidateName: "Other Candidate", stageIndex: 1 });
    const stage = [...job.stages].sort((a, b) => a.position - b.position)[2];

    // two weeks from next Monday (UTC), and the four weeks before it for the rotation's counts
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const monday = today + (((8 - new Date(today).getUTCDay()) % 7) || 7) * DAY;
    const next = random(47);
    const members: { id: string }[] = [];
    for (let i = 0; i < INTERVIEWERS; i++) {
      const user = await createUser(organization.id, { role: "interviewer", name: `Member ${i}` });
      const key = (await createApiKey(user)).plaintext;
      await ownerDb.memberAvailability.create({ data: { userId: user.id, organizationId: organization.id, timeZone: ZONES[i % ZONES.length], workingHours: DEFAULT_WORKING_HOURS } });
      const radicale = servers[i % servers.length];
      const calendarUrl = await radicale.makeCalendar(`member${i}`, "work", `Member ${i}`);
      const put = await call("PUT", "/api/users/me/calendar", key, { url: calendarUrl, username: `member${i}`, password: passwords[`member${i}`] });
      if (put.status !== 200) throw new Error(`calendar of member ${i}: ${put.status} ${JSON.stringify(put.body)}`);
      for (let d = -28; d < 14; d++) {
        const day = monday + d * DAY;
        const weekday = new Date(day).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        // three interviews on distinct hours of the day (07:00-18:00 UTC covers every zone's office hours)
        const hours = new Set<number>();
        while (hours.size < 3) hours.add(7 + Math.floor(next() * 11));
        for (const hour of hours) {
          const start = day + hour * HOUR;
          await ownerDb.interview.create({
            data: { organizationId: organization.id, applicationId: other.id, uid: `bench-${i}-${start}@interviews.hiring`, title: "Booked", startsAt: new Date(start), endsAt: new Date(start + HOUR), timeZone: "UTC", interviewerIds: [user.id], status: d < 0 ? "completed" : "scheduled" },
          });
        }
        if (d < 0) continue;
        for (let e = 0; e < 2; e++) {
          const start = day + (7 + Math.floor(next() * 22) / 2) * HOUR;
          await radicale.putEvent(`member${i}`, calendarUrl, `busy-${d}-${e}.ics`, ics(`busy-${i}-${d}-${e}`, start, start + 30 * 60_000));
        }
      }
      members.push(user);
    }
    // four planned interviews, each pool five of the ten, overlapping
    const plan = [
      { name: "Technical", minutes: 60 },
      { name: "System design", minutes: 60 },
      { name: "Culture", minutes: 45 },
      { name: "Hiring manager", minutes: 30 },
    ];
    for (const [position, item] of plan.entries()) {
      const pool = Array.from({ length: 5 }, (_, k) => members[(position * 2 + k) % members.length]);
      await ownerDb.interviewPlanInterview.create({
        data: { jobId: job.id, stageId: stage.id, name: item.name, durationMinutes: item.minutes, position, pool: { create: pool.map((u) => ({ userId: u.id, organizationId: organization.id })) } },
      });
    }

    const body = { from: new Date(monday).toISOString(), to: new Date(monday + 14 * DAY).toISOString(), breakMinutes: 15, timeZone: "Europe/Berlin" };
    const path = `/api/applications/${application.id}/panel/suggestions`;
    let found = 0;
    for (let i = 0; i < 5; i++) {
      const warm = await call("POST", path, recruiterKey, body);
      if (warm.status !== 200) throw new Error(`suggestions: ${warm.status} ${JSON.stringify(warm.body)}`);
      found = (warm.body.suggestions as unknown[]).length;
    }
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const answer = await call("POST", path, recruiterKey, body);
      times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`suggestions: ${answer.status}`);
    }
    // the members' own calendars alone, as the search reads them (all at once), and one member's alone
    const { calendarBusy } = await import("@/lib/server/availability/busy-sources");
    const ids = members.map((m) => m.id);
    const calendars: number[] = [];
    const single: number[] = [];
    const oneByOne: number[] = [];
    for (let i = 0; i < 10; i++) {
      let started = performance.now();
      await calendarBusy(ids, new Date(monday), new Date(monday + 14 * DAY));
      calendars.push(performance.now() - started);
      started = performance.now();
      await calendarBusy([ids[i % ids.length]], new Date(monday), new Date(monday + 14 * DAY));
      single.push(performance.now() - started);
      started = performance.now();
      for (const id of ids) await calendarBusy([id], new Date(monday), new Date(monday + 14 * DAY));
      oneByOne.push(performance.now() - started);
    }
    const [{ booked }] = await ownerDb.$queryRaw<{ booked: number }[]>`SELECT count(*)::int AS booked FROM interviews WHERE organization_id = ${organization.id}`;
    console.log(
      `panel-day suggestions: ${INTERVIEWERS} interviewers, ${booked} interviews booked or held, 2 calendar events a working day each, 4 planned interviews over 2 weeks: ` +
        `${found} suggestions; ${CALLS} calls p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (target: under 200 ms); ` +
        `of which the ${INTERVIEWERS} calendars read at once: p50 ${percentile(calendars, 50).toFixed(1)} ms, one calendar alone p50 ${percentile(single, 50).toFixed(1)} ms, the ${INTERVIEWERS} one after another p50 ${percentile(oneByOne, 50).toFixed(1)} ms; ${loadAverage()}`,
    );
    await server.close();
    await closeDatabase();
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
