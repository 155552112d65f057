import type { Tx } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { NEW_HIRE_HANDOFF_QUEUE } from "@/lib/queue/queues";
import { recordEvent } from "@/lib/server/events/record-event";
import { newHireView, type NewHireView } from "./new-hire-view";

type AcceptedOffer = { id: number; organizationId: number; applicationId: number; jobId: number; employmentType: string | null };

// Called in the accept's transaction (lib/server/offers/public-offer.ts), as the offer link's holder:
// the new hire as it stands at acceptance — the person as they applied, the job, the accepted salary
// and start date, the job's first hiring manager by name, and the routes of the signed letter and the
// résumé — then its candidate.hired event and one queued hand-off per HR connector switched on.
// An offer makes one new hire: a second accept of the same offer finds it and makes nothing.
export async function makeNewHire(tx: Tx, offer: AcceptedOffer): Promise<NewHireView | null> {
  const made = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO new_hires (organization_id, offer_id, application_id, candidate_id, job_id, name, email, phone,
      job_title, department, location, employment_type, salary_amount, salary_currency, salary_period, start_date,
      manager_id, manager_name, manager_email, offer_letter_path, resume_path)
    SELECT o.organization_id, o.id, a.id, c.id, j.id, a.candidate_name, c.email, a.candidate_phone,
      j.title, j.department, j.location, COALESCE(o.employment_type, j.employment_type)::text,
      o.salary_amount, o.salary_currency, o.salary_period, o.start_date,
      m.id, m.name, m.email,
      CASE WHEN o.letter_pdf_key IS NOT NULL THEN '/api/offers/' || o.id || '/letter' END,
      CASE WHEN EXISTS (SELECT 1 FROM resume_files r WHERE r.application_id = a.id) THEN '/api/applications/' || a.id || '/resume' END
      FROM offers o
      JOIN applications a ON a.id = o.application_id
      JOIN candidates c ON c.id = a.candidate_id
      JOIN jobs j ON j.id = o.job_id
      LEFT JOIN LATERAL (
        SELECT u.id, u.name, u.email FROM job_hiring_managers hm JOIN users u ON u.id = hm.user_id
         WHERE hm.job_id = j.id AND u.removed_at IS NULL AND u.deactivated_at IS NULL
         ORDER BY lower(u.name), u.id LIMIT 1
      ) m ON true
     WHERE o.id = ${offer.id} AND o.status = 'accepted'
    ON CONFLICT (offer_id) DO NOTHING
    RETURNING id`;
  if (made.length === 0) return null;
  const id = made[0].id;
  const handoffs = await tx.$queryRaw<{ id: number }[]>`SELECT queue_new_hire_handoffs(${id}::int) AS id`;
  await enqueueJobs(tx, handoffs.map((h) => ({ name: NEW_HIRE_HANDOFF_QUEUE, data: { handoffId: h.id } })));
  const view = await newHireView(tx, id);
  if (!view) throw new Error(`new hire ${id} not readable in its own transaction`);
  await recordEvent(tx, { organizationId: offer.organizationId, type: "candidate.hired", data: view, previous: null });
  return view;
}
