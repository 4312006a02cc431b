// How questions are worded, per question class. Development questions use the first list; held-out
// questions use the second, wordings the reader was not developed against; the unseen split uses
// the third, written after the held-out failures had been read once (never printed, never tuned to).

type Wordings = [dev: string[], heldOut: string[], unseen: string[]];

export const templates: Record<string, Wordings> = {
  eachOccurrence: [
    [
      "What is the each occurrence limit?",
      "What's the per occurrence limit on the GL?",
      "How much coverage is there per occurrence?",
      "What is the occurrence limit of liability?",
    ],
    ["How much coverage is there per occurrence?", "Occurrence limit?"],
    ["Tell me the GL occurrence limit.", "What would the policy pay for any one occurrence?"],
  ],
  generalAggregate: [
    [
      "What is the general aggregate limit?",
      "What's the aggregate?",
      "What is the policy aggregate?",
      "How much is the general liability aggregate limit?",
    ],
    ["How high is the general aggregate?", "What is the policy aggregate limit?"],
    ["What is the most the GL pays in total for the term (general aggregate)?"],
  ],
  productsAggregate: [
    [
      "What is the products-completed operations aggregate?",
      "What's the prod/comp ops aggregate?",
      "How much is the completed operations aggregate?",
      "What is the products and completed operations limit?",
    ],
    ["What's the products and completed ops aggregate limit?"],
    ["How much is the completed operations aggregate?"],
  ],
  personalAdvertising: [
    ["What is the personal and advertising injury limit?", "How much is the personal & advertising injury limit?"],
    ["Personal & advertising injury limit?"],
    ["What limit applies to personal injury and advertising injury?"],
  ],
  rentedPremises: [
    [
      "What is the damage to rented premises limit?",
      "What is the fire legal liability limit?",
      "How much coverage is there for damage to premises the insured rents?",
      "What is the limit for premises rented to the insured?",
    ],
    ["What's the fire damage (rented premises) limit?"],
    ["How much coverage for damage to premises we rent?"],
  ],
  medicalExpense: [
    ["What is the medical expense limit?", "What is the med pay limit?"],
    ["What are the med pay limits?"],
    ["What is the medical payments limit per person?"],
  ],
  combinedSingleLimit: [
    [
      "What is the combined single limit on the auto?",
      "What is the CSL?",
      "What's the auto liability single limit?",
      "What is the combined limit for bodily injury and property damage on the auto policy?",
    ],
    ["Auto liability CSL?"],
    ["What single limit applies to auto liability?"],
  ],
  bodilyInjuryPerPerson: [
    [
      "What is the BI limit each person?",
      "What is the bodily injury each person limit?",
      "What's the per-person bodily injury limit?",
    ],
    ["What's the BI per person limit on the auto policy?"],
    ["How much bodily injury coverage per person does the auto carry?"],
  ],
  bodilyInjuryPerAccident: [
    ["What is the bodily injury each accident limit?", "What is the per-accident bodily injury limit?"],
    ["Bodily injury per accident?"],
    ["What is the auto bodily injury limit for each accident?"],
  ],
  propertyDamage: [
    ["What is the property damage limit?", "What's the PD limit per accident?"],
    ["What's the auto property damage limit?"],
    ["How much property damage liability on the vehicles?"],
  ],
  umbrellaOccurrence: [
    [
      "What is the umbrella each occurrence limit?",
      "How much will the umbrella pay for each occurrence?",
      "What's the excess policy's per-occurrence limit?",
    ],
    ["How much does the excess/umbrella pay per occurrence?"],
    ["What is the umbrella limit for any one occurrence?"],
  ],
  umbrellaAggregate: [
    ["What is the umbrella aggregate limit?", "What is the aggregate on the umbrella?"],
    ["Umbrella aggregate?"],
    ["What is the total aggregate on the umbrella?"],
  ],
  elAccident: [
    ["What is the employer's liability each accident limit?", "What is the bodily injury by accident limit?"],
    ["EL bodily injury by accident limit?"],
    ["Employers liability limit for each accident?"],
  ],
  elDiseasePolicy: [
    ["What is the disease policy limit?", "What is the bodily injury by disease policy limit?"],
    ["What is the employers liability disease - policy limit?"],
    ["What is the EL disease policy limit?"],
  ],
  elDiseaseEmployee: [
    ["What is the disease each employee limit?", "What is the disease limit per employee?"],
    ["EL disease per employee?"],
    ["What is the employers liability limit for disease per employee?"],
  ],
  deductible: [
    ["What is the deductible?", "How much is the deductible?", "What deductible applies?"],
    ["Is there a deductible, and how much?"],
    ["What deductible applies?"],
  ],
  premium: [
    ["What is the total premium?", "How much is the premium?", "What does the policy cost?"],
    ["What does the policy cost in total premium?", "Total premium?"],
    ["What is the full premium for this policy?", "How much premium is charged in total?"],
  ],
  autoPremium: [
    ["What is the premium for the business auto coverage part?"],
    ["How much is the auto premium?"],
    ["What premium is charged for business auto?"],
  ],
  umbrellaPremium: [
    ["What is the umbrella premium?"],
    ["What does the excess/umbrella part cost (premium)?"],
    ["How much does the umbrella cost?"],
  ],
  policyNumber: [
    [
      "What is the policy number?",
      "What's the policy #?",
      "Give me the number of the policy.",
      "What is the policy no.?",
    ],
    ["Policy #?"],
    ["Which policy number is this?"],
  ],
  effectiveDate: [
    [
      "What is the effective date?",
      "When does coverage begin?",
      "When does the policy take effect?",
      "What is the inception date?",
      "When does coverage commence?",
    ],
    ["When does coverage start?"],
    ["What date does the policy take effect?"],
  ],
  expirationDate: [
    [
      "When does the policy expire?",
      "What is the expiration date?",
      "When does coverage end?",
      "What is the expiry date?",
      "When does this policy lapse?",
      "What is the renewal date?",
    ],
    ["What's the expiration date?"],
    ["On what date does coverage end?"],
  ],
  policyPeriod: [
    [
      "What is the policy period?",
      "What is the policy term?",
      "What are the coverage dates?",
      "What dates does the policy cover?",
      "From when to when is the insured covered?",
    ],
    ["What are the policy term dates?"],
    ["What dates does the policy run?"],
  ],
  carrier: [
    ["Who is the insurance carrier?", "Which company issued the policy?", "Who is the writing company?"],
    ["Which insurance company issued this?"],
    ["Which carrier writes this policy?"],
  ],
  naic: [
    ["What is the insurer's NAIC number?", "What's the carrier's NAIC code?"],
    ["NAIC code?"],
    ["What is the carrier's NAIC?"],
  ],
  namedInsured: [
    [
      "Who is the named insured?",
      "What is the name of the insured?",
      "Who is the policyholder?",
      "Which business is insured?",
    ],
    ["What is the insured's name?"],
    ["Who is insured under this policy?"],
  ],
  mailingAddress: [
    [
      "What is the mailing address?",
      "What's the address of the named insured?",
      "What mailing address is on the policy?",
    ],
    ["What address is on the declarations?"],
    ["What is the insured's mailing address?"],
  ],
  producer: [
    [
      "Who is the producer?",
      "Who is the agent of record?",
      "Which agency placed this policy?",
      "Who is the broker?",
      "Who sold this policy?",
    ],
    ["Which agency is the agent on this policy?"],
    ["Who is the agent of record?"],
  ],
};

export const exclusionWordings: Wordings = [
  [
    "Is there a {topic} exclusion?",
    "What does the policy say about {topic}?",
    "Does the policy exclude {topic} losses?",
    "Is {topic} excluded under this policy?",
  ],
  ["Does the policy exclude {topic}?", "Show me the {topic} exclusion wording."],
  ["Are {topic} claims excluded?", "Find the exclusion for {topic}."],
];
export const formWordings: Wordings = [
  ["What forms and endorsements are attached?"],
  ["List the forms schedule."],
  ["Which endorsements are on this policy?"],
];
export const formTopicWordings: Wordings = [
  ["Is there a {title} endorsement?"],
  ["Which form is the {title}?"],
  ["What is the form number of the {title}?"],
];
export const unknownQuestions: Wordings = [
  ["What is the hired and non-owned auto limit?"],
  ["What is the flood sublimit?"],
  ["What is the cyber liability limit?"],
];
