/**
 * The words of a business description and of the NAICS reference, reduced alike (lower case, a
 * light stemmer, common words dropped) so "roofers", "roofing" and "roof" meet. Pure functions.
 */

/** Words that say nothing about what a business does. */
const STOPWORDS = new Set(
  (
    "a an the and or of for to in on at by with from as is are was were be been being it its this that these those " +
    "we our us you your they their them he she his her i me my mine who whom which what when where why how " +
    "do does did done doing have has had having will would can could should may might must shall not no nor " +
    "so than too very just also only all any both each few more most other some such own same into over under " +
    "about above below between through during before after again further then once here there out up down off " +
    "great good best better nice amazing awesome wonderful excellent quality people person team family friendly " +
    "hello hi hey thanks thank please welcome company companies business businesses firm enterprise llc inc " +
    "corp corporation ltd co dba owner owners owned operate operated operates operating run runs running " +
    "year years since founded established local locally proud professional professionals experienced experience " +
    "customer customers client clients mission passion passionate committed dedicated value values trusted " +
    "service-oriented e.g i.e etc like lot lots many much well new based located serving serve serves area " +
    "across around within day days week weeks every one two three four five six seven eight nine ten"
  ).split(/\s+/),
);

/** Everyday words for the index's vocabulary (general, not per case). */
const SYNONYMS: Record<string, string> = {
  hvac: "heating air conditioning",
  "a/c": "air conditioning",
  rideshare: "ridesharing",
  eatery: "restaurant",
  bistro: "restaurant",
  diner: "restaurant",
  cafe: "coffee shop",
  café: "coffee shop",
  saas: "software publisher",
  landscaper: "landscaping",
  plumber: "plumbing",
  electrician: "electrical",
  roofer: "roofing",
  carpenter: "carpentry",
  handyman: "handyman",
  groomer: "grooming",
  dentist: "dentists",
  lawyer: "lawyers",
  attorney: "attorneys",
  accountant: "accountants",
  cpa: "certified public accountants",
  realtor: "real estate agents",
  trucker: "trucking",
  ecommerce: "electronic shopping",
  "e-commerce": "electronic shopping",
  vet: "veterinary",
  gym: "fitness centers",
  daycare: "child day care",
  salon: "beauty salons",
  barbershop: "barber shops",
  bakery: "bakeries",
  wooden: "wood",
  auto: "automotive",
  "sit-down": "full-service",
  takeout: "limited-service",
  "take-out": "limited-service",
  "fast-food": "fast food",
  winery: "wineries",
  brewery: "breweries",
  distillery: "distilleries",
};

/** A light stemmer: plurals, -ing, -ed, -er and -ers meet their base word. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 7 && w.endsWith("ation")) w = w.slice(0, -5);
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("er")) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("at")) w = w.slice(0, -2);
  return w;
}

/** The raw words of a text, lower case, synonyms expanded. */
export function rawWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[’']s\b/g, "")
    .match(/[a-z0-9][a-z0-9/&-]*/g);
  if (!words) return [];
  return words.flatMap((word) => {
    const synonym = SYNONYMS[word] ?? SYNONYMS[word.replace(/s$/, "")];
    if (synonym) return synonym.split(/[\s-]+/);
    return word.includes("-") && !SYNONYMS[word] ? word.split("-").filter(Boolean) : [word];
  });
}

/** The content words of a text (stemmed, stopwords and numbers dropped), in order. */
export function contentWords(text: string): string[] {
  return rawWords(text)
    .filter((word) => !STOPWORDS.has(word) && !/^\d+$/.test(word) && word.length > 1)
    .map(stem)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** Stems of adjacent word pairs written as one word ("ride sharing" → "ridesharing"). */
export function joinedPairs(text: string): string[] {
  const words = rawWords(text);
  return words.slice(1).map((word, i) => stem(`${words[i]}${word}`));
}

/** Whether a text names anything a business could do (at least one content word). */
export const hasContent = (text: string) => contentWords(text).length > 0;
