import type { db, Tx } from "@/lib/db";
import type { OfferStatus, SalaryPeriod } from "@/lib/schemas/offer";

type Client = Tx | typeof db;

export const offerSelect = {
  id: true,
  applicationId: true,
  jobId: true,
  status: true,
  salaryAmount: true,
  salaryCurrency: true,
  salaryPeriod: true,
  startDate: true,
  expiresAt: true,
  employmentType: true,
  terms: true,
  approvalRound: true,
  submittedAt: true,
  approvedAt: true,
  sentAt: true,
  respondedAt: true,
  declineReason: true,
  letterTemplateId: true,
  letterPdfKey: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type ApprovalView = {
  id: number;
  offerId: number;
  step: number;
  mode: "any" | "all";
  approverId: string;
  approverName: string;
  status: "pending" | "approved" | "rejected" | "withdrawn" | "superseded";
  comment: string | null;
  decidedAt: Date | null;
};

// The offer as the API answers it: the fields every offer has, then the extensions (decision 390),
// with the approvals of the current round in chain order.
export async function offerViews(client: Client, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await client.offer.findMany({ where: { id: { in: ids } }, select: offerSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const approvals = await client.approval.findMany({
    where: { offerId: { in: ids } },
    orderBy: [{ step: "asc" }, { id: "asc" }],
    select: { id: true, offerId: true, round: true, step: true, mode: true, approverId: true, status: true, comment: true, decidedAt: true },
  });
  const names = await approverNames(client, approvals.map((a) => a.approverId));
  return rows.map((row) => {
    const { salaryAmount, salaryCurrency, salaryPeriod, startDate, approvalRound, letterPdfKey, ...rest } = row;
    return {
      ...rest,
      status: row.status as OfferStatus,
      salary: { amount: Number(salaryAmount), currency: salaryCurrency, period: salaryPeriod as SalaryPeriod },
      startDate: startDate ? startDate.toISOString().slice(0, 10) : null,
      approvalRound,
      letterUrl: letterPdfKey ? `/api/offers/${row.id}/letter` : null,
      approvals: approvals
        .filter((a) => a.offerId === row.id && a.round === approvalRound)
        .map(({ round: _round, ...a }): ApprovalView => ({ ...a, offerId: row.id, approverName: names.get(a.approverId) ?? "Former member", mode: a.mode as ApprovalView["mode"], status: a.status as ApprovalView["status"] })),
    };
  });
}

export type OfferView = Awaited<ReturnType<typeof offerViews>>[number];

export async function offerView(client: Client, id: number): Promise<OfferView> {
  const [view] = await offerViews(client, [id]);
  return view;
}

export async function approverNames(client: Client, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await client.user.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

// The event payload: the offer as the API returns it (the document's webhooks section)
export function offerEventData(view: OfferView) {
  return view;
}
