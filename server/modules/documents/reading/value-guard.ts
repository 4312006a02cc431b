// Honesty before coverage: a value is stated only when it has the type the question asks for. A
// label ("INSURER B :"), a heading ("Captive Reinsurance Companies"), a sentence fragment ("c. The
// first Named Insured must…") or an insurer's name given as the insured is not a value, whatever
// line it was read from; the reader then says it did not find the thing asked.
import type { QuestionClass } from "./question-classes.ts";
import { moneyPattern, periodDates } from "./values.ts";

/** Words of captions and headings: a value made of these only is a label, not a name. */
const CAPTION_WORDS = new Set(
  (
    "a b c d e f g h i j insurer insurers insured insureds named producer producers agent agency broker retention code no nos " +
    "number numbers policy policies company companies reinsurance reinsurer reinsured captive coverage coverages affording " +
    "conditions condition schedule schedules holder certificate contact name names address addresses the of and or to " +
    "for in limits limit premium premiums form forms type types description descriptions information insurance " +
    "declarations declaration page item items section sections quote quotes period term effective expiration date dates " +
    "applicant carrier carriers underwriter underwriters writing issuing see attached shown below above per each total " +
    "amount amounts letter ltr naic s mailing location locations x cancellation gl cgl bop wc auto"
  ).split(" "),
);

/** A name of an insurer: never the answer to "who is insured". */
const INSURER_NAME =
  /\b(insurance|assurance|indemnity|casualty|surety|reinsurance|underwriters|lloyd'?s|insurance exchange|truck insurance exchange)\b.*\b(company|co\.?|exchange|limited|ltd|inc|corporation|plc|se|ag|of london|syndicates?)\b|\bunderwriters at lloyd|\bexchange$/i;

const words = (value: string) => value.toLowerCase().match(/[a-z0-9'&]+/g) ?? [];

/** A label or caption rather than a value: ends in a colon, or is made of caption words only. */
export function isCaption(value: string): boolean {
  const v = value.trim();
  if (/:\s*$/.test(v) || /^\W*$/.test(v)) return true;
  const w = words(v);
  return w.length > 0 && w.every((word) => CAPTION_WORDS.has(word.replace(/'s$/, "")));
}

/** A piece of a sentence rather than a name: starts lower-case or with an enumerator, or runs on. */
function isFragment(value: string): boolean {
  const v = value.trim();
  if (/^[a-z]/.test(v) || /^\(?[a-z0-9]{1,2}[.)]\s/i.test(v)) return true;
  if (words(v).length > 12) return true;
  return /\b(must|shall|should|will|may|be|is|are|was|were|has|have|if|when|which)\b/i.test(v) && words(v).length > 5;
}

/** A name (a party, a company), not a caption, a sentence or a label. */
export const isNameValue = (value: string) => isName(value.trim());

function isName(value: string): boolean {
  return /[a-z]{2}/i.test(value) && !value.includes(":") && !isCaption(value) && !isFragment(value);
}

/** Whether `value`, read for question class `cls`, has the type the question asks for. */
export function fitsQuestion(cls: QuestionClass, value: string): boolean {
  const v = value.replace(/^[\s:#.\-–]+/, "").trim();
  if (!v) return false;
  switch (cls.value) {
    case "money": {
      moneyPattern.lastIndex = 0;
      return moneyPattern.test(v) || /^\$?\s?\d+(\.\d+)?$/.test(v) || /\b(unlimited|statutory)\b/i.test(v);
    }
    case "date":
      return periodDates(v).length >= 1;
    case "period":
      return periodDates(v).length >= 2;
    case "policyNumber":
      return /\d/.test(v) && !v.includes(":") && v.split(/\s+/).length <= 5 && !isFragment(v);
    case "naic":
      return /^\d{5}$/.test(v);
    case "address":
      return /\d/.test(v) && /[a-z]{2}/i.test(v) && !isCaption(v);
    case "text":
      if (!isName(v)) return false;
      if (cls.id === "namedInsured") return !INSURER_NAME.test(v);
      return true;
    default:
      return true;
  }
}
