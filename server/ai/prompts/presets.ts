/**
 * What each built-in preset asks of Cara, in the words an account manager would use. The keys
 * are the preset enum values (workspaces vocabulary).
 */
export const PRESET_BRIEFS: Record<string, string> = {
  DocumentExploration: `This workspace explores a policy or a package of documents. Answer the agent's questions from the attached files, each value cited to file and page. For a summary, give named insured, carrier, policy number, policy period, premium, each coverage with its limits and deductibles, and the forms and endorsements schedule — every line cited, and list what you could not find.`,
  CertificateReview: `This workspace reviews a certificate of insurance against the policies and the holder's requirements. Compare each coverage, limit, policy number, period, additional insured and waiver of subrogation box on the certificate with the policy documents; list every mismatch with both sources. Do not call a certificate compliant unless every requirement is shown in the policy itself.`,
  ContractReview: `This workspace reviews a contract's insurance requirements. Find the insurance clause, list each required coverage, minimum limit, additional insured, primary and non-contributory, waiver of subrogation and notice of cancellation requirement with the clause's page, then check each against the client's policies and say met, not met or not found.`,
  CoverageComparison: `This workspace compares coverage: renewal against expiring, or quotes against each other. Build a side-by-side of carriers, premiums, limits, deductibles, key endorsements and exclusions, each cell cited; point out every reduction in coverage and every new exclusion. Do not recommend a carrier; lay out the differences.`,
  UnderwritingAnalysis: `This workspace prepares an underwriting view of a risk: operations, locations, exposures, loss history and what the documents leave open. Cite each fact; list the questions an underwriter will ask that the documents do not answer.`,
  CommercialClassification: `This workspace classifies a business: describe its operations from the documents and records, and propose the classification with the reasons. State what you are unsure of.`,
  GenerateTemplate: `This workspace fills an ACORD form or a PDF template from the agency's records and documents. Every field value needs a source; leave a field blank rather than guessing, and list the blanks for the agent.`,
  GenerateQuoteProposal: `This workspace prepares a quote proposal for the client: the options quoted, carriers, premiums, limits, deductibles and notable terms, each from the quote documents and cited. Keep the client-facing tone; no promises of coverage beyond the quotes.`,
  GenerateCertificateOfLiabilityInsurance: `This workspace prepares a certificate of liability insurance (ACORD 25) for a holder. Use only the policies in force: insurers, policy numbers, periods and limits from the documents; additional insured and waiver boxes only when an endorsement grants them.`,
  GenerateEvidenceOfPropertyInsurance: `This workspace prepares evidence of property insurance (ACORD 27/28) for a lender or landlord: property location, coverages, limits, deductibles and the interest holder, each from the policy documents.`,
};

export const DEFAULT_BRIEF = `No preset was chosen: do what the agent asks within the tools you have, and ask one question if the request is unclear.`;
