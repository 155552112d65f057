"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useToast } from "@/components/ui/Toast";
import { api, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { PendingInvitation } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import type { teamOperations } from "@/lib/openapi/operations/team";

// Invitations not accepted yet, with resend (a new link, 7 more days) and revoke (docs/decisions/172).
export function PendingInvitations({ invitations, onChanged }: { invitations: PendingInvitation[]; onChanged: () => void }) {
  const messageOf = useMessageOf();
  const roleLabel = useRoleLabel();
  const t = useTranslations("Recruiter.Settings.PendingInvitations");
  const format = useFormatting();
  const toast = useToast();
  const [resending, setResending] = useState<number | null>(null);
  const [rowError, setRowError] = useState<{ id: number; message: string } | null>(null);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);

  async function resend(invitation: PendingInvitation) {
    setResending(invitation.id);
    setRowError(null);
    try {
      const result = await call<typeof teamOperations.resendInvitation>("POST", `/api/team/invitations/${invitation.id}/resend`);
      toast.show(
        result.simulated ? t("resentSimulated", { email: invitation.email }) : t("resent", { email: invitation.email }),
      );
      onChanged();
    } catch (error) {
      setRowError({ id: invitation.id, message: messageOf(error) });
    } finally {
      setResending(null);
    }
  }

  if (invitations.length === 0) return <EmptyState title={t("noPendingInvitations")} />;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t("pendingInvitations")}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className="py-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{invitation.email}</span>
                  <Badge>{roleLabel(invitation.role)}</Badge>
                </span>
                <span className="block text-sm text-slate-600">
                  {t("facts", { invited: format.date(invitation.createdAt), expires: format.date(invitation.expiresAt) })}
                </span>
              </span>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" loading={resending === invitation.id} onClick={() => resend(invitation)}>
                  {t.rich("resend", { email: invitation.email, hidden })}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRevoking(invitation)}>
                  {t.rich("revoke", { email: invitation.email, hidden })}
                </Button>
              </div>
            </div>
            {rowError?.id === invitation.id ? <ErrorMessage message={rowError.message} className="mt-2" /> : null}
          </li>
        ))}
      </ul>
      {revoking ? (
        <RevokeDialog
          invitation={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            toast.show(t("revoked", { email: revoking.email }));
            setRevoking(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}

function RevokeDialog({ invitation, onClose, onRevoked }: { invitation: PendingInvitation; onClose: () => void; onRevoked: () => void }) {
  const t = useTranslations("Recruiter.Settings.PendingInvitations");
  const { pending, error, run } = useAction();
  async function revoke() {
    if (await run(() => api("DELETE", `/api/team/invitations/${invitation.id}`))) onRevoked();
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("revokeTitle", { email: invitation.email })}
      description={t("theLinkInTheirE")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={revoke} loading={pending}>
            {t("revokeInvitation")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}
