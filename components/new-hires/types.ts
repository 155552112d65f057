// The new hire as the screens read it (lib/schemas/responses/new-hire.ts is the API's word on it).
export type Handoff = { connector: "bamboohr"; status: "pending" | "delivered" | "failed"; attempts: number; error: string | null; employeeId: string | null; deliveredAt: string | null };
export type NewHire = {
  id: number;
  offerId: number;
  applicationId: number;
  candidateId: number;
  person: { name: string; email: string; phone: string | null };
  job: { id: number; title: string; department: string | null; location: string | null; employmentType: string | null };
  salary: { amount: number; currency: string; period: "year" | "month" | "week" | "day" | "hour" };
  startDate: string | null;
  manager: { id: string; name: string; email: string } | null;
  documents: { kind: "offer_letter" | "resume"; url: string }[];
  handoffs: Handoff[];
  createdAt: string;
};
export const HANDOFF_TONES = { pending: "amber", delivered: "green", failed: "red" } as const;
