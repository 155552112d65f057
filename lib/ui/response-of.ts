import type { z } from "zod";

// The types of a call to an endpoint, read from its declaration (decision 509). Screens import the
// declaration as a type only (`import type { offerOperations } from "@/lib/openapi/operations/offers"`),
// so none of its prose or examples reaches a browser bundle, and a screen that reads a field the API
// does not send, or sends a body the endpoint does not take, fails to compile.
export type Endpoint = { method: string; path: string; success: { schema: z.ZodType } };

// the body it answers with
export type ResponseOf<E extends Endpoint> = z.output<E["success"]["schema"]>;

// the JSON body it takes, as sent (before its schema's defaults and transforms)
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;

// its path with each {parameter} filled in: "/api/offers/{id}" takes `/api/offers/${id}`
export type PathOf<E extends Endpoint> = Filled<E["path"]>;
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;

// its method as fetch spells it
export type MethodOf<E extends Endpoint> = Uppercase<E["method"]>;
