import type { WebhookDeliveryStatus } from "@/lib/generated/prisma/enums";

// The delivery log's row, field for field.
export const deliverySelect = {
  id: true,
  eventId: true,
  event: { select: { type: true } },
  attempt: true,
  status: true,
  responseStatus: true,
  durationMs: true,
  createdAt: true,
  nextAttemptAt: true,
} as const;

type DeliveryRow = {
  id: number;
  eventId: string;
  event: { type: string };
  attempt: number;
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  durationMs: number | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
};

export function toDelivery({ event, ...row }: DeliveryRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: event.type,
    attempt: row.attempt,
    status: row.status,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    createdAt: row.createdAt,
    nextAttemptAt: row.nextAttemptAt,
  };
}
