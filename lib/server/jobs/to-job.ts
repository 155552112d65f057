// Flattens the job_hiring_managers rows of a selected job into the API's hiringManagerIds.
export function toJob<T extends { hiringManagers: { userId: string }[] }>(row: T) {
  const { hiringManagers, ...rest } = row;
  return { ...rest, hiringManagerIds: hiringManagers.map((m) => m.userId) };
}
