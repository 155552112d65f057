import type { Caller } from "@/lib/auth/caller";
import type { UpdateInterviewBody } from "@/lib/schemas/interview";
import { actorOf } from "@/lib/server/audit/record-audit";
import { bookingTransaction } from "./booking-conflict";
import { changeInterview } from "./change-interview";
import { lockInterview } from "./interview-access";

// PATCH /api/interviews/{id}: whoever manages the job changes it (changeInterview says how)
export async function updateInterview(caller: Caller, id: number, body: UpdateInterviewBody) {
  return bookingTransaction(async (tx) => {
    const { row, application } = await lockInterview(tx, caller, id);
    return changeInterview(tx, actorOf(caller), caller.orgId, row, application, body);
  });
}
