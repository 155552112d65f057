"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { ApiError, messageOf, call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { QuestionSetActions } from "./QuestionSetActions";
import { KNOCKOUT_TYPES, QUESTION_TYPES, errorsFromDetails, newRow, optionList, toBody, toRow, type Question, type Row, type RowErrors, type TranslationRow } from "./question-rows";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";
import type { questionOperations } from "@/lib/openapi/operations/questions";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

const MAX_QUESTIONS = 50;

// The job's application questions (decision 330) and their knockout rules (decision 331): add,
// reorder, edit, remove, then save the whole list; problems show at the field they concern.
export function QuestionsEditor({ jobId }: { jobId: number }) {
  const t = useTranslations("Recruiter.Jobs.QuestionsEditor");
  const { data, error, reload, mutate } = useEndpoint<typeof questionOperations.listJobQuestions>(`/api/jobs/${jobId}/questions`);
  // the languages the careers pages offer, each a translation to give (decision 461)
  const { data: org } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  const languages = offeredLocales(org?.organization.careersLanguages);
  return (
    <section aria-labelledby="questions-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="questions-heading" className="text-lg font-semibold">
        {t("questions")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("askedOnTheCareersApply")}</p>
      <div className="mt-4">
        <ErrorMessage message={error} onRetry={reload} />
        {data ? (
          <>
            <QuestionsForm key={JSON.stringify(data.questions)} jobId={jobId} questions={data.questions} languages={languages} onSaved={(questions) => mutate(() => ({ questions }))} />
            <QuestionSetActions jobId={jobId} saved={data.questions} onAdded={(questions) => mutate(() => ({ questions }))} />
          </>
        ) : error ? null : (
          <Skeleton className="h-32 w-full" />
        )}
      </div>
    </section>
  );
}

function QuestionsForm({ jobId, questions, languages, onSaved }: { jobId: number; questions: Question[]; languages: Locale[]; onSaved: (q: Question[]) => void }) {
  const t = useTranslations("Recruiter.Jobs.QuestionsEditor");
  const tr = useTranslations("Recruiter");
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>(questions.map(toRow));
  const [errors, setErrors] = useState<RowErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [next, setNext] = useState(1);
  const change = (key: string, patch: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) =>
    setRows((list) => {
      const copy = [...list];
      const [row] = copy.splice(index, 1);
      copy.splice(index + by, 0, row);
      return copy;
    });

  function add() {
    if (rows.length >= MAX_QUESTIONS) return setMessage(t("atMostQuestions", { limit: MAX_QUESTIONS }));
    const key = `new${next}`;
    setNext((n) => n + 1);
    setRows((list) => [...list, newRow(key)]);
    requestAnimationFrame(() => document.getElementById(`question-${key}-label`)?.focus());
  }

  function show(found: RowErrors, text: string | null) {
    setErrors(found);
    setMessage(text);
    const first = Object.entries(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(`question-${first[0]}-${Object.keys(first[1])[0]}`)?.focus());
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const { body, errors: found } = toBody(rows, tr);
    if (!body) return show(found, t("fixMarked"));
    setPending(true);
    show({}, null);
    try {
      const saved = await call<typeof questionOperations.replaceJobQuestions>("PUT", `/api/jobs/${jobId}/questions`, { body });
      onSaved(saved.questions);
      toast.show(t("questionsSaved"));
    } catch (caught) {
      const mapped = caught instanceof ApiError ? errorsFromDetails(rows, caught.details) : { errors: {}, rest: [] };
      show(mapped.errors, mapped.rest[0] ?? (Object.keys(mapped.errors).length ? t("fixMarked") : messageOf(caught, tr)));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      {rows.length === 0 ? (
        <EmptyState title={t("noQuestionsYet")} description={t("candidatesGiveTheirNameE")} />
      ) : (
        <ol className="space-y-4">
          {rows.map((row, index) => (
            <QuestionRow key={row.key} row={row} index={index} count={rows.length} languages={languages} errors={errors[row.key] ?? {}} change={(patch) => change(row.key, patch)} move={(by) => move(index, by)} remove={() => setRows((list) => list.filter((r) => r.key !== row.key))} />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={add}>
          {t("addQuestion")}
        </Button>
        <Button type="submit" loading={pending}>
          {t("saveQuestions")}
        </Button>
      </div>
      <ErrorMessage message={message} />
    </form>
  );
}

type RowProps = { row: Row; index: number; count: number; languages: Locale[]; errors: RowErrors[string]; change: (patch: Partial<Row>) => void; move: (by: number) => void; remove: () => void };

function QuestionRow({ row, index, count, languages, errors, change, move, remove }: RowProps) {
  const t = useTranslations("Recruiter.Jobs.QuestionsEditor");
  const types = useTranslations("Recruiter.Jobs.QuestionRows.types");
  const typeOptions = QUESTION_TYPES.map((value) => ({ value, label: types(value) }));
  const id = (field: string) => `question-${row.key}-${field}`;
  const name = row.label.trim() || t("questionLower", { number: index + 1 });
  const choice = row.type === "single_choice" || row.type === "multi_choice";
  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={t("question", { number: index + 1 })}>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <Input id={id("label")} label={t("question", { number: index + 1 })} value={row.label} maxLength={220} onChange={(e) => change({ label: e.target.value })} error={errors.label ?? null} />
        <Select id={id("type")} label={t("answerType")} value={row.type} options={typeOptions} onChange={(e) => change({ type: e.target.value as Row["type"], knockout: row.knockout && KNOCKOUT_TYPES.includes(e.target.value as Row["type"]) })} />
      </div>
      <Input id={id("helpText")} label={t("helpTextOptional")} fieldClassName="mt-3" value={row.helpText} maxLength={520} onChange={(e) => change({ helpText: e.target.value })} error={errors.helpText ?? null} />
      {choice ? (
        <Textarea id={id("options")} label={t("optionsOnePerLine")} fieldClassName="mt-3" rows={3} value={row.options} onChange={(e) => change({ options: e.target.value })} error={errors.options ?? null} />
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" checked={row.required} onChange={(e) => change({ required: e.target.checked })} />
          {t("required")}
        </label>
        {KNOCKOUT_TYPES.includes(row.type) ? (
          <label className="flex items-center gap-2 text-sm">
            <input id={id("knockout")} type="checkbox" className="h-4 w-4" checked={row.knockout} onChange={(e) => change({ knockout: e.target.checked })} aria-invalid={errors.knockout ? true : undefined} aria-describedby={errors.knockout ? `${id("knockout")}-error` : undefined} />
            {t("knockoutRule")}
          </label>
        ) : null}
      </div>
      {row.knockout && KNOCKOUT_TYPES.includes(row.type) ? <KnockoutFields row={row} id={id} errors={errors} change={change} /> : null}
      <TranslationFields row={row} id={id} languages={languages} error={errors.translations} change={change} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(-1)}>
          {t.rich("moveUp", { name, hidden })}
        </Button>
        <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => move(1)}>
          {t.rich("moveDown", { name, hidden })}
        </Button>
        <Button size="sm" variant="ghost" onClick={remove}>
          {t.rich("remove", { name, hidden })}
        </Button>
      </div>
    </li>
  );
}

// The question's wording per offered language, folded away until wanted (decision 461); the option
// values stay the ones above, so a knockout reads the same in every language.
function TranslationFields({ row, id, languages, error, change }: { row: Row; id: (f: string) => string; languages: Locale[]; error?: string; change: (patch: Partial<Row>) => void }) {
  const t = useTranslations("Recruiter.Jobs.QuestionsEditor");
  const names = useTranslations("Recruiter.Labels.locale");
  const choice = row.type === "single_choice" || row.type === "multi_choice";
  const given = languages.filter((l) => row.translations[l]?.label.trim()).length;
  const edit = (locale: Locale, patch: Partial<TranslationRow>) =>
    change({ translations: { ...row.translations, [locale]: { label: "", helpText: "", options: "", ...row.translations[locale], ...patch } } });
  return (
    <details className="mt-3 rounded-md border border-slate-200 px-3 py-2" open={Boolean(error)}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {t("translations")} <span className="font-normal text-slate-600">({t("translationsCount", { count: given })})</span>
      </summary>
      <p className="mt-2 text-sm text-slate-600">{t("translationsHint")}</p>
      {error ? (
        <p id={`${id("translations")}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {languages.map((locale) => {
        const language = names(locale);
        const tr = row.translations[locale] ?? { label: "", helpText: "", options: "" };
        return (
          <fieldset key={locale} className="mt-3 border-t border-slate-100 pt-3">
            <legend className="sr-only">{language}</legend>
            <Input id={id(`tr-${locale}-label`)} label={t("translatedQuestion", { language })} lang={locale} value={tr.label} maxLength={220} onChange={(e) => edit(locale, { label: e.target.value })} />
            <Input id={id(`tr-${locale}-help`)} label={t("translatedHelpText", { language })} fieldClassName="mt-2" lang={locale} value={tr.helpText} maxLength={520} onChange={(e) => edit(locale, { helpText: e.target.value })} />
            {choice ? (
              <Textarea id={id(`tr-${locale}-options`)} label={t("translatedOptions", { language })} fieldClassName="mt-2" rows={3} lang={locale} value={tr.options} onChange={(e) => edit(locale, { options: e.target.value })} />
            ) : null}
          </fieldset>
        );
      })}
    </details>
  );
}

function KnockoutFields({ row, id, errors, change }: { row: Row; id: (f: string) => string; errors: RowErrors[string]; change: (patch: Partial<Row>) => void }) {
  const t = useTranslations("Recruiter.Jobs.QuestionsEditor");
  const options = optionList(row);
  return (
    <fieldset className="mt-3 rounded-md bg-slate-50 p-3">
      <legend className="text-sm font-medium text-slate-800">{t("knockoutRule")}</legend>
      {row.type === "yes_no" ? (
        <Select id={id("rejectYes")} label={t("rejectWhenTheAnswerIs")} value={row.rejectYes} options={[{ value: "false", label: t("no") }, { value: "true", label: t("yes") }]} onChange={(e) => change({ rejectYes: e.target.value as Row["rejectYes"] })} />
      ) : row.type === "number" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Input id={id("below")} label={t("rejectWhenBelow")} inputMode="decimal" value={row.below} onChange={(e) => change({ below: e.target.value })} />
          <Input id={id("above")} label={t("rejectWhenAbove")} inputMode="decimal" value={row.above} onChange={(e) => change({ above: e.target.value })} />
        </div>
      ) : (
        <div>
          <p className="text-sm text-slate-700">{t("rejectWhenTheCandidateChooses")}</p>
          {options.length === 0 ? <p className="text-sm text-slate-600">{t("addOptionsFirst")}</p> : null}
          {options.map((option, i) => (
            <label key={option} htmlFor={`${id("reject")}-${i}`} className="mt-1 flex items-center gap-2 text-sm">
              <input id={`${id("reject")}-${i}`} type="checkbox" className="h-4 w-4" checked={row.rejectOptions.includes(option)} onChange={(e) => change({ rejectOptions: e.target.checked ? [...row.rejectOptions, option] : row.rejectOptions.filter((o) => o !== option) })} />
              {option}
            </label>
          ))}
        </div>
      )}
      {errors.knockout ? (
        <p id={`${id("knockout")}-error`} className="mt-1 text-sm text-red-700">
          {errors.knockout}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Select id={id("action")} label={t("then")} value={row.action} options={[{ value: "reject", label: t("actionReject") }, { value: "review", label: t("actionReview") }]} onChange={(e) => change({ action: e.target.value as Row["action"] })} />
        {row.action === "reject" ? (
          <Input id={id("delay")} label={t("afterMinutes0AtOnce")} inputMode="numeric" value={row.delay} onChange={(e) => change({ delay: e.target.value })} error={errors.delay ?? null} />
        ) : null}
      </div>
    </fieldset>
  );
}
