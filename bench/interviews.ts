import { performance } from "node:perf_hooks";
import { DEFAULT_WORKING_HOURS } from "@/lib/schemas/availability";
import { findSlots, type Member } from "@/lib/server/availability/find-slots";
import { createTestDatabase } from "@/tests/support/test-database";

// npx tsx bench/interviews.ts [--members=5] [--busy=300] [--days=14] [--searches=200] [--candidates=20] [--slots=3]
// Issue 24's figures (docs/decisions/375), run by the lead on a quiet machine:
// 1. slot search: `members` interviewers in different zones, `busy` busy blocks each over `days`
//    days, 60-minute slots on the half hour; ms per search (the computation the availability
//    endpoint runs once it has read working hours and busy blocks). Target: under 50 ms.
// 2. race: `candidates` concurrent bookers (one application each) on `slots` slots of one
//    interviewer, each trying the slots in turn until one is theirs or all are taken, through
//    bookInterview and PostgreSQL's exclusion constraint on a fresh database; bookings per second
//    and the double bookings found afterwards (must be 0).

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, "").split("=");
    return [key, Number(value)];
  }),
) as Record<string, number>;
const MEMBERS = args.members ?? 5;
const BUSY = args.busy ?? 300;
const DAYS = args.days ?? 14;
const SEARCHES = args.searches ?? 200;
const CANDIDATES = args.candidates ?? 20;
const SLOTS = args.slots ?? 3;
const ZONES = ["Europe/Lisbon", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "America/Los_Angeles"];

// a deterministic generator, so runs compare
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function slotSearch() {
  const from = Date.UTC(2027, 2, 1);
  const to = from + DAYS * 86_400_000;
  const next = random(42);
  const members: Member[] = Array.from({ length: MEMBERS }, (_, i) => ({
    userId: `member-${i}`,
    timeZone: ZONES[i % ZONES.length],
    workingHours: DEFAULT_WORKING_HOURS,
    busy: Array.from({ length: BUSY }, () => {
      const start = from + Math.floor(next() * (to - from) / 900_000) * 900_000;
      return { start, end: start + (1 + Math.floor(next() * 4)) * 900_000 };
    }),
  }));
  const search = { from, to, durationMinutes: 60, stepMinutes: 30, anyOf: Math.max(1, Math.ceil(MEMBERS / 2)), viewerTimeZone: "Europe/Berlin", limit: 1000 };
  for (let i = 0; i < Math.min(20, SEARCHES); i++) findSlots(members, search); // warm up
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < SEARCHES; i++) {
    const started = performance.now();
    found = findSlots(members, search).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`slot search: ${MEMBERS} members x ${BUSY} busy blocks over ${DAYS} days (any ${search.anyOf}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ${found} slots (target: under 50 ms)`);
}

async function race() {
  const database = await createTestDatabase("hiring_bench_interviews");
  process.env.DATABASE_URL = database.url;
  try {
    const { ownerDb } = await import("@/lib/db/owner");
    const { closeDatabase } = await import("@/lib/db");
    const { createApplication, createJob, createOrganization, createUser } = await import("@/prisma/factories");
    const { bookInterview } = await import("@/lib/server/interviews/schedule-interview");
    const { bookingTransaction } = await import("@/lib/server/interviews/booking-conflict");
    const { startJobWriter } = await import("@/lib/queue/boss");
    const organization = await createOrganization({ name: "Race Org" });
    const interviewer = await createUser(organization.id, { role: "interviewer" });
    const job = await createJob(organization.id, {});
    const applications = [];
    for (let i = 0; i < CANDIDATES; i++) applications.push(await createApplication(job, { candidateName: `Racer ${i}` }));
    const start = Date.UTC(2030, 0, 7, 9);
    const slots = Array.from({ length: SLOTS }, (_, i) => ({ startsAt: new Date(start + i * 3_600_000), endsAt: new Date(start + (i + 1) * 3_600_000) }));
    const actor = { userId: null, name: "Bench" };
    // started before the race, as scripts/serve.ts does: the first job would otherwise start it inside a booking
    await startJobWriter();
    let attempts = 0;
    const started = performance.now();
    const booked = await Promise.all(
      applications.map(async (application) => {
        for (const slot of slots) {
          attempts++;
          try {
            // the requests' own transaction (docs/decisions/410): a lock wait ends in a 409 after 2 s
            await bookingTransaction((tx) =>
              bookInterview(tx, organization.id, actor, null, { id: application.id, status: "active", label: "Racer", candidateName: "Racer", candidateEmail: "racer@example.test", locale: "en" }, { title: "Race", timeZone: "UTC", interviewerIds: [interviewer.id], ...slot }),
            );
            return true;
          } catch (error) {
            if ((error as { status?: number }).status !== 409) throw error;
          }
        }
        return false;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [{ doubles }] = await ownerDb.$queryRaw<{ doubles: number }[]>`
      SELECT count(*)::int AS doubles FROM interview_interviewers a JOIN interview_interviewers b
        ON a.user_id = b.user_id AND a.interview_id < b.interview_id AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`;
    const made = booked.filter(Boolean).length;
    console.log(`race: ${CANDIDATES} candidates on ${SLOTS} slots: ${made} booked, ${attempts} attempts in ${seconds.toFixed(3)} s (${(attempts / seconds).toFixed(0)} attempts/s, ${(made / seconds).toFixed(1)} bookings/s), ${doubles} double bookings`);
    if (doubles !== 0 || made !== Math.min(SLOTS, CANDIDATES)) process.exitCode = 1;
    await closeDatabase();
  } finally {
    await database.drop();
  }
}

slotSearch();
race().catch((error) => {
  console.error(error);
  process.exit(1);
});
