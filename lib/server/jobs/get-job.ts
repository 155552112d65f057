import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { jobSelect } from "@/lib/schemas/job";
import { isStorableId } from "@/lib/schemas/common";
import { toJob } from "./to-job";

// One job the caller can see; anything else (foreign, invisible, absent) is 404.
export async function getJob(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Job");
  const job = await db.job.findFirst({ where: { id }, select: jobSelect });
  if (!job) throw new NotFound("Job");
  return toJob(job);
}
