"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Textarea } from "@/components/ui/Input";
import type { ApplicationListItem } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";

const MAX_REASON = 2000;

type Props = { application: ApplicationListItem; onConfirm: (reason: string | null) => Promise<void>; onClose: () => void };

// Rejecting asks for a reason (kept with the application and in the audit log); it stays optional.
export function RejectDialog({ application, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState("");
  const { pending: saving, error, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await run(() => onConfirm(reason.trim() || null));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Reject ${application.name}?`}
      description="The application leaves the active pipeline. The candidate is not e-mailed automatically."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="reject-form" variant="danger" loading={saving}>
            Reject
          </Button>
        </>
      }
    >
      <form id="reject-form" onSubmit={submit} className="space-y-3">
        <Textarea label="Reason" rows={4} maxLength={MAX_REASON} value={reason} onChange={(e) => setReason(e.target.value)} hint="Optional, visible to your team only" autoFocus />
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}

export function HireDialog({ application, onConfirm, onClose }: Props) {
  const { pending: saving, error, run } = useAction();

  async function confirm() {
    await run(() => onConfirm(null));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={`Hire ${application.name}?`}
      description="Marks the application as hired and takes it out of the active pipeline."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={saving}>
            Mark as hired
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}
