// The apply form's prefill (issue 48): the résumé the candidate chose is read on the server
// (POST /api/public/orgs/{slug}/resume-prefill, nothing stored) and its name, e-mail and phone fill
// the form's fields that are still empty; what the candidate typed is never overwritten.
export type PrefillFields = { name: string | null; email: string | null; phone: string | null };

export async function fetchPrefill(organizationSlug: string, file: File): Promise<PrefillFields | null> {
  const body = new FormData();
  body.append("resume", file);
  try {
    const response = await fetch(`/api/public/orgs/${encodeURIComponent(organizationSlug)}/resume-prefill`, { method: "POST", body });
    if (!response.ok) return null;
    const { fields } = (await response.json()) as { fields: PrefillFields };
    return fields;
  } catch {
    return null;
  }
}

// Fills the empty inputs of the form; answers which fields it filled.
export function fillEmpty(form: HTMLFormElement, fields: PrefillFields): string[] {
  const filled: string[] = [];
  for (const name of ["name", "email", "phone"] as const) {
    const value = fields[name];
    const input = form.elements.namedItem(name);
    if (!value || !(input instanceof HTMLInputElement) || input.value.trim() !== "") continue;
    input.value = value.slice(0, input.maxLength > 0 ? input.maxLength : undefined);
    filled.push(name);
  }
  return filled;
}
