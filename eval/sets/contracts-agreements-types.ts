/**
 * An agreement excerpt for the contract-review evaluation on agreement-length text (issue 28,
 * item 7): the agreement as one text (paragraphs separated by blank lines; eval/sets/
 * contracts-agreements.ts lays it out as pages the way a PDF's extracted text reads) and the
 * insurance requirements it places on the party that must insure.
 */
export interface AgreementCase {
  id: string;
  /** supply, franchise, outsourcing, licence, lease, construction, services, manufacturing, distribution… */
  type: string;
  text: string;
  expected: ExpectedAgreementRequirement[];
}

/**
 * One requirement: its kind (the reader's RequirementKind names, plus CERTIFICATE_DELIVERY, CYBER
 * and CRIME) and the values that must be read right when given: the minimum limit in dollars, the
 * days (notice of cancellation; certificate delivery "within N days"), the years (coverage kept
 * after completion or after the term), the endorsement forms, the insurer rating ("A- VIII").
 */
export interface ExpectedAgreementRequirement {
  kind: string;
  minimum?: number;
  days?: number;
  years?: number;
  forms?: string[];
  rating?: string;
}
