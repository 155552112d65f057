import type { BuiltInRoleKey as Role } from "@/lib/auth/permissions";

// Colleagues beyond the four demo sign-ins, so reviews and hiring managers are not all one person.
export const EXTRA_USERS: { role: Role; name: string; email: string }[] = [
  { role: "interviewer", name: "Nora Interviewer", email: "nora@acme.example" },
  { role: "hiring_manager", name: "Marco Manager", email: "marco@acme.example" },
];

export const FIRST_NAMES = [
  "Amara", "Ben", "Chiara", "Dmitri", "Elena", "Farid", "Grace", "Hiroshi", "Ines", "Jonas",
  "Kemi", "Lars", "Maya", "Nikolai", "Olga", "Pablo", "Quinn", "Rosa", "Samir", "Tara",
  "Uma", "Victor", "Wen", "Ximena", "Yusuf", "Zoe", "Aylin", "Bruno", "Camille", "Diego",
  "Esra", "Finn", "Greta", "Hugo", "Ida", "Jamal", "Klara", "Luca", "Mei", "Noah",
];

export const LAST_NAMES = [
  "Okafor", "Schneider", "Rossi", "Ivanova", "Garcia", "Haddad", "Kim", "Tanaka", "Silva", "Berg",
  "Adeyemi", "Nilsson", "Patel", "Novak", "Kowalski", "Moreno", "Walsh", "Costa", "Khan", "Fischer",
  "Mehta", "Dubois", "Chen", "Lopez", "Demir", "Jensen", "Yilmaz", "Santos", "Laurent", "Alvarez",
];

export const COVER_LETTERS = [
  "I have followed your product for a while and would love to help build it. My last role taught me a lot about shipping carefully.",
  "I am looking for a team that cares about craft and kindness in equal measure, and your job post reads exactly like that.",
  "After five years in a large company I want to work closer to the people who use what I build.",
  "I enjoy untangling messy problems and explaining them simply. I think that is the heart of this role.",
];

export const NOTE_BODIES = [
  "Strong communicator on the phone screen; asked thoughtful questions about the team.",
  "Salary expectation is at the top of our range; worth discussing early.",
  "Available from next month. Prefers hybrid, two office days are fine.",
  "Referred by a former colleague who speaks very highly of them.",
  "Portfolio is excellent, especially the accessibility case study.",
  "Needs visa sponsorship; checked with People, that is fine for this role.",
  "Followed up by e-mail; candidate confirmed interest and sent references.",
  "Has a competing offer with a deadline at the end of next week.",
];

export const FEEDBACK_NOTES: Record<"high" | "mid" | "low", string[]> = {
  high: [
    "Clear thinking and great collaboration in the exercise. Strong yes from me.",
    "Went deep on trade-offs without being prompted. Would love to work with them.",
    "Excellent examples from past work; answers were concrete and honest.",
  ],
  mid: [
    "Solid fundamentals, a bit quiet in the pairing part. Leaning yes.",
    "Good experience, though some answers stayed at the surface. Worth another conversation.",
    "Promising; would like a second opinion on the practical part.",
  ],
  low: [
    "Struggled with the core exercise and did not ask for help. Not for this role.",
    "Experience does not match what the team needs right now.",
    "Communication was hard to follow; I would not move forward.",
  ],
};
