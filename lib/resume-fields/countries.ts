import type { CountryCode } from "libphonenumber-js/min";
import { fold } from "./sections";

// The country a résumé's place names, for reading a phone number written nationally ("0664 …"
// in Vienna, "(206) …" in Seattle): country names in en, de, fr, es and pt, and a US state or
// Canadian province after a city ("Austin, TX"). Folded text, whole words.
const COUNTRIES: [CountryCode, string[]][] = [
  ["DE", ["deutschland", "germany", "allemagne", "alemania", "alemanha"]],
  ["AT", ["osterreich", "austria", "autriche", "austria"]],
  ["CH", ["schweiz", "switzerland", "suisse", "suiza", "suica"]],
  ["FR", ["france", "frankreich", "francia", "franca"]],
  ["BE", ["belgique", "belgium", "belgien", "belgica"]],
  ["ES", ["espana", "spain", "spanien", "espagne", "espanha"]],
  ["MX", ["mexico", "mexiko", "mexique"]],
  ["PT", ["portugal"]],
  ["BR", ["brasil", "brazil", "bresil", "brasilien"]],
  ["GB", ["united kingdom", "uk", "england", "scotland", "wales", "vereinigtes konigreich", "royaume-uni", "reino unido"]],
  ["IE", ["ireland", "irland", "irlande", "irlanda"]],
  ["US", ["usa", "united states", "vereinigte staaten", "etats-unis", "estados unidos"]],
  ["CA", ["canada", "kanada", "canada"]],
  ["IT", ["italy", "italien", "italie", "italia"]],
  ["NL", ["netherlands", "niederlande", "pays-bas", "paises bajos", "paises baixos"]],
];
const BY_NAME = new RegExp(`(?<![\\p{L}])(${COUNTRIES.flatMap(([, names]) => names).join("|")})(?![\\p{L}])`, "u");
const COUNTRY_OF = new Map(COUNTRIES.flatMap(([code, names]) => names.map((n) => [n, code] as const)));
const US_STATE = /,\s*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\b/;
const CA_PROVINCE = /,\s*(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)\b/;

export function countryOfPlace(lines: string[]): CountryCode | undefined {
  for (const raw of lines) {
    // not in an e-mail address or a link: "example.co.uk" says nothing of where one lives
    const line = raw.split(/\s+/).filter((t) => !/[@/]|\.\p{L}/u.test(t)).join(" ");
    const named = BY_NAME.exec(fold(line));
    if (named) return COUNTRY_OF.get(named[1]);
    if (US_STATE.test(line)) return "US";
    if (CA_PROVINCE.test(line)) return "CA";
  }
  return undefined;
}
