import { can, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { emailTranslator } from "@/lib/i18n/email-templates";
import { queueMail } from "@/lib/mail/send-mail";
import { isStorableId } from "@/lib/schemas/common";
import { worksOnJob } from "@/lib/server/access/visibility";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";

export type DocumentRequestView = {
  id: number;
  applicationId: number;
  label: string;
  status: "requested" | "uploaded";
  fileName: string | null;
  // the uploaded file's download path, for whoever may see the application
  url: string | null;
  uploadedAt: string | null;
  createdAt: string;
};

const select = { id: true, applicationId: true, label: true, status: true, fileName: true, uploadedAt: true, createdAt: true } as const;

export const documentFileUrl = (applicationId: number, requestId: number) => `/api/applications/${applicationId}/document-requests/${requestId}/file`;

function view(row: { id: number; applicationId: number; label: string; status: string; fileName: string | null; uploadedAt: Date | null; createdAt: Date }): DocumentRequestView {
  return {
    ...row,
    status: row.status as DocumentRequestView["status"],
    url: row.status === "uploaded" ? documentFileUrl(row.applicationId, row.id) : null,
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// POST /api/applications/{id}/document-requests (docs/decisions/493): whoever manages the job asks
// the candidate for a document (a certificate, a work permit). The candidate is told by e-mail in
// their language, with their page's link, where they upload it. Audited.
export async function requestDocument(caller: Caller, applicationId: number, label: string): Promise<DocumentRequestView> {
  return db.$transaction(async (tx) => {
    const application = isStorableId(applicationId)
      ? await tx.application.findFirst({
          where: { id: applicationId },
          select: { id: true, organizationId: true, status: true, locale: true, candidateName: true, candidate: { select: { email: true, erasedAt: true } }, organization: { select: { name: true } }, job: { select: { title: true, hiringManagers: { select: { userId: true } } } } },
        })
      : null;
    if (!application) throw new NotFound("Application");
    if (!can(caller, "applications.manage") || !worksOnJob(caller, application.job.hiringManagers.map((m) => m.userId))) {
      throw new Forbidden("Only members who manage this job's applications can ask its candidate for documents.");
    }
    const row = await tx.documentRequest.create({ data: { organizationId: application.organizationId, applicationId: application.id, label, requestedById: caller.userId }, select });
    await recordAudit(tx, actorOf(caller), {
      organizationId: application.organizationId,
      action: "document.requested",
      targetType: "application",
      targetId: application.id,
      targetLabel: applicationLabel(application.candidateName, application.job.title),
      metadata: { requestId: row.id, label },
    });
    if (!application.candidate.erasedAt) {
      const t = emailTranslator(application.locale);
      const words = { candidateName: application.candidateName, jobTitle: application.job.title, orgName: application.organization.name, title: label };
      await queueMail(tx, {
        organizationId: application.organizationId,
        kind: "document_requested",
        to: application.candidate.email,
        subject: t("documentRequested.subject", words),
        text: t("documentRequested.body", words),
        applicationPage: { applicationId: application.id, locale: application.locale },
      });
    }
    return view(row);
  });
}

// GET /api/applications/{id}/document-requests: what was asked of the candidate and what came
// back; the application's policies decide who reads them.
export async function listDocumentRequests(applicationId: number): Promise<DocumentRequestView[]> {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  const application = await db.application.findFirst({ where: { id: applicationId }, select: { id: true } });
  if (!application) throw new NotFound("Application");
  return (await db.documentRequest.findMany({ where: { applicationId }, orderBy: { id: "asc" }, select })).map(view);
}
