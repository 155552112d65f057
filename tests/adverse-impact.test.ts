import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { EEO_MIN_GROUP, EEO_QUESTION_KEYS, EEO_QUESTIONS } from "@/lib/schemas/eeo";
import { impactByStage } from "@/lib/server/eeo/get-adverse-impact";
import { cellKey, JOB_LEVEL, suppressJob, type EeoCounts } from "@/lib/server/eeo/suppress-eeo-cells";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

type Group = { group: string; selected: number | null; total: number | null; rate: number | null; impactRatio: number | null; belowFourFifths: boolean | null };
type Impact = { period: { id: string } | null; stages: { name: string; nextStage: string; questions: Record<string, Group[]> }[] };

// Decision 489: selection rates per stage and group, and their ratio to the highest group's rate,
// worked out from the EEO report's released cells. A fixture with known ratios, in a closed quarter:
//   women 10: 5 still in Applied, 5 in Interview          men 15: 5 in Applied, 5 in Interview, 5 Hired
// Past Applied: women 5 of 10 (0.5), men 10 of 15 (0.667): the women's ratio is 0.75, under 4/5.
// Past Interview: women 0 of 5, men 5 of 10.
describe("adverse impact", () => {
  it("gives selection rates and impact ratios per stage and group, marking the four-fifths threshold", async () => {
    const world = await createWorld("Impact Org");
    await ownerDb.organization.update({ where: { id: world.organization.id }, data: { createdAt: new Date("2026-01-01T00:00:00Z"), eeoSurveyEnabled: true } });
    const job = await createJob(world.organization.id, { title: "Impact job", stageNames: ["Applied", "Interview", "Hired"] });
    const people: [string, number, number][] = [
      ["female", 0, 5],
      ["female", 1, 5],
      ["male", 0, 5],
      ["male", 1, 5],
      ["male", 2, 5],
    ];
    for (const [gender, stageIndex, count] of people) {
      for (let i = 0; i < count; i++) {
        const application = await createApplication(job, { stageIndex, createdAt: new Date(`2026-08-0${1 + (i % 9)}T10:00:00Z`), endedAt: new Date("2026-08-20T10:00:00Z") });
        await ownerDb.eeoResponse.create({
          data: { organizationId: world.organization.id, applicationId: application.id, gender, raceEthnicity: "white", veteranStatus: "not_a_protected_veteran", disabilityStatus: "no" } as never,
        });
      }
    }
    const answer = await call<Impact>("GET", `/api/reports/adverse-impact?jobId=${job.id}&period=2026-Q3`, { key: world.admin.key });
    expect(answer.status).toBe(200);
    expect(answer.body.period?.id).toBe("2026-Q3");
    expect(answer.body.stages.map((s) => [s.name, s.nextStage])).toEqual([
      ["Applied", "Interview"],
      ["Interview", "Hired"],
    ]);
    const [applied, interview] = answer.body.stages;
    expect(applied.questions.gender).toEqual([
      { group: "female", selected: 5, total: 10, rate: 0.5, impactRatio: 0.75, belowFourFifths: true },
      { group: "male", selected: 10, total: 15, rate: 0.667, impactRatio: 1, belowFourFifths: false },
      { group: "decline_to_answer", selected: null, total: null, rate: null, impactRatio: null, belowFourFifths: null },
    ]);
    expect(interview.questions.gender).toEqual([
      { group: "female", selected: 0, total: 5, rate: 0, impactRatio: 0, belowFourFifths: true },
      { group: "male", selected: 5, total: 10, rate: 0.5, impactRatio: 1, belowFourFifths: false },
      { group: "decline_to_answer", selected: null, total: null, rate: null, impactRatio: null, belowFourFifths: null },
    ]);
    // one group answered alike by everyone: compared with itself
    expect(applied.questions.raceEthnicity.find((g) => g.group === "white")).toEqual({ group: "white", selected: 15, total: 25, rate: 0.6, impactRatio: 1, belowFourFifths: false });
    expect(applied.questions.raceEthnicity.find((g) => g.group === "asian")).toMatchObject({ total: null, rate: null });

    // admins only, one job, and a job of another organization is not found
    expect((await call("GET", `/api/reports/adverse-impact?jobId=${job.id}`, { key: world.recruiter.key })).status).toBe(403);
    expect((await call("GET", "/api/reports/adverse-impact", { key: world.admin.key })).status).toBe(400);
    const other = await createWorld("Impact Other");
    expect((await call("GET", `/api/reports/adverse-impact?jobId=${job.id}`, { key: other.admin.key })).status).toBe(404);
  });
});

// The property behind decision 489, over random cohorts, on the EEO report's own suppression: every
// figure adverse impact shows is the true count, a total is never under 5 and a selected count never
// 1-4, and each is worked out from cells the report shows; so the two reports together show nothing
// the EEO report alone does not, whatever filters (job, period) a reader combines.
describe("adverse impact over random cohorts", () => {
  it("shows only true counts that the EEO report's shown cells already give", () => {
    let shownFigures = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const stageIds = Array.from({ length: 2 + Math.floor(next() * 3) }, (_, i) => 100 + i);
      const people = Array.from({ length: Math.floor(next() * 80) }, () => ({
        // most people stop early, as in a funnel
        stage: Math.min(stageIds.length - 1, Math.floor(next() ** 1.6 * stageIds.length)),
        answers: Object.fromEntries(EEO_QUESTION_KEYS.map((q) => [q, EEO_QUESTIONS[q][Math.min(EEO_QUESTIONS[q].length - 1, Math.floor(next() ** 2 * EEO_QUESTIONS[q].length))]])),
      }));
      // what eeo_cohort_counts() gives: groups of 5 or more only
      const counts: EeoCounts = new Map();
      const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const p of people) {
        for (const level of [JOB_LEVEL, String(stageIds[p.stage])]) {
          add(cellKey(level, "total", null));
          for (const q of EEO_QUESTION_KEYS) add(cellKey(level, q, p.answers[q]));
        }
      }
      for (const [key, n] of counts) if (n < EEO_MIN_GROUP) counts.delete(key);
      const { job, stages } = suppressJob(counts, stageIds);
      const shownStages = stages.map((group, i) => ({ ...group, id: stageIds[i], name: `Stage ${i}` }));
      const impact = impactByStage(job, shownStages);
      expect(impact).toHaveLength(stageIds.length - 1);
      for (const [i, stage] of impact.entries()) {
        for (const q of EEO_QUESTION_KEYS) {
          for (const group of stage.questions[q]) {
            const where = `seed ${seed} stage ${i} ${q} ${group.group}`;
            if (group.total === null) {
              expect(group, where).toMatchObject({ selected: null, rate: null, impactRatio: null });
              continue;
            }
            const truth = (from: number) => people.filter((p) => p.stage >= from && p.answers[q] === group.group).length;
            expect(group.total, where).toBe(truth(i));
            expect(group.selected, where).toBe(truth(i + 1));
            expect(group.total, where).toBeGreaterThanOrEqual(EEO_MIN_GROUP);
            expect(group.selected === 0 || group.selected! >= EEO_MIN_GROUP, where).toBe(true);
            const cell = (level: { answers: Record<string, Record<string, number | null>> }) => level.answers[q][group.group];
            const derivable = (from: number) => {
              const out: number[] = [];
              const later = shownStages.slice(from).map(cell);
              if (later.every((c) => c !== null)) out.push(later.reduce<number>((sum, c) => sum + c!, 0));
              const earlier = shownStages.slice(0, from).map(cell);
              if (cell(job) !== null && earlier.every((c) => c !== null)) out.push(cell(job)! - earlier.reduce<number>((sum, c) => sum + c!, 0));
              return out;
            };
            expect(derivable(i), where).toContain(group.total);
            expect(derivable(i + 1), where).toContain(group.selected);
            shownFigures++;
          }
        }
      }
    }
    // the cohorts were large enough for figures to be shown, so the checks above ran
    expect(shownFigures).toBeGreaterThan(500);
  });
});

function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
