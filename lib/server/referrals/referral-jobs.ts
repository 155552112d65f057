import { db } from "@/lib/db";
import { asVisitorOf } from "@/lib/server/public/public-scope";

// The jobs a member may refer someone to (docs/decisions/501): the organization's open jobs, as its
// careers page lists them, read with the careers site's rights, so an interviewer who sees no job
// still chooses among them. Titles only: nothing the careers page does not show.
export async function listReferralJobs(orgSlug: string): Promise<{ id: number; title: string }[]> {
  return asVisitorOf(orgSlug, () => db.job.findMany({ where: { status: "open" }, orderBy: [{ title: "asc" }, { id: "asc" }], select: { id: true, title: true } }));
}
