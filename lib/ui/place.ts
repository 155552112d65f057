// The workplace type beside a job's location, unless the location already says it: a job in
// "Remote" that is remote reads "Remote", not "Remote · Remote" (careers pages and recruiter screens).
export function workplaceBeside(location: string | null, workplace: string | null): string | null {
  if (!workplace || !location) return workplace;
  return location.toLowerCase().includes(workplace.toLowerCase()) ? null : workplace;
}
