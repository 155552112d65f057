"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useToast } from "@/components/ui/Toast";
import { api, messageOf } from "@/lib/ui/api";
import { ROLE_LABELS } from "@/lib/ui/format";
import type { PendingInvitation } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";

// Invitations not accepted yet, with resend (a new link, 7 more days) and revoke (docs/decisions/172).
export function PendingInvitations({ invitations, onChanged }: { invitations: PendingInvitation[]; onChanged: () => void }) {
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
      const result = await api<{ ok: true; simulated: boolean }>("POST", `/api/team/invitations/${invitation.id}/resend`);
      toast.show(
        result.simulated
          ? `New link for ${invitation.email} created; delivery is simulated here, so it is in the Outbox`
          : `New invitation e-mailed to ${invitation.email}`,
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
                  <Badge>{ROLE_LABELS[invitation.role]}</Badge>
                </span>
                <span className="block text-sm text-slate-600">
                  Invited {format.date(invitation.createdAt)} · link expires {format.date(invitation.expiresAt)}
                </span>
              </span>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" loading={resending === invitation.id} onClick={() => resend(invitation)}>
                  Resend<span className="sr-only"> invitation to {invitation.email}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRevoking(invitation)}>
                  Revoke<span className="sr-only"> invitation to {invitation.email}</span>
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
            toast.show(`Invitation to ${revoking.email} revoked`);
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
      title={`Revoke the invitation to ${invitation.email}?`}
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
