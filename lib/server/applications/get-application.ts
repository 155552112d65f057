import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";

// One application the caller can see (extension GET /api/applications/{id}).
export async function getApplication(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Application");
  const application = await db.application.findFirst({
    where: { id },
    select: applicationSelect,
  });
  if (!application) throw new NotFound("Application");
  return toApplication(application);
}
