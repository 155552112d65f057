import type { Tx } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { CHAT_DELIVERY_QUEUE } from "@/lib/queue/queues";

export type ChatMessage = { kind: string; text: string; url: string; candidateId: number | null };

// A notification's direct message to the member whose settings the transaction carries (the
// recipient, in notifyMembers), queued where their organization has Slack: the queue posts it once
// the event committed (deliver-chat-message.ts). The delivery log is the admins', so the row is
// written by the database's queue_chat_delivery(), which answers its id.
export async function queueChatMessage(tx: Tx, message: ChatMessage): Promise<void> {
  const [{ id }] = await tx.$queryRaw<{ id: number | null }[]>`
    SELECT queue_chat_delivery(${message.kind}, ${message.text.slice(0, 500)}, ${message.url}, ${message.candidateId}::int) AS id`;
  if (id !== null) await enqueueJobs(tx, [{ name: CHAT_DELIVERY_QUEUE, data: { deliveryId: id } }]);
}
