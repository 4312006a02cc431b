// A premium printed with a condition ("Total Premium if paid in full $14,564.03") is stated with
// it, and with the total the same page prints after it ("Total $16,188.10"): "$14,564.03 if paid in
// full; total $16,188.10". Stating the first amount alone as the premium would be wrong.
import { pageLines } from "./page-lines.ts";
import type { Finding, PageText } from "./types.ts";
import { moneyPattern } from "./values.ts";

const QUALIFIER =
  /\b(if paid in full|paid in full|pay(?:able)? in full|per installment|deposit(?: premium)?|minimum earned|if paid by [a-z ]+)\b/i;
const TOTAL_LINE =
  /^\s*(total(?!\s+premium\s+if)(?: (?:cost|due|payable|amount|policy cost|premium(?:,| and| &)? (?:taxes|fees)[^\t$]*|with taxes and fees|including [^\t$]*))?|grand total|amount due)\b/i;

function firstAmount(text: string): string | null {
  const re = new RegExp(moneyPattern.source, "gi");
  for (const m of text.matchAll(re)) if (/\d/.test(m[0])) return m[0];
  return null;
}

export function withPremiumQualifiers(findings: Finding[], pages: PageText[]): Finding[] {
  return findings.map((f) => {
    const qualifier = QUALIFIER.exec(f.citation.quote)?.[0];
    if (!qualifier || f.value.toLowerCase().includes(qualifier.toLowerCase())) return f;
    const page = pages.find((p) => p.fileId === f.citation.fileId && p.page === f.citation.page);
    const from = page ? page.text.indexOf(f.citation.quote) : -1;
    let value = `${f.value} ${qualifier.toLowerCase()}`;
    let quote = f.citation.quote;
    if (page && from >= 0) {
      const total = pageLines(page.text).find(
        (l) => l.start > from + quote.length - 1 && TOTAL_LINE.test(l.text) && !QUALIFIER.test(l.text),
      );
      const amount = total ? firstAmount(total.text) : null;
      if (total && amount && amount !== f.value) {
        value = `${value}; total ${amount}`;
        quote = page.text.slice(from, total.end);
      }
    }
    return { ...f, value, citation: { ...f.citation, quote } };
  });
}
