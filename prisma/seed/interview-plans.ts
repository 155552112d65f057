import { ownerDb } from "@/lib/db/owner";

type Person = { id: string };
type Planned = { stage: string; name: string; minutes: number; pool: Person[]; questions: [string, string | null][]; attributes: string[] };

// Structured interviewing in the demo (issue 47, docs/decisions/486): two engineering jobs plan
// interviews with kits for a stage or two, and the backend job's plan is kept as a template, so the
// job's page, the kit's print view and the schedule dialog show something on the first start.
export async function seedInterviewPlans(organizationId: number, people: { hank: Person; ivan: Person; nora: Person; rita: Person }) {
  const { hank, ivan, nora, rita } = people;
  const plans: Record<string, Planned[]> = {
    "senior-backend-engineer": [
      {
        stage: "Technical interview",
        name: "Technical interview",
        minutes: 60,
        pool: [hank, ivan],
        questions: [
          ["Walk me through the take-home: what would you change with another day?", "Listen for trade-offs named unprompted and an honest view of the weak spots."],
          ["Design a rate limiter that holds across several instances.", "Strong answers ask about the limits' precision before choosing a store; ask how it fails when the store is down."],
          ["How do you find out why an endpoint got slow last Tuesday?", null],
        ],
        attributes: ["System design", "Code quality", "Debugging"],
      },
      {
        stage: "Onsite",
        name: "Architecture deep dive",
        minutes: 90,
        pool: [hank, ivan],
        questions: [["Tell us about a system you ran in production that surprised you.", "Look for ownership: what they measured, what they changed afterwards."]],
        attributes: ["Ownership", "Communication"],
      },
      {
        stage: "Onsite",
        name: "Culture conversation",
        minutes: 45,
        pool: [rita, nora],
        questions: [["Describe a disagreement with a colleague and how it ended.", "Good answers describe the other side's view fairly."]],
        attributes: ["Collaboration"],
      },
    ],
    "frontend-engineer": [
      {
        stage: "Interview",
        name: "Pairing session",
        minutes: 60,
        pool: [hank, ivan],
        questions: [["Build a listbox that works with the keyboard alone.", "Do they reach for roles and focus management without being asked?"]],
        attributes: ["Craft", "Accessibility"],
      },
    ],
  };
  for (const [slug, interviews] of Object.entries(plans)) {
    const job = await ownerDb.job.findFirst({ where: { organizationId, slug }, select: { id: true, stages: { select: { id: true, name: true } } } });
    if (!job) continue;
    const positions = new Map<number, number>();
    for (const planned of interviews) {
      const stageId = job.stages.find((s) => s.name === planned.stage)?.id;
      if (stageId === undefined) continue;
      const position = positions.get(stageId) ?? 0;
      positions.set(stageId, position + 1);
      await ownerDb.interviewPlanInterview.create({
        data: {
          jobId: job.id,
          stageId,
          name: planned.name,
          durationMinutes: planned.minutes,
          position,
          pool: { create: planned.pool.map((p) => ({ userId: p.id, organizationId })) },
          questions: { create: planned.questions.map(([text, guidance], k) => ({ text, guidance, position: k, organizationId })) },
          attributes: { create: planned.attributes.map((name, k) => ({ name, position: k, organizationId })) },
        },
      });
    }
  }
  const backend = plans["senior-backend-engineer"];
  const stageNames = [...new Set(backend.map((p) => p.stage))];
  await ownerDb.interviewPlanTemplate.create({
    data: {
      organizationId,
      name: "Engineering loop",
      createdById: rita.id,
      plan: {
        stages: stageNames.map((stageName) => ({
          stageName,
          interviews: backend
            .filter((p) => p.stage === stageName)
            .map((p) => ({ name: p.name, durationMinutes: p.minutes, kit: { questions: p.questions.map(([text, guidance]) => ({ text, guidance })), attributes: p.attributes.map((name) => ({ name })) } })),
        })),
      },
    },
  });
}
