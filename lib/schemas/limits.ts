// Limits the browser needs without loading zod (the careers apply form, docs/decisions/274).
export const COVER_LETTER_MAX = 20_000;
