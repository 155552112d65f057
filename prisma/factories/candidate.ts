import { db } from "@/lib/db";
import { unique } from "./sequence";

export async function createCandidate(organizationId: number, data: { name?: string; email?: string; phone?: string | null; resumeUrl?: string | null; createdAt?: Date } = {}) {
  return db.candidate.create({
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
