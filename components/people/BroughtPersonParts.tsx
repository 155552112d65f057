"use client";

import { Button } from "@/components/ui/Button";
import { describedBy, Field } from "@/components/ui/Field";

// The parts a member's form for bringing someone in shares (a referral, an agency's submission):
// the résumé picker and the panel that says the person was sent.

const RESUME_TYPES = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export function ResumeFileField({ id, label, hint, error, disabled, onChange }: { id: string; label: string; hint: string; error?: string; disabled?: boolean; onChange: (file: File | null) => void }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name="resume"
        type="file"
        accept={RESUME_TYPES}
        disabled={disabled}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium disabled:opacity-60"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
    </Field>
  );
}

export function SentPanel({ testId, sentence, againLabel, onAgain }: { testId: string; sentence: string; againLabel: string; onAgain: () => void }) {
  return (
    <div role="status" className="space-y-3">
      <p className="text-sm text-slate-800" data-testid={testId}>
        {sentence}
      </p>
      <Button type="button" variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
