"use client";

import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import type { TeamMember } from "@/lib/ui/types";

// What an admin may do that others may not, said before anyone is made one.
export function PromoteDialog({ member, onClose, onConfirm }: { member: TeamMember; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={`Make ${member.name} an admin?`}
      description="Admins can do everything in this workspace, including:"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Make admin</Button>
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>change anyone’s role, deactivate or remove members, and invite people;</li>
        <li>see every job and application, and erase or export candidates’ data;</li>
        <li>change branding, the careers address, webhooks and candidate e-mails;</li>
        <li>read the audit log.</li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">It applies to their very next request. You can undo it for a few seconds afterwards, or change the role back later.</p>
    </Dialog>
  );
}
