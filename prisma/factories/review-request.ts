import { ownerDb } from "@/lib/db/owner";

// A request to review an application; open until completedAt is set (the reviewer submitted).
export async function createReviewRequest(
  application: { id: number },
  reviewer: { id: string },
  data: { requestedBy?: { id: string } | null; createdAt?: Date; completedAt?: Date | null } = {},
) {
  return ownerDb.reviewRequest.create({
    data: {
      applicationId: application.id,
      reviewerId: reviewer.id,
      requestedById: data.requestedBy?.id ?? null,
      createdAt: data.createdAt ?? new Date(),
      completedAt: data.completedAt ?? null,
    },
  });
}
