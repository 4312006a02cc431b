// The shape of an evaluation case.

export interface ExpectedValue {
  value: string;
  page: number;
  /** the document the value is in, when the case has several */
  doc?: string;
}

export interface EvalCase {
  id: string;
  docs: string[];
  question: string;
  /** the question class the case exercises (for the per-class figures) */
  class: string;
  expect: { notFound: true } | { values: ExpectedValue[]; list?: boolean };
}
