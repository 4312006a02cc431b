// How questions are worded, per question class. Development questions use the first list; held-out
// questions use the second, wordings the reader was not developed against.

type Wordings = [dev: string[], heldOut: string[]];

export const templates: Record<string, Wordings> = {
  eachOccurrence: [
    ["What is the each occurrence limit?", "What's the per occurrence limit on the GL?"],
    ["How much coverage is there per occurrence?", "Occurrence limit?"],
  ],
  generalAggregate: [
    ["What is the general aggregate limit?", "What's the aggregate?"],
    ["How high is the general aggregate?", "What is the policy aggregate limit?"],
  ],
  productsAggregate: [
    ["What is the products-completed operations aggregate?"],
    ["What's the products and completed ops aggregate limit?"],
  ],
  personalAdvertising: [
    ["What is the personal and advertising injury limit?"],
    ["Personal & advertising injury limit?"],
  ],
  rentedPremises: [
    ["What is the damage to rented premises limit?"],
    ["What's the fire damage (rented premises) limit?"],
  ],
  medicalExpense: [["What is the medical expense limit?"], ["What are the med pay limits?"]],
  combinedSingleLimit: [["What is the combined single limit on the auto?"], ["Auto liability CSL?"]],
  bodilyInjuryPerPerson: [
    ["What is the BI limit each person?", "What is the bodily injury each person limit?"],
    ["What's the BI per person limit on the auto policy?"],
  ],
  bodilyInjuryPerAccident: [["What is the bodily injury each accident limit?"], ["Bodily injury per accident?"]],
  propertyDamage: [["What is the property damage limit?"], ["What's the auto property damage limit?"]],
  umbrellaOccurrence: [
    ["What is the umbrella each occurrence limit?", "How much will the umbrella pay for each occurrence?"],
    ["How much does the excess/umbrella pay per occurrence?"],
  ],
  umbrellaAggregate: [["What is the umbrella aggregate limit?"], ["Umbrella aggregate?"]],
  elAccident: [["What is the employer's liability each accident limit?"], ["EL bodily injury by accident limit?"]],
  elDiseasePolicy: [["What is the disease policy limit?"], ["What is the employers liability disease - policy limit?"]],
  elDiseaseEmployee: [["What is the disease each employee limit?"], ["EL disease per employee?"]],
  deductible: [["What is the deductible?"], ["Is there a deductible, and how much?"]],
  premium: [
    ["What is the total premium?", "How much is the premium?"],
    ["What does the policy cost in total premium?", "Total premium?"],
  ],
  autoPremium: [["What is the premium for the business auto coverage part?"], ["How much is the auto premium?"]],
  umbrellaPremium: [["What is the umbrella premium?"], ["What does the excess/umbrella part cost (premium)?"]],
  policyNumber: [["What is the policy number?"], ["Policy #?"]],
  effectiveDate: [["What is the effective date?"], ["When does coverage start?"]],
  expirationDate: [["When does the policy expire?"], ["What's the expiration date?"]],
  policyPeriod: [["What is the policy period?"], ["What are the policy term dates?"]],
  carrier: [["Who is the insurance carrier?"], ["Which insurance company issued this?"]],
  naic: [["What is the insurer's NAIC number?"], ["NAIC code?"]],
  namedInsured: [["Who is the named insured?"], ["What is the insured's name?"]],
  mailingAddress: [["What is the mailing address?"], ["What address is on the declarations?"]],
  producer: [["Who is the producer?"], ["Which agency is the agent on this policy?"]],
};

export const exclusionWordings: Wordings = [
  ["Is there a {topic} exclusion?", "What does the policy say about {topic}?"],
  ["Does the policy exclude {topic}?", "Show me the {topic} exclusion wording."],
];
export const formWordings: Wordings = [["What forms and endorsements are attached?"], ["List the forms schedule."]];
export const formTopicWordings: Wordings = [["Is there a {title} endorsement?"], ["Which form is the {title}?"]];
export const unknownQuestions: Wordings = [
  ["What is the hired and non-owned auto limit?"],
  ["What is the flood sublimit?"],
];
