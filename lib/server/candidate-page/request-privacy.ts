import { db } from "@/lib/db";
import type { PrivacyRequestKind } from "@/lib/schemas/candidate-page";
import { SYSTEM_ACTOR, recordAudit } from "@/lib/server/audit/record-audit";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { findApplicationToken } from "./find-application-token";
import { storePageMessage } from "./reply-from-page";

// What the team reads: in English, the language of the product's members, whatever the page's.
const REQUEST: Record<PrivacyRequestKind, { subject: string; body: string }> = {
  export: {
    subject: "Privacy request: a copy of my data",
    body: "I ask for a copy of the personal data you hold about me (sent from my application page).",
  },
  erasure: {
    subject: "Privacy request: erase my data",
    body: "I ask you to erase the personal data you hold about me and to withdraw my applications (sent from my application page).",
  },
};

// POST /api/public/applications/{token}/privacy-requests (docs/decisions/493): "request my data" and
// "erase my data" are requests the team acts on with the tools it has (a member with
// candidates.export exports, one with candidates.erase erases). The request arrives as a message in
// the application's conversation, as the candidate would write it, with the same notice to the team
// as any answer, and is audited as `candidate.privacy_requested` with its kind.
export async function requestPrivacy(token: string, kind: PrivacyRequestKind): Promise<void> {
  await asHolderOf("application", token, () =>
    db.$transaction(async (tx) => {
      const application = await findApplicationToken(tx, token);
      const message = await storePageMessage(tx, application, REQUEST[kind].body, REQUEST[kind].subject);
      await recordAudit(tx, SYSTEM_ACTOR, {
        organizationId: application.organizationId,
        action: "candidate.privacy_requested",
        targetType: "candidate",
        targetId: application.candidateId,
        targetLabel: application.candidateName,
        metadata: { kind, applicationId: application.id, job: application.job.title, messageId: message.id },
      });
    }),
  );
}
