import type { Tx } from "@/lib/db";

// Everyone asked to review the application, in the order they were asked. A request is
// completed when the reviewer submits feedback (or is asked after already submitting).
export async function listInterviewers(client: Tx, applicationId: number) {
  const requests = await client.reviewRequest.findMany({
    where: { applicationId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { reviewerId: true, completedAt: true, reviewer: { select: { name: true } } },
  });
  return requests.map((r) => ({ userId: r.reviewerId, name: r.reviewer.name, hasSubmitted: r.completedAt !== null }));
}
