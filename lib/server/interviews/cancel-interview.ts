import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { actorOf } from "@/lib/server/audit/record-audit";
import { cancelLockedInterview } from "./cancel-locked-interview";
import { lockInterview } from "./interview-access";

// DELETE /api/interviews/{id}: whoever manages the job cancels it
export async function cancelInterview(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const { row, application } = await lockInterview(tx, caller, id);
    return cancelLockedInterview(tx, actorOf(caller), caller.orgId, row, application);
  });
}
