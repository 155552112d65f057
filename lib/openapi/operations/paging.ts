// Descriptions of the paging parameters every list endpoint takes (the document's Formats).
export const PAGING_DOCS = {
  limit: "Page size: a whole number of 1 or more, default 50; values above 100 are clamped to 100.",
  offset: "Items to skip: a whole number, default 0.",
};
