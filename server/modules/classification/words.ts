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
    "across around within day days week weeks every one two three four five six seven eight nine ten " +
    "ourselves myself yourself themselves itself anything something everything nothing anyone someone stuff " +
    "don doesn isn aren won didn t s honestly basically really actually pretty"
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
  daycare: "day care",
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
  // "-ed" is an ending, not the word's own letters ("shred", "breed", "speed")
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed") && !/^(shred|sled)$/.test(w)) w = w.slice(0, -2);
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

/**
 * Everyday words and phrases for what a business does → the reference's own words, added after
 * the owner's words (which are kept): "fix" → repair, "look after" → managing, "porta potty" →
 * portable toilet. Read on the business description only, never on the reference. General
 * vocabulary, not per description (docs/product/classification.md, "Owner talk").
 */
const EVERYDAY: Array<[RegExp, string]> = [
  // what the business does
  [/\b(fix|fixes|fixed|fixing|mend|mends|mending)\b/g, "repair"],
  [/\b(look(s|ing|ed)? after|take(s)? care of|taking care of|oversee(s|ing)?)\b/g, "managing"],
  [/\b(rent(s|ing|ed)?|lease(s|d)?|leasing) (them |it |the \w+ |units |spaces )?out\b/g, "rental leasing"],
  // "we rent forklifts to warehouses": renting things out is the index's "rental or leasing"
  [/\b(we|i|and) (also )?(rent|rents|lease|leases)\b/g, "rental"],
  [/\bhaul(s|ing|ed)?\b/g, "hauling trucking"],
  [/\bmiddle ?m[ae]n\b/g, "brokers agents"],
  [/\b(put(s|ting)? (in|on)|hook(s|ed|ing)? (\w+ )?up)\b/g, "installation"],
  [/\bput(s|ting)? up\b/g, "erecting installation construction"],
  [/\b(tear(s|ing)? (down|out)|knock(s|ing)? down)\b/g, "demolition wrecking"],
  [/\bdig(s|ging)?\b/g, "excavation"],
  [/\b(lay(s|ing)?|run(s|ning)?|string(s|ing)?) [^.;]{0,30}\b(pipe|pipes|pipelines?|lines?)\b/g, "line construction"],
  // building a structure is construction; building goods ("we build boats") is not
  [
    /\b(?<!(boat|motorcycle|bike|trailer|furniture|cabinet|machine|engine|guitar|computer|website|app|game|custom motorcycle) )(build(s|ing)?|builder|builders|built)\b(?! (\w+ )?(boats?|trailers?|motorcycles?|bikes?|bicycles?|furniture|cabinets?|machines?|engines?|guitars?|computers?|websites?|apps?|software|games?|frames?)\b)/g,
    "construction",
  ],
  [
    /\b(draw(s|ing)?|sketch(es|ing)?) (up )?(the )?(\w+ )?(plans|blueprints)\b|\bblueprints?\b/g,
    "drafting architectural",
  ],
  [/\b(teach(es|ing)?|lessons?|classes|courses?|tutor(s|ing)?)\b/g, "instruction"],
  [/\bgrow(s|ing|n)?\b|\bu-pick\b|\bpick[- ]your[- ]own\b/g, "farming growing"],
  [/\braise(s|d)? (money|funds)\b|\braising (money|funds)\b/g, "fundraising"],
  [/\b(bake(s|d)?|baking)\b/g, "bakery"],
  [/\b(deliver(s|ing|ed|y)?)\b/g, "delivery"],
  [/\bpush(es|ing)?\b|\bpull(s|ing)?\b/g, "towing"],
  [/\bclear(s|ing)? customs\b/g, "customs brokers"],
  [/\bhost(s|ing)? (\w+ )?(websites?|sites|servers?)\b/g, "web hosting"],
  [/\b(keep(s|ing)? (the )?books|bookkeep\w*|do(es|ing)? (the |their |our )?books)\b/g, "bookkeeping"],
  [/\bbooks and tax(es| returns)\b/g, "bookkeeping tax preparation"],
  [/\bwedding (dress|dresses|gowns?)\b|\bbridal\b/g, "bridal gown"],
  [/\b(tux|tuxes|tuxedos?)\b/g, "tuxedo formal wear"],
  [
    /\bgrow\w* [^.;]{0,40}\b(indoors|inside|in a (warehouse|building|barn)|under lights|hydroponic\w*)\b/g,
    "grown under cover",
  ],
  [/\bdo(es|ing)? (the |their |people'?s |individual |personal )?tax(es| returns)\b/g, "tax preparation"],
  [/\b(under|on) (a )?contract\b|\bcontract basis\b/g, "contractors contractual"],
  [/\bfly(ing)? drones?\b|\bdrones?\b/g, "aerial"],
  [/\b(shoot(s|ing)?|take(s)?|taking) (\w+ )?(photos|pictures|pics|video)\b/g, "photography"],
  [
    /\b(state to state|all over the country|across the country|cross[- ]country|nationwide|interstate|over the road|long[- ]haul)\b/g,
    "long-distance",
  ],
  // things and people, in the reference's words
  [/\b(cars?|suvs?|minivans?)\b/g, "automotive"],
  [/\b(wrecks?|wrecked|dents?|dented|fender[- ]benders?|collisions?|crash(es|ed)?)\b/g, "automotive body"],
  [/\bwindshields?\b/g, "automotive glass"],
  [/\bmechanics?\b/g, "automotive repair"],
  [
    /\b(fridges?|refrigerators?|freezers?|washers?|dryers?|stoves?|ovens?|dishwashers?|microwaves?)\b/g,
    "household appliance",
  ],
  [/\btvs?\b/g, "television electronics"],
  [/\b(cell ?phones?|phones?|smartphones?|iphones?)\b/g, "cellular telephone"],
  [/\b(laptops?|pcs|desktops?)\b/g, "computer"],
  [/\b(guitars?|drums?|pianos?|violins?|keyboards?|ukuleles?|trumpets?|saxophones?|amps)\b/g, "musical instrument"],
  [/\b(couch(es)?|sofas?|recliners?|dressers?|mattress(es)?)\b/g, "furniture"],
  [/\b(kids?|children|toddlers?)\b/g, "child"],
  [/\b(seniors?|old (folks|people)|grandparents)\b/g, "elderly"],
  [/\brehab\b/g, "rehabilitation"],
  [/\b(drugs and alcohol|drug and alcohol|alcohol and drugs|addicts?|addiction)\b/g, "substance abuse addiction"],
  [/\bporta[- ]?(potty|potties|johns?)\b/g, "portable toilet"],
  [/\bhr\b/g, "human resources"],
  [/\bheadhunt\w*\b/g, "executive search"],
  [/\b(pole barns?|machine sheds?|barns?)\b/g, "farm building"],
  [/\b(propane|lp gas|heating oil)\b/g, "liquefied petroleum gas fuel"],
  [/\b(mobile|video|phone) games?\b|\bgames? apps?\b/g, "game software publishers"],
  [/\bmanufactured (home|homes|housing)\b/g, "mobile home"],
  [/\b(garbage|trash|rubbish)\b/g, "solid waste collection"],
  [/\blive-in\b/g, "residential"],
  [/\bcleaning (supplies|products|chemicals)\b/g, "janitorial supplies"],
  [/\bjerky\b/g, "smoked dried meats"],
  [/\b(asbestos|mold|mould|radon|lead paint|lead-based paint)\b/g, "environmental hazardous materials"],
  [/\btest(s|ing)? [^.;]{0,30}\bfor\b/g, "testing inspection"],
  [/\b(dogs?|puppies|puppy|pups?|cats?|kittens?)\b/g, "pet"],
  [/\b(houses|condos|apartments|duplexes|townhouses|townhomes)\b/g, "residential"],
  [/\bfoot doctors?\b/g, "podiatrists"],
  [/\bclosings\b/g, "settlement"],
  [/\bfocus groups?\b|\bsurveys? (and|for) (brands|companies|clients)\b/g, "marketing research"],
  [/\b(ac|a\/c)\b/g, "air conditioning"],
  [/\bdrinks\b/g, "beverages"],
  [/\bdonuts?\b/g, "doughnut"],
  [/\b(waiters?|waitress(es)?|waitstaff|table service)\b/g, "full-service"],
  [/\bcidery\b|\bhard cider\b/g, "cider alcoholic"],
  [
    /\bmov(e|es|ing) (\w+ )?(pianos?|furniture|households?|famil(y|ies)|offices?|apartments?)\b|\bmovers\b/g,
    "moving used household goods",
  ],
  [
    /\b(raccoons?|squirrels?|skunks?|possums?|opossums?|snakes?|rodents?|mice|rats?|termites?|bed ?bugs|roaches|cockroaches|wasps?|hornets?|ants)\b/g,
    "pest control exterminating",
  ],
  [
    /\bteach(es|ing)? (\w+ )?(english|spanish|french|german|chinese|mandarin|japanese|arabic|languages?)\b|\besl\b/g,
    "language schools",
  ],
  [/\bpr\b/g, "public relations"],
  [/\b(lend(s|ing)?|loan(s|ing)?) (\w+ )?money\b|\bmak(e|es|ing) loans\b/g, "lending loans financing credit"],
  [/\btours?\b/g, "sightseeing"],
  [
    /\b(fly|flies|flying|drive|drives|driving|carry|carries|carrying|transport(s|ing)?) (people|folks|passengers|patients|tourists|riders)\b/g,
    "passenger transportation",
  ],
  [/\b(laying hens|hens|layers)\b/g, "chicken egg production"],
  [/\blaunder(s|ing|ed)?\b/g, "laundry laundering"],
  [/\b(plant(s|ing)?|replant(s|ing)?) (\w+ )?(trees|seedlings)\b|\bclear-?cuts?\b/g, "reforestation forestry"],
  [/\bdealerships?\b/g, "dealers"],
  [
    /\b(sports bar|pubs?|taverns?|saloons?|dive bars?|cocktail bars?|wine bars?|bar and grill|bar & grill)\b/g,
    "drinking places bars",
  ],
  [/\b(staffing|temp|temps|temporary) (agency|agencies|company|firm|service)\b/g, "temporary help staffing"],
  // doing an old thing up again is repairing it ("we rebuild transmissions", "overhaul engines")
  [
    /\b(rebuild(s|ing)?|rebuilt|overhaul(s|ing|ed)?|refurbish(es|ing|ed)?|recondition(s|ing|ed)?)\b/g,
    "repair rebuilding",
  ],
  [/\b(kayaks?|canoes?|paddle ?boards?|jet ?skis?|pontoons?|sailboats?|rowboats?)\b/g, "boat"],
  [
    /\b(food|hot dog|taco|coffee|ice cream) (carts?|trucks?|trailers?|stands?)\b|\bfrom a (cart|truck|trailer|stand)\b/g,
    "mobile food carts stands",
  ],
  [
    /\b(anxiety|depression|trauma|therapists?|therapy|counsel(l)?ors?|counsel(l)?ing|psychologists?|marriage problems)\b/g,
    "mental health counseling psychotherapists",
  ],
  [/\b(donated|donations|second-?hand|pre-?owned|consignment|thrift)\b/g, "used"],
  [/\b(we|i) stor(e|es|ing)\b|\bstor(e|es|ing) (them|it|boats|cars|rvs|campers)\b/g, "storage"],
  [/\b(knives|knife|scissors|shears)\b/g, "cutlery"],
  [/\b(hunting|fishing) (lodges?|camps?)\b|\bguided (\w+ )*hunts?\b/g, "hunting camps accommodation"],
  [/\b(inspectors?|inspect(s|ing)?|check(s|ing)? (out )?(houses|homes|buildings))\b/g, "inspection"],
  [/\b(everything|all kinds of|all types of|full[- ]service)\b/g, "general"],
  [
    /\b(welding|truck driving|cdl|hvac|electrician|plumbing|mechanic|machinist|carpentry) (school|schools|training|classes|courses|certification)\b/g,
    "technical trade schools",
  ],
];

/** "out-of-town", "one-of-a-kind": hyphened idioms, whose words say nothing of the activity. */
const IDIOM = /\b[a-z]+(-(of|the|a|an|to|in|your|my|our)-[a-z]+)+\b/g;

/**
 * A business description's own words (hyphened idioms dropped) and, apart, the reference's words
 * its everyday words stand for: [own, added].
 */
export function everyday(text: string): [string, string] {
  // "IT consulting": the capitals say it is information technology, not the pronoun
  const own = text
    .replace(/\bIT\b/g, "IT information technology computer")
    .toLowerCase()
    .replace(IDIOM, " ")
    // "new and used books": a business selling both is not a used-goods business
    .replace(/\b(new and used|used and new)\b/g, "new");
  const added: string[] = [];
  for (const [pattern, words] of EVERYDAY) if (own.match(pattern)) added.push(words);
  return [own, added.join(" ")];
}

/** The negating words of a description ("we don't", "no", "not", "without", "never"). */
export const NEGATION =
  /\b(don[’']?t|doesn[’']?t|do not|does not|did not|didn[’']?t|never|not|no|nothing|without|none|isn[’']?t|aren[’']?t|won[’']?t)\b/i;

/**
 * The parts of a sentence a negation covers: from the negating word to the end of the sentence,
 * or to a comma or "but" that starts another statement ("we don't own trucks, we book carriers").
 * Returns [affirmed text, negated text].
 */
export function splitNegation(sentence: string): [string, string] {
  const at = sentence.search(NEGATION);
  if (at < 0) return [sentence, ""];
  const rest = sentence.slice(at);
  const stop = rest.search(
    /,\s*(?=(we|i|they|he|she|it|but|just|only|instead|rather|so|our|you)\b)|\s(but|instead|rather|just|only)\b/i,
  );
  const negated = stop < 0 ? rest : rest.slice(0, stop);
  const after = stop < 0 ? "" : rest.slice(stop);
  const [more, moreNegated] = after ? splitNegation(after) : ["", ""];
  return [`${sentence.slice(0, at)} ${more}`, `${negated} ${moreNegated}`];
}
