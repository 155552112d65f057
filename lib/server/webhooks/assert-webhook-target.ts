import { BadRequest } from "@/lib/errors";
import { resolveWebhookTarget, TargetRefused } from "./webhook-target";

// The save-time half of the target rules (the send-time half is in post-signed.ts).
export async function assertWebhookTarget(url: string): Promise<void> {
  try {
    await resolveWebhookTarget(url);
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    throw new BadRequest(`Invalid body: url: ${error.message}`, [{ path: "url", message: error.message }]);
  }
}
