// The apply endpoint's English validation messages (its zod schema's, the same on the client and
// in a 400's `details`) to keys of Careers.Apply.errors, so the form shows them in the page's
// language while the API keeps answering in English (docs/decisions/362).
export type ApplyErrorKey = { key: string; values?: Record<string, string | number> };

const TOO_LONG = /at most (\d+)/;

export function applyErrorKey(path: string, message: string): ApplyErrorKey {
  const field = path.split(".")[0];
  const max = TOO_LONG.exec(message)?.[1];
  const missing = /must not be empty|required|expected string, received undefined|Invalid input/i.test(message);
  switch (field) {
    case "name":
      if (max) return { key: "nameTooLong", values: { max: Number(max) } };
      return { key: "nameRequired" };
    case "email":
      if (max) return { key: "emailTooLong", values: { max: Number(max) } };
      return { key: missing ? "emailRequired" : "emailInvalid" };
    case "phone":
      if (max) return { key: "phoneTooLong", values: { max: Number(max) } };
      return { key: "phoneInvalid" };
    case "resumeUrl":
      if (max) return { key: "resumeUrlTooLong", values: { max: Number(max) } };
      if (/not both|both/i.test(message)) return { key: "resumeAndUrl" };
      return { key: "resumeUrlInvalid" };
    case "coverLetter":
      if (max) return { key: "coverLetterTooLong", values: { max: Number(max) } };
      return { key: "invalid" };
    case "consent":
      return { key: "consentRequired" };
    case "resume":
      if (/PDF could not be opened/i.test(message)) return { key: "resumeUnreadablePdf" };
      if (/Word file could not be opened/i.test(message)) return { key: "resumeUnreadableWord" };
      if (/both/i.test(message)) return { key: "resumeAndUrl" };
      if (/larger|too large|10 MB/i.test(message)) return { key: "resumeTooLarge" };
      return { key: "resumeWrongType" };
    default:
      return { key: "invalid" };
  }
}
