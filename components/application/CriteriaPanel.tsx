"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { Section } from "./Section";
import type { Criterion } from "./types";

// Criteria belong to the job: a criterion added here appears on every application's scorecard for it.
export function CriteriaPanel({ jobId, jobTitle, criteria, onAdded }: { jobId: number; jobTitle: string; criteria: Criterion[]; onAdded: (criterion: Criterion) => void }) {
  const toast = useToast();
  const [name, setName] = useState("");
  const { pending, error, setError, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError("Name the criterion first.");
      return;
    }
    await run(async () => {
      const result = await api<{ criterion: Criterion }>("POST", `/api/jobs/${jobId}/scorecard-criteria`, { body: { name: name.trim() } });
      onAdded(result.criterion);
      setName("");
      toast.show(`Criterion “${result.criterion.name}” added`);
    });
  }

  return (
    <Section id="criteria" title="Scorecard criteria" description={`For every application to ${jobTitle}.`}>
      {criteria.length === 0 ? (
        <p className="text-sm text-slate-600">No criteria yet. Add what interviewers should rate, such as “Communication”.</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-900">
          {criteria.map((criterion) => (
            <li key={criterion.id}>{criterion.name}</li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
        <Input label="New criterion" fieldClassName="min-w-0 flex-1" maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="secondary" loading={pending}>
          Add criterion
        </Button>
      </form>
      <ErrorMessage message={error} className="mt-2" />
    </Section>
  );
}
