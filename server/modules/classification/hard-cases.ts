import { contentWords, everyday, splitNegation } from "./words.ts";

/**
 * The hard cases of classifying a business (docs/product/classification.md), each a rule that
 * NAICS itself states: an establishment is classified by its primary activity; a holding company
 * is in 551 whatever its subsidiaries do; making, reselling to businesses and selling to the
 * public are three sectors (31-33, 42, 44-45); a trade contractor is in 238 and a builder in
 * 236; an app or platform is classified by the service it arranges. Pure functions.
 */

export interface HardCase {
  rule: string;
  /** Words of the index's own vocabulary the rule adds ("merchant wholesalers" for a distributor). */
  words?: string[];
  /** Why, in a sentence the user reads. */
  reason: string;
  /** The factor a code's score is multiplied by (1 = unchanged). */
  factor(code: string): number;
  /** Codes that must be among the candidates (a holding company's office). */
  codes?: string[];
}

const GOODS_SECTORS = { manufacture: /^3[1-3]/, wholesale: /^42/, retail: /^4[45]/ } as const;
type Role = keyof typeof GOODS_SECTORS;

/** Businesses and trades a wholesaler sells to: named ones, and any trade named by its people ("electricians", "florists", "farmers"). */
const BUSINESS_BUYERS =
  "retailers|stores|restaurants|contractors|businesses|resellers|dealers|dealerships|shops|grocers|hospitals|clinics|schools|offices|cafes|bars|hotels|manufacturers|builders|processors|wineries|mills|distributors|salons|warehouses|farms|banks|(?!(?:consumers|customers|homeowners|shoppers|buyers|members|seniors|owners|others|users|travelers|riders|diners|renters|tenants|viewers|listeners|readers|players)\\b)[a-z]{3,}(?:ists|ians|ers|ors)";

const ROLE_WORDS: Record<Role, RegExp> = {
  manufacture:
    /\b((?!manufactured (homes?|housing)\b)manufactur\w*|fabricat\w*|we make|makes|making|produce[sd]?|producing|production of|brew(s|ed|ing)?|distill(s|ed|ing)?|bottl(e|es|ing) our|assembl(e|es|ing) (our|the)|(our|in a|own) factory|mill(s|ing)? (the|our|lumber|flour)|[a-z]+ makers?|small[- ]batch|hand-?made|home-?made|hand[- ]pour(ed)?|hand-?crafted|bak(e|es|ed|ing)|roast(s|ed|ing)?|churn(s|ed|ing)?|ferment(s|ed|ing)?|pickl(e|es|ed|ing)|knit(s|ted|ting)?|we jar|(smoke|cure|can|jar|bottle)s? (it|them|our))\b/i,
  wholesale: new RegExp(
    `\\b(wholesal\\w*|distribut(or|ors|e|es|ing)|(sell|sells|selling|sold|supply|supplies|supplying)\\b[^.;]{0,60}\\bto (the |local |small |independent |big )?([a-z-]+ )?(${BUSINESS_BUYERS})|resell\\w* to businesses|import(er|s)? and distribut\\w*|b2b)\\b`,
    "i",
  ),
  retail:
    /\b(retail\w*|boutique|showroom|to (the public|consumers|shoppers|walk-in)|(our|a|the) (store|shop)s? (sells?|carr(y|ies))|sells? .{0,40} (directly )?to (consumers|the public|homeowners|individuals)|online store|e-?commerce|web ?store|deliver\w* [^.;]{0,40}\bto (homes|houses|homeowners|households|residences|people)|(we|i) sell(?! ([a-z]+ ){0,3}(insurance|policies|services?|software|ads|advertising|subscriptions?|memberships?|plans|loans|mortgages|tours|trips|tickets)\b)|(?!(we|i|they|and|to|the|big|our)\b)[a-z]+ store|dealers?(hip)?)\b/i,
};

const ROLE_VOCABULARY: Record<Role, string[]> = {
  manufacture: ["manufactur"],
  wholesale: ["merchant", "wholesal"],
  retail: ["retail", "stor", "dealer"],
};

const ROLE_NAMES: Record<Role, string> = {
  manufacture: "makes the goods (Manufacturing, sectors 31-33)",
  wholesale: "resells goods to businesses (Wholesale Trade, sector 42)",
  retail: "sells goods to the public (Retail Trade, sectors 44-45)",
};

/** Manufacturer vs wholesaler vs retailer of the same goods: the verb decides the sector. */
function goodsRole(text: string): HardCase | null {
  let found = (Object.keys(ROLE_WORDS) as Role[])
    .map((role) => ({ role, at: text.search(ROLE_WORDS[role]), quote: text.match(ROLE_WORDS[role])?.[0] ?? "" }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  // "we sell gloves to clinics", "sell it to grocery stores": selling to businesses is wholesale
  if (found.some((hit) => hit.role === "wholesale"))
    found = found.filter((hit) => hit.role !== "retail" || !/^((we|i) sell|[a-z]+ ?store|dealers?)$/i.test(hit.quote));
  if (found.length === 0) return null;
  const primary = found[0]!.role;
  const quote = found[0]!.quote;
  // a bare "we sell" says less than "retail", "showroom" or "to the public": a lighter push
  const weak = found.length === 1 && /^(we|i) sell$/i.test(quote);
  return {
    rule: "Manufacturer, wholesaler or retailer",
    words: ROLE_VOCABULARY[primary],
    reason: `"${quote}": the business ${ROLE_NAMES[primary]}; the same goods made, resold to businesses or sold to the public are three different NAICS sectors.`,
    factor: (code) => {
      if (GOODS_SECTORS[primary].test(code)) return weak ? 1.4 : 1.8;
      if (found.some((hit) => hit.role !== primary && GOODS_SECTORS[hit.role].test(code))) return 0.75;
      return /^(3[1-3]|4[2-5])/.test(code) ? (weak ? 0.75 : 0.55) : 1;
    },
  };
}

const HOLDING = /\bholding\s+compan(y|ies)\b|\bholdco\b|\bholds? (the )?(stock|shares|equity|securities) (of|in)\b/i;

/** A holding company is classified in 551 (the securities it holds), not by what its subsidiaries do. */
function holdingCompany(text: string): HardCase | null {
  const quote = text.match(HOLDING)?.[0];
  if (!quote) return null;
  const bank =
    /\bbank(s|ing)?\b/i.test(text) &&
    /\bbank holding\b|\bholding compan\w* (of|for|that owns) (a |the )?bank/i.test(text);
  const manages =
    /\b(manag(e|es|ing)|oversee(s|ing)?|administer(s|ing)?|direct(s|ing)?) (the |its |our |their )?(subsidiaries|companies|operations|affiliates|units)\b/i.test(
      text,
    ) || /\b(headquarters|head office|corporate office|regional managing office)\b/i.test(text);
  const code = bank ? "551111" : manages ? "551114" : "551112";
  return {
    rule: "Holding company vs operator",
    reason: `"${quote}": a holding company is classified in NAICS 551 (${
      code === "551111"
        ? "bank holding company"
        : code === "551114"
          ? "it manages its subsidiaries: managing office"
          : "it holds the subsidiaries' securities without managing them"
    }), not by what the companies it owns do; the operating companies' own codes follow for reference.`,
    factor: (candidate) => (candidate === code ? 3 : candidate.startsWith("551") ? 0.8 : 0.8),
    codes: [code],
  };
}

const TRADE =
  /\b(roofing|plumbing|painting|drywall|framing|concrete|excavat\w*|electrical|hvac|masonry|flooring|siding|insulation|carpentry|contractor|subcontractor|trade|install(s|ing|ation|er|ers)?|remodel\w*|renovat\w*|repairs? (roofs|homes|buildings)|construction|builder|build(s|ing)? (homes|houses|offices|buildings|decks))\b/i;

const VEHICLE =
  /\b(cars?|trucks?|vehicles?|autos?|automotive|engines?|boats?|motorcycles?|rvs?|trailers?|mechanics?)\b/i;
const BUILDING =
  /\b(homes?|houses?|buildings?|roofs?|walls?|kitchens?|bathrooms?|basements?|offices?|stores?|warehouses?|foundations?|construction|contractors?|subdivisions?|remodel\w*)\b/i;

/** A trade contractor is in 238 and a general contractor or builder in 236 (residential vs commercial). */
function contractor(text: string): HardCase | null {
  // the trade may be said in everyday words ("we put up pole barns" → erecting, construction)
  const quote = text.match(TRADE)?.[0] ?? everyday(text)[1].match(TRADE)?.[0];
  if (!quote) return null;
  // "we fix everything on cars: engines, brakes, electrical": the trade words are about vehicles, not buildings
  if (VEHICLE.test(text) && !BUILDING.test(text)) return null;
  // a builder of buildings, not a "deck builder"
  const general =
    /\bgeneral contractor|\bgc\b|\bbuild(s|ing|er|ers)? (new |custom )?(homes|houses|offices|buildings|apartments|warehouses|stores|schools)\b|\b(home|house|custom home) ?builders?\b|\bconstruction (company|firm|management)\b/i.test(
      text,
    );
  const residential =
    /\b(residential|home|homes|house|houses|single-family|homeowners|kitchen|bathroom|basement)\b/i.test(text);
  const commercial =
    /\b(commercial|office|offices|retail (space|buildings)|restaurants?|schools?|hospitals?|tenant improvement|warehouse|institutional)\b/i.test(
      text,
    );
  const side = residential && !commercial ? "residential" : commercial && !residential ? "commercial" : null;
  // NAICS parts builders for an owner's land (236115, 236116) from for-sale builders on their own (236117)
  const forOwner =
    /\bon (the |a )?(customer|client|owner|buyer)s?['’]?s? (own )?(land|lots?|property)|\bon their (own )?(land|lots?|property)\b/i.test(
      text,
    );
  const forSale = /\b(for sale|to sell|on (our|our own) (land|lots?))\b/i.test(text);
  return {
    rule: "Contractor trade",
    reason: `"${quote}": construction work is classified by the trade (specialty trade contractors, 238) or, for a general contractor or builder, by the building (236: residential ${"236115–236118"}, commercial 236220)${side ? `; the work described is ${side}` : ""}.`,
    factor: (code) => {
      if (code.startsWith("238"))
        return general &&
          !/\b(roof|plumb|electric|hvac|heating|paint|drywall|concrete|excavat|fram|floor|tile|insulat|mason|glass|siding)/i.test(
            text,
          )
          ? 1.1
          : 1.5;
      if (code.startsWith("236")) {
        const residentialCode = /^23611/.test(code);
        if (forOwner && code === "236117") return 0.5;
        if (forSale && !forOwner && code === "236117") return 2;
        if (side === "residential") return residentialCode ? 1.6 : 0.7;
        if (side === "commercial") return code === "236220" || code === "236210" ? 1.6 : 0.7;
        return 1.3;
      }
      if (code.startsWith("237")) return 1.2;
      return /^(3[1-3]|4[2-5])/.test(code) ? 0.8 : 1;
    },
  };
}

const PLATFORM =
  /\b(app|apps|mobile application|platform|marketplace|online service|website (that )?(connects|matches)|connects? (customers|users|people|pet owners|drivers|riders|diners|travelers|guests)|on-demand)\b/i;
const SOFTWARE_CODES = /^(513210|541511|541512|541519|518210|519290|516210)$/;
const SELLS_SOFTWARE =
  /\b(licens\w* (our |the )?software|software (company|publisher|licens\w*|subscriptions?)|we (build|develop|write) software|saas|(make|makes|build|builds|develop|develops|publish|publishes) (a |an |our |the )?(mobile |video |online |phone )?(game|games|app|apps)|in-app purchases)\b/i;

/** An app or platform is how the service is sold: NAICS classifies the activity it arranges. */
function platform(text: string): HardCase | null {
  const quote = text.match(PLATFORM)?.[0];
  if (!quote || SELLS_SOFTWARE.test(text)) return null;
  return {
    rule: "App or platform business",
    reason: `"${quote}": an app or platform is how the service is sold; NAICS classifies the activity it provides or arranges (delivery, rides, bookings, pet care), not software publishing.`,
    factor: (code) => (SOFTWARE_CODES.test(code) ? 0.3 : 1),
  };
}

const PROPERTY =
  /\b(warehouses|storefronts|rentals?|rental (houses|homes|properties|units)|tenants?|landlords?|houses|homes|condos?|apartments?|units|properties|buildings|real estate|shopping cent(er|re)s?|strip (malls?|cent(er|re)s?)|office (buildings|parks|space))\b/i;
const MANAGES = /\b(manag(e|es|ing|er|ers|ement)|look(s|ing)? after|take(s)? care of|oversee(s|ing)?|on behalf of)\b/i;
const FOR_OWNERS =
  /\b(for (the |their |other |absentee |out-of-[a-z]+ )?(owners|landlords|investors|others)|(we|i) (don'?t|do not) own)\b/i;
const RENTING = /\b(rent|rents|rental|rentals|tenants?|leas(e|es|ing))\b/i;
const OWNS = /\b((we|i) own|our own (building|buildings|property|properties)|we bought)\b/i;
const NONRESIDENTIAL =
  /\b(office|offices|shopping|retail|commercial|industrial|warehouses?|strip (malls?|cent(er|re)s?)|storefronts?|nonresidential)\b/i;

/**
 * A lessor owns the property it rents out (5311); a property manager manages property for its
 * owners (53131: residential 531311, nonresidential 531312), whoever owns it.
 */
function lessorOrManager(text: string): HardCase | null {
  const property = text.match(PROPERTY)?.[0];
  if (!property) return null;
  // "we look after 150 rental houses for out-of-town owners"; not "building homes for owners"
  const manages =
    text.match(MANAGES)?.[0] ?? (RENTING.test(text) ? text.match(FOR_OWNERS)?.[0] : undefined) ?? undefined;
  const owns = text.match(OWNS)?.[0];
  if (!manages && !(owns && RENTING.test(text))) return null;
  const nonresidential = NONRESIDENTIAL.test(text);
  const manager = Boolean(manages) && !(owns && !FOR_OWNERS.test(text));
  const code = manager ? (nonresidential ? "531312" : "531311") : null;
  return {
    rule: "Lessor or property manager",
    words: manager
      ? ["manag", "real", "estat", nonresidential ? "nonresidential" : "residential"]
      : ["lessor", "rental", "leas", ...(nonresidential ? ["nonresidential", "building"] : [])],
    reason: manager
      ? `"${manages}": a business that manages property for its owners is a property manager (531311 residential, 531312 nonresidential), not a lessor, whoever owns the property.`
      : `"${owns}": a business renting out property it owns is a lessor of real estate (5311), not a property manager.`,
    factor: (candidate) => {
      if (code) return candidate === code ? 2.5 : candidate.startsWith("5311") ? 0.5 : 1;
      return candidate.startsWith("5311") ? 1.5 : candidate.startsWith("53131") ? 0.6 : 1;
    },
  };
}

const ARRANGES =
  /\b(book(s|ing)?|arrang\w*|line(s)? up|find(s|ing)?|broker(s|ing|age)?|middle ?m[ae]n|match(es|ing)?|set(s|ting)? up|coordinat\w*)\b[^.;]{0,40}\b(carriers?|trucks?|trucking|loads?|shipping|shipments?|freight|containers?|capacity|ocean|air freight)\b|\bfreight (broker\w*|forward\w*|agents?)\b|\bcustoms brok\w*\b/i;
const NO_FLEET =
  /\b((we|i) (don[’']?t|do not) (own|have|run|operate)|no|without)\s+(any\s+|our own\s+)?(trucks|truck|planes|aircraft|boats|ships|vessels|fleet|drivers|rigs)\b/i;
const CARRIERS = /^48[1-5]/;

/** A business that arranges freight for shippers without carrying it is in 488510, not trucking or shipping. */
function arranger(text: string): HardCase | null {
  const arranges = text.match(ARRANGES)?.[0];
  const noFleet = text.match(NO_FLEET)?.[0];
  if (!arranges) return null;
  return {
    rule: "Arranges transport, does not carry",
    words: ["arrang", "freight", "transport", "shipper", "carrier"],
    reason: `"${noFleet ?? arranges}": a business that arranges the transport of freight between shippers and carriers and does not carry it itself is in 488510 (Freight Transportation Arrangement), not a carrier's industry.`,
    factor: (code) => (code === "488510" ? 2.5 : CARRIERS.test(code) ? (noFleet ? 0.3 : 0.6) : 1),
  };
}

const INSURANCE = /\binsurance\b|\binsur(e|es|ing)\b|\b(policies|coverage)\b/i;
const SELLS_FOR_CARRIERS =
  /\b(sell(s|ing)?|agen(t|ts|cy|cies)|brok(er|ers|erage)|represent(s|ing)?|appointed|quot(e|es|ing)|plac(e|es|ing))\b/i;
const UNDERWRITES =
  /\b(underwrit\w*|(we|i) (are|'re|’re) (an|the) (insurer|carrier)|carry the risk|issue (the |our )?policies)\b/i;

/** An agency sells insurance for the carriers (524210); a carrier underwrites it (5241). */
function insuranceAgent(text: string): HardCase | null {
  if (!INSURANCE.test(text)) return null;
  const sells = text.match(SELLS_FOR_CARRIERS)?.[0];
  if (!sells || UNDERWRITES.test(text)) return null;
  return {
    rule: "Insurance agency or carrier",
    words: ["insur", "agenc"],
    reason: `"${sells}": a business that sells insurance placed with carriers is an insurance agency or brokerage (524210); a carrier, which underwrites the risk, is in 5241.`,
    factor: (code) => (code === "524210" ? 2 : code.startsWith("5241") ? 0.5 : 1),
  };
}

/** Negated words that say which kind of business this is not: each sends its sector's codes down. */
const NOT_THIS_SECTOR: Array<[RegExp, RegExp, string]> = [
  [/^(construction|build|builder|install|installation|contractor|remodel)$/, /^23/, "construction (sector 23)"],
  [/^(grow|farm|farming|rais|plant)$/, /^11[12]/, "farming (subsectors 111-112)"],
  [/^(make|manufactur|produc|brew|distill)$/, /^3[1-3]/, "manufacturing (sectors 31-33)"],
  [/^(truck|plane|aircraft|boat|ship|vessel|fleet|driver|rig)$/, CARRIERS, "carrying goods or people (481-485)"],
];

/** What the description says the business does not do takes its industry away ("we don't grow anything"). */
function notDone(negated: Set<string>): HardCase | null {
  const hits = NOT_THIS_SECTOR.filter(([words]) => [...negated].some((word) => words.test(word)));
  if (hits.length === 0) return null;
  return {
    rule: "What the business does not do",
    reason: `The description says the business does not do ${hits.map(([, , name]) => name).join(" or ")}; those industries are set back.`,
    factor: (code) => (hits.some(([, sector]) => sector.test(code)) ? 0.35 : 1),
  };
}

/** Every hard case the description raises. */
export function hardCasesOf(text: string, negated: Set<string> = new Set()): HardCase[] {
  return [
    holdingCompany(text),
    goodsRole(text),
    contractor(text),
    platform(text),
    lessorOrManager(text),
    arranger(text),
    insuranceAgent(text),
    notDone(negated),
  ].filter((rule): rule is HardCase => rule !== null);
}

/** Businesses and people a description names as its customers (after "to", "for", "serving"). */
const CUSTOMER_NOUNS =
  "retailers|stores|restaurants|contractors|resellers|dealers|dealerships|shops|grocers|hospitals|clinics|schools|offices|businesses|companies|farmers|ranchers|growers|builders|developers|homeowners|landlords|owners|investors|shippers|importers|exporters|manufacturers|brands|doctors|dentists|physicians|electricians|plumbers|people|folks|families|the state|cities|towns|counties|municipalities|governments|agencies|bars|cafes|hotels|listings|districts|factory|factories|banks|lenders|insurers|salons|kitchens|warehouses|chains|fairs|markets|festivals|events|shows|(?!(?:others|users|members|owners|customers)\\b)[a-z]{3,}(?:ists|ians|ers|ors)";
const NOUN_PHRASE = `(?:(?:the|a|an|our|their|local|small|other|independent|regional|big|[a-z]+'s|[a-z]+s')\\s+)?(?:[a-z-]+\\s+){0,2}(?:${CUSTOMER_NOUNS})\\b(?![’'])`;
const CUSTOMERS = new RegExp(
  `\\b(to|for|supplying|supplies|serving|serves|at)\\s+${NOUN_PHRASE}(?:(?:\\s*,\\s*|\\s+(?:and|or)\\s+|\\s*,\\s*(?:and|or)\\s+)${NOUN_PHRASE})*`,
  "gi",
);
/** Where the goods come from ("we buy fish off the boats", "milk we buy from local dairies"): suppliers, not the activity. */
const SUPPLIERS =
  /\b(from|off)\s+(the\s+|local\s+|other\s+)?(boats|farms|farmers|growers|mills|factories|manufacturers|suppliers|wholesalers|distributors|plants|dairies|ranches|ranchers|fishermen)\b/gi;
const PRIMARY = /\b(primarily|mainly|mostly|majority|main|core|principal|chiefly|largely)\b/i;
const SECONDARY = /\b(also|occasionally|sometimes|side|small|minor|little|some|plus|too)\b/i;

/** How much a reference word standing for an everyday one ("fix" → repair) counts against the owner's own words. */
const EVERYDAY_WEIGHT = 0.7;

/** The verb a negation denies ("don't sell", "do not make"). */
const NEGATED_VERB =
  /\b(?:don[’']?t|doesn[’']?t|do not|does not|never|not)\s+(?:\w+ly\s+)?(sell|make|build|grow|own|do|install|cook|fix|repair|deliver|rent|ship|haul|carry|run|raise|manufacture)\b/i;

/** How much more the words of the description's opening name of the business count. */
const HEAD_WEIGHT = 1.2;

/** How much a bare name opening a description that weighs shares counts ("architect, mostly schools"). */
const NAME_WEIGHT = 1.45;

/** How much the words after "for" (whom or what the work is for) count against the work itself. */
const FOR_WEIGHT = 0.6;

/**
 * The opening words that name the business or its main activity: the first sentence up to its
 * first comma, colon, dash or parenthesis, or the first "for", "with", "to", "of", "in", "at",
 * "on", "from" or "and" after them ("Sightseeing bus tours | of the city").
 */
export function headOf(text: string): string {
  const first = text.split(/[.;!?\n]/)[0] ?? "";
  const head = first.split(/[,:(—–]|\s-\s|\b(?:for|with|to|of|in|at|on|from|and|but|while)\b/i)[0] ?? "";
  return head.replace(/^\s*(we|i|our (company|business|shop|firm))\s+(are|'re|’re|am|'m|’m|is)?\s*/i, "");
}

export interface DescriptionWords {
  /** Each affirmed word's weight (the primary activity weighs more, a side line less). */
  weights: Map<string, number>;
  /** Words the description says the business does not do or have ("we don't own trucks"). */
  negated: Set<string>;
  /** The words of its opening name for the business ("dance studio"). */
  head: Set<string>;
  /** Whether the description weighs several activities against each other. */
  mixed: boolean;
}

/**
 * Each word's weight in a description: NAICS classifies by the primary activity, so a clause that
 * says "mainly" or carries the larger share of revenue weighs more than one that says "also" or a
 * small share; what follows "with" (a steakhouse with a bar) is a feature of the main business;
 * the customers ("to retailers", "for homeowners") and suppliers ("from local dairies") are not
 * the business's own activity; what the description says the business does not do is set apart
 * (`negated`), never counted for it.
 */
export function wordWeights(source: string): DescriptionWords {
  const text = source.replace(CUSTOMERS, " ").replace(SUPPLIERS, " ");
  const clauses = text
    .split(
      /[.;!?\n]+|,\s*(?:and|but|while|plus)\s+|,\s*(?=(?:we|i|they)\s+(?:also|mostly|mainly|only|just|do|sell|make|rent|fix|run|grow|raise)\b)|\bas well as\b|\bwhile\b|\s+and\s+(?=(?:also|some|a little|a bit|occasionally|sometimes)\b)/i,
    )
    .filter((c) => c.trim());
  const weights = new Map<string, number>();
  const negatedWords = new Set<string>();
  let shaded = 0;
  for (const clause of clauses) {
    const percent = clause.match(/(\d{1,3})\s*(%|percent)/i);
    let weight = 1;
    if (percent) weight = 0.55 + Math.min(Number(percent[1]), 100) / 100;
    else if (PRIMARY.test(clause)) weight = 1.35;
    else if (SECONDARY.test(clause)) weight = 0.7;
    if (weight !== 1) shaded++;
    let [affirmed, negated] = splitNegation(clause);
    // "we don't sell the cars, we just auction them off": the cars come back as "them", only the verb is denied
    const verb = negated.match(NEGATED_VERB);
    if (verb && /\b[a-z]+ (them|it)\b/i.test(affirmed)) {
      affirmed = `${affirmed} ${negated.slice(verb.index! + verb[0].length)}`;
      negated = verb[1]!;
    }
    for (const word of contentWords(everyday(negated).join(" "))) negatedWords.add(word);
    // "Steakhouse with waiters and a full bar": what follows "with" a short business name is a feature of it
    const withAt = weight === 1 ? affirmed.search(/\bwith\b/i) : -1;
    const head = withAt > 0 ? affirmed.slice(0, withAt) : "";
    const feature = withAt > 0 && contentWords(head).length <= 4 && !/\b\w+ing\b/i.test(head);
    const parts: Array<[string, number]> = feature
      ? [
          [head, weight],
          [affirmed.slice(withAt), weight * 0.6],
        ]
      : [[affirmed, weight]];
    // "we shred documents for banks and law firms": what follows "for" says whom or what the work is for
    const purposeParts: Array<[string, number]> = parts.flatMap(([part, partWeight]) => {
      const forAt = part.search(/\bfor\b/i);
      if (forAt <= 0 || contentWords(part.slice(0, forAt)).length === 0) return [[part, partWeight]];
      return [
        [part.slice(0, forAt), partWeight],
        [part.slice(forAt), partWeight * FOR_WEIGHT],
      ] as Array<[string, number]>;
    });
    for (const [part, partWeight] of purposeParts) {
      const [own, added] = everyday(part);
      const set = (word: string, value: number) => weights.set(word, Math.max(weights.get(word) ?? 0, value));
      for (const word of contentWords(own)) set(word, partWeight);
      // the reference's words for the owner's everyday ones count less than words the owner wrote
      for (const word of contentWords(added)) set(word, partWeight * EVERYDAY_WEIGHT);
    }
  }
  // the business's name for itself comes first ("Dance studio for kids: ballet, tap, jazz"): its words weigh more
  const head = new Set<string>();
  if (shaded === 0)
    for (const word of contentWords(everyday(headOf(text))[0]))
      if (weights.get(word) === 1) {
        weights.set(word, HEAD_WEIGHT);
        head.add(word);
      }
  // "architect, mostly schools and churches": a bare name opening the description names the business,
  // whatever the shares said after it qualify
  const name = source.match(/^\s*([^,:;.!?()\n—–]+?)\s*(?:[,:;.!?(\n—–]|\s-\s)/)?.[1] ?? "";
  const nameWords = contentWords(everyday(name)[0]);
  if (
    shaded > 0 &&
    nameWords.length > 0 &&
    nameWords.length <= 4 &&
    !/^(we|i|our|my|us|me|they|it|this|that|just|mostly|mainly|some|also)\b/i.test(name.trim())
  ) {
    // the shares after the name qualify it ("mostly schools" says whom an architect works for)
    for (const [word, weight] of weights) if (weight > 1 && !nameWords.includes(word)) weights.set(word, 1);
    for (const word of nameWords)
      if (weights.has(word)) {
        weights.set(word, Math.max(weights.get(word)!, NAME_WEIGHT));
        head.add(word);
      }
  }
  for (const word of weights.keys()) negatedWords.delete(word);
  return { weights, negated: negatedWords, head, mixed: shaded > 0 && clauses.length > 1 };
}
