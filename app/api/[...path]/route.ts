import { unknownPath } from "@/lib/api/methods";

// /api/<anything no route file serves>: a JSON 404 for every method instead of Next's HTML page.
// Static and dynamic segments win over a catch-all in Next's router, so this shadows nothing.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
