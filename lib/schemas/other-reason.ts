// The reason labelled "Other" asks for the text (docs/decisions/281). No zod here: the reject
// dialogs import it.
export const isOtherReason = (label: string) => label.trim().toLowerCase() === "other";
