// Questions about a certificate of liability insurance answered from its boxes (certificate-
// boxes.ts) rather than from labels: on a flattened ACORD 25 the label read would take the next
// caption ("INSURER B :") or the cancellation wording for a value.
import { isCertificatePage, readCertificateBoxes } from "./certificate-boxes.ts";

/**
 * A page, or a passage of one (search returns passages of about a thousand characters), from a
 * certificate: its title, its form footer, or its captions.
 */
const fromCertificate = (text: string) =>
  isCertificatePage(text) ||
  /ACORD 2[45] \(20\d\d\/\d\d\)|INSURER\(S\) AFFORDING COVERAGE|CERTIFICATE HOLDER\s+CANCELLATION/i.test(text);
import type { QuestionClass } from "./question-classes.ts";
import type { Finding, PageText } from "./types.ts";

const BOXED = new Set(["namedInsured", "certificateHolder", "carrier"]);

/**
 * The certificate's answer to a question of class `cls`, or null when the pages hold no
 * certificate or the class is not read from its boxes. An empty list means the certificate was
 * read and does not say (several insurers and the question names none of their letters).
 */
export function certificateAnswer(cls: QuestionClass, question: string, pages: PageText[]): Finding[] | null {
  if (!BOXED.has(cls.id)) return null;
  const passages = pages.filter((p) => fromCertificate(p.text));
  if (!passages.length) return null;
  const read = passages.map(readCertificateBoxes);
  const boxes = {
    insured: read.find((b) => b.insured)?.insured ?? null,
    holder: read.find((b) => b.holder)?.holder ?? null,
    insurers: read.flatMap((b) => b.insurers).filter((i, n, all) => all.findIndex((j) => j.letter === i.letter) === n),
  };
  const finding = (box: { value: string; citation: Finding["citation"] } | null): Finding[] =>
    box ? [{ value: box.value, context: null, citation: box.citation }] : [];
  if (cls.id === "namedInsured") return finding(boxes.insured);
  if (cls.id === "certificateHolder") return finding(boxes.holder);
  const letter = /\binsurer\s*(?:letter\s*)?\(?([A-F])\)?(?![a-z])|\bletter\s+([A-F])\b/i.exec(question);
  const wanted = letter ? (letter[1] ?? letter[2])!.toUpperCase() : null;
  const insurers = boxes.insurers.filter((i) => !/see attach/i.test(i.name));
  const chosen = wanted ? insurers.filter((i) => i.letter === wanted) : insurers.length === 1 ? insurers : [];
  return chosen.map((i) => ({ value: i.name, context: `Insurer ${i.letter}`, citation: i.citation }));
}
