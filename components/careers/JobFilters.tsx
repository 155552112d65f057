import { useTranslations } from "next-intl";
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES, type PublicJobFilters } from "@/lib/schemas/public";
import type { PublicJobFacets } from "@/lib/server/public/list-public-job-facets";
import { FiltersDisclosure } from "./FiltersDisclosure";

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

// A plain GET form whose result is a shareable URL; on a phone it sits behind a "Filters" button.
export function JobFilters({
  organizationSlug,
  filters,
  facets,
}: {
  organizationSlug: string;
  filters: PublicJobFilters;
  facets: PublicJobFacets;
}) {
  const activeCount = Object.values(filters).filter(Boolean).length;
  const t = useTranslations("Careers.Filters");
  const labels = useTranslations("Careers.Labels");
  const any = t("any");
  return (
    <FiltersDisclosure activeCount={activeCount}>
      <form
        method="get"
        action={`/careers/${organizationSlug}`}
        role="search"
        aria-label={t("formLabel")}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="filter-q" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={200} className={field} />
        </div>
        <Select id="filter-location" name="location" label={t("location")} any={any} value={filters.location} options={facets.locations.map((l) => [l, l])} />
        <Select
          id="filter-department"
          name="department"
          label={t("department")}
          any={any}
          value={filters.department}
          options={facets.departments.map((d) => [d, d])}
        />
        <Select
          id="filter-workplace"
          name="workplaceType"
          label={t("workplace")}
          any={any}
          value={filters.workplaceType}
          options={WORKPLACE_TYPES.map((type) => [type, labels(`workplace.${type}`)])}
        />
        <Select
          id="filter-employment"
          name="employmentType"
          label={t("employmentType")}
          any={any}
          value={filters.employmentType}
          options={EMPLOYMENT_TYPES.map((type) => [type, labels(`employment.${type}`)])}
        />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-2">
          <button
            type="submit"
            className="rounded-md bg-[var(--accent)] px-4 py-2 text-sm font-semibold text-[var(--on-accent)] hover:opacity-90"
          >
            {t("submit")}
          </button>
          <a href={`/careers/${organizationSlug}`} className="rounded-md px-2 py-2 text-sm text-slate-700 underline">
            {t("clear")}
          </a>
        </div>
      </form>
    </FiltersDisclosure>
  );
}

function Select({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: [string, string][];
}) {
  // keep a filter from a shared link selectable even if no open job has that value any more
  const all = value && !options.some(([v]) => v === value) ? [...options, [value, value] as [string, string]] : options;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={field}>
        <option value="">{any}</option>
        {all.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
