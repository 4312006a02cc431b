import { contentWords } from "./words.ts";

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

const ROLE_WORDS: Record<Role, RegExp> = {
  manufacture:
    /\b(manufactur\w*|fabricat\w*|we make|makes|making|produce[sd]?|producing|production of|brew(s|ed|ing)?|distill(s|ed|ing)?|bottl(e|es|ing) our|assembl(e|es|ing) (our|the)|factory|mill(s|ing)? (the|our|lumber|flour))\b/i,
  wholesale:
    /\b(wholesal\w*|distribut(or|ors|e|es|ing)|to (retailers|stores|restaurants|contractors|businesses|resellers|dealers|shops|grocers|hospitals|clinics)|resell\w* to businesses|import(er|s)? and distribut\w*|b2b)\b/i,
  retail:
    /\b(retail\w*|storefront|boutique|showroom|to (the public|consumers|shoppers|walk-in)|(our|a|the) (store|shop)s? (sells?|carr(y|ies))|sells? .{0,40} (directly )?to (consumers|the public|homeowners|individuals)|online store|e-?commerce|web ?store)\b/i,
};

const ROLE_VOCABULARY: Record<Role, string[]> = {
  manufacture: ["manufactur"],
  wholesale: ["merchant", "wholesal"],
  retail: ["retail", "stor"],
};

const ROLE_NAMES: Record<Role, string> = {
  manufacture: "makes the goods (Manufacturing, sectors 31-33)",
  wholesale: "resells goods to businesses (Wholesale Trade, sector 42)",
  retail: "sells goods to the public (Retail Trade, sectors 44-45)",
};

/** Manufacturer vs wholesaler vs retailer of the same goods: the verb decides the sector. */
function goodsRole(text: string): HardCase | null {
  const found = (Object.keys(ROLE_WORDS) as Role[])
    .map((role) => ({ role, at: text.search(ROLE_WORDS[role]) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (found.length === 0) return null;
  const primary = found[0]!.role;
  const quote = text.match(ROLE_WORDS[primary])![0];
  return {
    rule: "Manufacturer, wholesaler or retailer",
    words: ROLE_VOCABULARY[primary],
    reason: `"${quote}": the business ${ROLE_NAMES[primary]}; the same goods made, resold to businesses or sold to the public are three different NAICS sectors.`,
    factor: (code) => {
      if (GOODS_SECTORS[primary].test(code)) return 1.8;
      if (found.some((hit) => hit.role !== primary && GOODS_SECTORS[hit.role].test(code))) return 0.75;
      return /^(3[1-3]|4[2-5])/.test(code) ? 0.55 : 1;
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

/** A trade contractor is in 238 and a general contractor or builder in 236 (residential vs commercial). */
function contractor(text: string): HardCase | null {
  const quote = text.match(TRADE)?.[0];
  if (!quote) return null;
  const general = /\bgeneral contractor|\bgc\b|\bbuild(s|ing|er)?\b|\bconstruction (company|firm|management)\b/i.test(
    text,
  );
  const residential =
    /\b(residential|home|homes|house|houses|single-family|homeowners|kitchen|bathroom|basement)\b/i.test(text);
  const commercial =
    /\b(commercial|office|offices|retail (space|buildings)|restaurants?|schools?|hospitals?|tenant improvement|warehouse|institutional)\b/i.test(
      text,
    );
  const side = residential && !commercial ? "residential" : commercial && !residential ? "commercial" : null;
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
  /\b(licens\w* (our |the )?software|software (company|publisher|licens\w*|subscriptions?)|we (build|develop|write) software|saas)\b/i;

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

/** Every hard case the description raises. */
export function hardCasesOf(text: string): HardCase[] {
  return [holdingCompany(text), goodsRole(text), contractor(text), platform(text)].filter(
    (rule): rule is HardCase => rule !== null,
  );
}

const CUSTOMERS =
  /\b(to|for|supplying|supplies|serving) (local |independent |regional )?(retailers|stores|restaurants|contractors|resellers|dealers|shops|grocers|hospitals|clinics)\b/gi;
const PRIMARY = /\b(primarily|mainly|mostly|majority|main|core|principal|chiefly|largely)\b/i;
const SECONDARY = /\b(also|occasionally|sometimes|side|small|minor|little|some|plus|too)\b/i;

/**
 * Each word's weight in a mixed description: NAICS classifies by the primary activity, so a
 * clause that says "mainly" or carries the larger share of revenue weighs more than one that says
 * "also" or a small share.
 */
export function wordWeights(source: string): { weights: Map<string, number>; mixed: boolean } {
  // "we sell to retailers": the customers named are not the business's own activity
  const text = source.replace(CUSTOMERS, " ");
  const clauses = text
    .split(/[.;!?\n]+|,\s*(?:and|but|while|plus)\s+|\bas well as\b|\bwhile\b/i)
    .filter((c) => c.trim());
  const weights = new Map<string, number>();
  let shaded = 0;
  for (const clause of clauses) {
    const percent = clause.match(/(\d{1,3})\s*(%|percent)/i);
    let weight = 1;
    if (percent) weight = 0.55 + Math.min(Number(percent[1]), 100) / 100;
    else if (PRIMARY.test(clause)) weight = 1.35;
    else if (SECONDARY.test(clause)) weight = 0.7;
    if (weight !== 1) shaded++;
    for (const word of contentWords(clause)) weights.set(word, Math.max(weights.get(word) ?? 0, weight));
  }
  return { weights, mixed: shaded > 0 && clauses.length > 1 };
}
