import type { PeekFileOutput, RunContext, SearchFileOutput } from "../tool-contract.ts";

/**
 * The offline engine's sentences. Every value in them comes from a tool's output (an answer
 * with its citation marks, a summary line, a draft's title): nothing here knows insurance.
 */
export const CAPABILITIES = [
  "answer questions on the attached documents (limits, premiums, dates, policy numbers, carriers, forms, deductibles, named insured, exclusions), quoting the passage and its page",
  "summarize a policy, each line cited",
  "draft an email reply to a linked service request",
  "draft a document such as a coverage summary",
];

export function cannotDo(preset: string | null, reason?: string): string {
  const lead = reason ? `${reason} ` : "";
  const presetNote =
    preset && !["DocumentExploration", "CertificateReview", "ContractReview", "CoverageComparison"].includes(preset)
      ? ` The ${preset} preset's form-filling and analysis skills need a language model or arrive in a later release.`
      : "";
  return `${lead}With no language model configured I can ${CAPABILITIES.slice(0, -1).join("; ")}; and ${CAPABILITIES.at(-1)}.${presetNote} Configure a model (CARA_MODEL) for open-ended requests.`;
}

export function answerText(output: SearchFileOutput): string {
  const results = output.results ?? [];
  if (results.length === 0) return "I found nothing to search: no document in this workspace has readable text.";
  if (results.length === 1) return results[0]!.answer;
  const label = (query: string) => query.charAt(0).toUpperCase() + query.slice(1);
  return results.map((result) => `**${label(result.query)}**: ${result.answer}`).join("\n\n");
}

export function summaryText(output: PeekFileOutput): string {
  const files = output.files ?? [];
  if (files.length === 0) return "There is no readable document in this workspace to summarize.";
  return files
    .map((file) => {
      const lines = file.summary.lines.map((line) => `- **${line.label}**: ${line.value} [${line.citation.ref}]`);
      const missing = file.summary.missing.length
        ? `\n\nNot found in the document: ${file.summary.missing.join(", ")}.`
        : "";
      const body = lines.length ? lines.join("\n") : "I could not find the policy's declarations in this file.";
      return `**${file.fileName}** (${file.pageCount} page${file.pageCount === 1 ? "" : "s"})\n\n${body}${missing}`;
    })
    .join("\n\n");
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An HTML coverage summary from the summary lines, each with its source (file, page). */
export function coverageSummaryHtml(
  output: PeekFileOutput,
  context: RunContext | null,
): { title: string; html: string } {
  const client = context?.clientName;
  const title = client ? `Coverage summary: ${client}` : "Coverage summary";
  const sections = (output.files ?? []).map((file) => {
    const rows = file.summary.lines
      .map(
        (line) =>
          `<tr><th scope="row">${escapeHtml(line.label)}</th><td>${escapeHtml(line.value)}</td><td>${escapeHtml(file.fileName)}, page ${line.citation.page}</td></tr>`,
      )
      .join("");
    const missing = file.summary.missing.length
      ? `<p>Not found in the document: ${escapeHtml(file.summary.missing.join(", "))}.</p>`
      : "";
    return `<h2>${escapeHtml(file.fileName)}</h2><table><thead><tr><th>Item</th><th>Value</th><th>Source</th></tr></thead><tbody>${rows}</tbody></table>${missing}`;
  });
  return { title, html: `<h1>${escapeHtml(title)}</h1>${sections.join("")}` };
}

/** An email reply to the linked service request: what was asked, what was found, what to confirm. */
export function replyEmail(context: RunContext | null, findings: SearchFileOutput | null) {
  const request = context?.serviceRequest ?? null;
  const greeting = request?.contactName ? `Hi ${request.contactName.split(" ")[0]},` : "Hello,";
  const asked = request?.question ?? request?.details ?? null;
  const found = (findings?.results ?? []).filter((result) => result.found);
  const lines = [greeting, ""];
  lines.push(asked ? `Thank you for your request: "${asked}"` : "Thank you for your request.");
  if (found.length) {
    lines.push("", "Here is what your policy documents show:");
    for (const result of found)
      lines.push(`- ${result.answer.replace(/\s*\[\d+\]/g, "")} (${sourcesOf(result.citations)})`);
  } else if (findings) {
    lines.push("", "I could not find the answer in the documents on file, and I am checking with the carrier.");
  }
  lines.push("", "Please let me know if anything has changed or if you need anything else.", "", "Best regards,");
  const subject = request ? `Re: your ${request.type.toLowerCase().replace(/_/g, " ")}` : "Re: your request";
  return { subject, toEmail: request?.contactEmail ?? null, body: lines.join("\n") };
}

function sourcesOf(citations: Array<{ fileName: string; page: number }>): string {
  return [...new Set(citations.map((c) => `${c.fileName}, page ${c.page}`))].join("; ");
}
