import type { OperationDeclaration, Operation } from "./types";

// A resource's endpoints, each declared once under its operationId: method, path, the permission it
// needs, its parameter, query and body schemas, its response schema with an example, its errors and
// its prose. The route file takes its declaration (`route(jobOperations.createJob, { handler })`),
// so the wrapper parses with these schemas and checks this `need`; /api/openapi.json is generated
// from the same objects; the screens read their response types from them
// (lib/api/response-types.ts). Each entry keeps its literal type, so a route's handler receives the
// parsed input its declaration names.
export function operations<T extends Record<string, OperationDeclaration>>(declared: T): { [K in keyof T & string]: T[K] & { operationId: K } } {
  const withIds = Object.fromEntries(Object.entries(declared).map(([operationId, op]) => [operationId, { ...op, operationId }]));
  return withIds as unknown as { [K in keyof T & string]: T[K] & { operationId: K } };
}

// Every endpoint of several resources, in their declaration order.
export function listed(...groups: Record<string, Operation>[]): Operation[] {
  return groups.flatMap((group) => Object.values(group));
}
