import { ownerDb } from "@/lib/db/owner";
import { unique } from "./sequence";

export async function createCandidate(organizationId: number, data: { name?: string; email?: string; phone?: string | null; resumeUrl?: string | null; createdAt?: Date } = {}) {
  return ownerDb.candidate.create({
    data: {
      organizationId,
      name: data.name ?? "Casey Candidate",
      email: (data.email ?? `${unique("candidate")}@example.test`).toLowerCase(),
      phone: data.phone ?? null,
      resumeUrl: data.resumeUrl ?? null,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
    },
  });
}
