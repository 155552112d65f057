import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The new hire as the API, the exports and the candidate.hired event carry it (docs/decisions/483).
export const newHireSelect = {
  id: true,
  offerId: true,
  applicationId: true,
  candidateId: true,
  jobId: true,
  name: true,
  email: true,
  phone: true,
  jobTitle: true,
  department: true,
  location: true,
  employmentType: true,
  salaryAmount: true,
  salaryCurrency: true,
  salaryPeriod: true,
  startDate: true,
  managerId: true,
  managerName: true,
  managerEmail: true,
  offerLetterPath: true,
  resumePath: true,
  createdAt: true,
  handoffs: { orderBy: { connector: "asc" }, select: { connector: true, status: true, attempts: true, lastError: true, externalId: true, deliveredAt: true } },
} as const satisfies Prisma.NewHireSelect;

type Row = Prisma.NewHireGetPayload<{ select: typeof newHireSelect }>;

export function toNewHireView(row: Row) {
  return {
    id: row.id,
    offerId: row.offerId,
    applicationId: row.applicationId,
    candidateId: row.candidateId,
    person: { name: row.name, email: row.email, phone: row.phone },
    job: { id: row.jobId, title: row.jobTitle, department: row.department, location: row.location, employmentType: row.employmentType },
    salary: { amount: Number(row.salaryAmount), currency: row.salaryCurrency, period: row.salaryPeriod },
    startDate: row.startDate ? row.startDate.toISOString().slice(0, 10) : null,
    manager: row.managerId && row.managerName && row.managerEmail ? { id: row.managerId, name: row.managerName, email: row.managerEmail } : null,
    documents: [
      ...(row.offerLetterPath ? [{ kind: "offer_letter" as const, url: row.offerLetterPath }] : []),
      ...(row.resumePath ? [{ kind: "resume" as const, url: row.resumePath }] : []),
    ],
    handoffs: row.handoffs.map((h) => ({ connector: h.connector, status: h.status, attempts: h.attempts, error: h.lastError, employeeId: h.externalId, deliveredAt: h.deliveredAt })),
    createdAt: row.createdAt,
  };
}
export type NewHireView = ReturnType<typeof toNewHireView>;

export async function newHireView(client: Tx | typeof db, id: number): Promise<NewHireView | null> {
  const row = await client.newHire.findFirst({ where: { id }, select: newHireSelect });
  return row ? toNewHireView(row) : null;
}
