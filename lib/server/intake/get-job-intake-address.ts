import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { intakeAddressOf } from "./intake-address";

// The intake address of a job the caller can see (docs/decisions/498): the plain form when the job
// holds it (it is the deployment's oldest job with its slug, which the database answers for the
// caller's own jobs), else the form qualified by the organization's slug. A job the caller cannot
// see is 404.
export async function getJobIntakeAddress(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Job");
  const job = await db.job.findFirst({ where: { id }, select: { id: true, slug: true, status: true, organization: { select: { slug: true } } } });
  if (!job) throw new NotFound("Job");
  const [row] = await db.$queryRaw<{ plain: boolean }[]>`SELECT job_holds_plain_intake_address(${job.id}::int) AS plain`;
  return { address: intakeAddressOf(job.slug, row?.plain ? null : job.organization.slug), acceptsApplications: job.status === "open" };
}
