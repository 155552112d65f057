"use client";

import { useState } from "react";
import { Section } from "@/components/application/Section";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { ApiError, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

const MAX_LENGTH = 40;
const MAX_TAGS = 20;

// The hiring team's tags on a person (docs/decisions/350): add one by typing (the organization's
// tags are suggested), remove one with its button. Each change saves the whole set at once; a
// refusal is said at the field and the list goes back to what is saved.
export function CandidateTags({ candidateId, initial, name }: { candidateId: number; initial: string[]; name: string }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Candidates.CandidateTags");
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState("");
  const known = useEndpoint<typeof candidateOperations.listOrganizationTags>("/api/candidates/tags");
  const suggestions = (known.data?.tags ?? []).filter((known) => !tags.some((mine) => mine.toLowerCase() === known.label.toLowerCase()));

  async function save(next: string[], done: string) {
    const before = tags;
    setTags(next);
    setSaving(true);
    setError(null);
    try {
      const saved = await call<typeof candidateOperations.replaceCandidateTags>("PUT", `/api/candidates/${candidateId}/tags`, { body: { tags: next } });
      setTags(saved.tags);
      setSaid(done);
      return true;
    } catch (caught) {
      setTags(before);
      setError(caught instanceof ApiError && caught.details[0] ? plain(caught.details[0].message, t) : messageOf(caught));
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const label = draft.trim();
    if (!label) return setError(t("typeFirst"));
    if (label.length > MAX_LENGTH) return setError(t("tooLong", { max: MAX_LENGTH, length: label.length }));
    if (tags.some((tag) => tag.toLowerCase() === label.toLowerCase())) return setError(t("already", { name, tag: label }));
    if (tags.length >= MAX_TAGS) return setError(t("tooMany", { max: MAX_TAGS }));
    if (await save([...tags, label], t("tagged", { tag: label }))) setDraft("");
  }

  return (
    <Section id="tags" title={t("title")} description={t("description")}>
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("tagsOf", { name })}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm text-brand-800 ring-1 ring-brand-100">
              {tag}
              <button
                type="button"
                disabled={saving}
                onClick={() => save(tags.filter((other) => other !== tag), t("removed", { tag }))}
                className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100 disabled:opacity-60"
                aria-label={t("removeLabel", { tag })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="mt-3 flex flex-wrap items-start gap-2">
        <Input
          label={t("addATag")}
          fieldClassName="min-w-0 flex-1"
          value={draft}
          list="known-tags"
          autoComplete="off"
          maxLength={MAX_LENGTH + 20}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <datalist id="known-tags">
          {suggestions.map((suggestion) => (
            <option key={suggestion.label} value={suggestion.label} />
          ))}
        </datalist>
        <Button type="submit" variant="secondary" loading={saving} className="mt-6">
          {t("add")}
        </Button>
      </form>
      <p role="status" className="sr-only">
        {said}
      </p>
    </Section>
  );
}

// The API's words for one tag as a sentence for the person typing it.
function plain(message: string, t: (key: string, values?: Record<string, string | number>) => string): string {
  if (/at most 20/.test(message)) return t("tooMany", { max: MAX_TAGS });
  if (/one line/.test(message)) return t("oneLine");
  if (/at most \d+ characters/.test(message)) return t("tooLongPlain", { max: MAX_LENGTH });
  return t("otherProblem", { problem: message });
}
