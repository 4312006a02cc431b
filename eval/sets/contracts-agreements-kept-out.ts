import type { AgreementCase } from "./contracts-agreements-types.ts";

/**
 * KEPT-OUT agreements for contract review (issue 28, item 7): excerpts of long commercial
 * agreements — supply, franchise, outsourcing, licence, lease, construction subcontract, carrier
 * and contract-manufacturing agreements — written for this project in the style of agreements
 * filed as exhibits with the SEC (no text copied from any filing, repository or data set). The
 * insurance requirements sit under whatever heading such agreements use ("Indemnification and
 * Insurance", "Risk Allocation", "Obligations of Franchisee", a general-provisions section) among
 * clauses that are not insurance requirements (liability caps, indemnities, recalls, payment
 * terms). Written and committed alone, before any rule of the reader that it measures; never tuned
 * on; its failures are never printed or read to change a rule; its wording is never copied into a
 * development set (eval/README.md, "Held-out discipline").
 *
 * Expected: every requirement the agreement places on the party that must insure, each kind once,
 * with its value (limit, days, years, forms, rating). The limit of a products liability policy
 * required on its own is PRODUCTS_COMPLETED (general liability limits "including products" are
 * the general liability's); coverage kept in force for years after completion or after the term
 * is COMPLETED_OPERATIONS_DURATION; coverages the reader has no kind for (recall, cargo, liquor,
 * business interruption, employment practices) are not counted.
 */
export const AGREEMENTS_KEPT_OUT: AgreementCase[] = [
  {
    id: "supply-components",
    type: "supply",
    text: `SUPPLY AGREEMENT

This Supply Agreement (this "Agreement") is entered into as of March 3, 2021 (the "Effective Date") by and between Halvorsen Precision Components, Inc., a Minnesota corporation ("Supplier"), and Brightwater Appliance Company, a Delaware corporation ("Buyer").

ARTICLE 1
DEFINITIONS

1.1 "Products" means the components listed in Exhibit A, as amended from time to time by written agreement of the parties.

1.2 "Specifications" means the drawings, tolerances, material requirements and quality standards for each Product set out in Exhibit B.

1.3 "Affiliate" means any entity that controls, is controlled by or is under common control with a party, where "control" means ownership of more than fifty percent (50%) of the voting securities of such entity.

ARTICLE 2
PURCHASE AND SALE

2.1 Forecasts. Buyer shall provide Supplier with a rolling twelve (12) month non-binding forecast of its requirements for Products on or before the fifth business day of each calendar month. The first three (3) months of each forecast shall constitute a firm order.

2.2 Purchase Orders. Buyer shall order Products by written purchase order. Supplier shall accept or reject each purchase order within five (5) business days after receipt; a purchase order not rejected within that period is deemed accepted.

2.3 Delivery. Supplier shall deliver Products FCA Supplier's facility (Incoterms 2020). Title and risk of loss pass to Buyer upon delivery to the carrier designated by Buyer.

ARTICLE 3
PRICE AND PAYMENT

3.1 Prices. The prices for Products are set out in Exhibit A and are fixed for the first twelve (12) months of the Term. Thereafter Supplier may adjust prices once per calendar year on ninety (90) days' written notice, by no more than the change in the Producer Price Index for the preceding twelve months.

3.2 Payment. Buyer shall pay each undisputed invoice within forty-five (45) days after receipt. Late payments bear interest at one percent (1%) per month or the highest rate permitted by law, whichever is lower.

ARTICLE 4
QUALITY; WARRANTY; RECALLS

4.1 Warranty. Supplier warrants that for twenty-four (24) months after delivery each Product will conform to the Specifications and be free from defects in material and workmanship.

4.2 Recalls. If a governmental authority requires, or Buyer reasonably determines, that a product incorporating a Product be recalled because of a defect in the Product, Supplier shall reimburse Buyer's reasonable out-of-pocket costs of the recall, up to $2,500,000 per recall event.

ARTICLE 11
INDEMNIFICATION AND INSURANCE

11.1 Indemnification by Supplier. Supplier shall defend, indemnify and hold harmless Buyer, its Affiliates and their respective officers, directors and employees from and against all losses, damages, liabilities and expenses (including reasonable attorneys' fees) arising from any third-party claim alleging bodily injury, death or damage to property caused by a defect in a Product.

11.2 Procedure. The indemnified party shall give prompt written notice of a claim, permit the indemnifying party to control the defense, and cooperate in the defense at the indemnifying party's expense.

11.3 Limitation of Liability. EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, NEITHER PARTY SHALL BE LIABLE FOR CONSEQUENTIAL OR PUNITIVE DAMAGES, AND EACH PARTY'S AGGREGATE LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED $4,000,000.

11.4 Insurance. During the Term and for three (3) years thereafter, Supplier shall maintain, at its own cost, with insurers rated A- VIII or better by A.M. Best Company: (a) commercial general liability insurance, including products and completed operations and contractual liability coverage, with limits of not less than $5,000,000 per occurrence and $10,000,000 in the aggregate; (b) umbrella liability insurance with a limit of not less than $10,000,000; and (c) workers' compensation insurance as required by applicable law and employer's liability insurance with a limit of not less than $1,000,000 each accident.

11.5 Buyer and its Affiliates shall be named as additional insureds under the policies described in Section 11.4(a) and (b) by a vendor's endorsement, and such policies shall provide that they are primary and non-contributory with any insurance maintained by Buyer. Supplier waives, and shall cause its insurers to waive, all rights of subrogation against Buyer.

11.6 Supplier shall deliver certificates of insurance evidencing the coverage required by this Article to Buyer within fifteen (15) days after the Effective Date and upon each renewal. Each policy shall provide that it may not be cancelled without at least thirty (30) days' prior written notice to Buyer.

ARTICLE 12
TERM AND TERMINATION

12.1 Term. This Agreement begins on the Effective Date and continues for three (3) years, and renews for successive one-year terms unless either party gives notice of non-renewal at least one hundred eighty (180) days before the end of the then-current term.

12.2 Termination for Cause. Either party may terminate this Agreement on written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice describing it.

ARTICLE 13
MISCELLANEOUS

13.1 Notices. All notices shall be in writing and delivered by hand, by overnight courier or by email with confirmation to the addresses set out on the signature page.

13.2 Governing Law. This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws rules.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 5_000_000 },
      { kind: "GL_AGGREGATE", minimum: 10_000_000 },
      { kind: "UMBRELLA", minimum: 10_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "INSURER_RATING", rating: "A- VIII" },
      { kind: "COMPLETED_OPERATIONS_DURATION", years: 3 },
      { kind: "INDEMNITY_INSURED" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "CERTIFICATE_DELIVERY", days: 15 },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "franchise-restaurant",
    type: "franchise",
    text: `FRANCHISE AGREEMENT

THIS FRANCHISE AGREEMENT is made and entered into on the date set forth on the signature page by and between Copper Kettle Franchising, LLC, a Texas limited liability company ("Franchisor"), and the person or entity identified on the signature page as franchisee ("Franchisee").

1. GRANT OF FRANCHISE

1.1 Franchisor grants to Franchisee, and Franchisee accepts, the right and obligation to operate one Copper Kettle restaurant (the "Restaurant") at the location described in Schedule 1 (the "Premises"), using the System and the Marks, upon the terms of this Agreement.

1.2 Franchisee shall not relocate the Restaurant without Franchisor's prior written consent.

2. FEES

2.1 Initial Franchise Fee. Franchisee shall pay Franchisor an initial franchise fee of $40,000 upon signing this Agreement. The initial franchise fee is fully earned upon payment and is not refundable.

2.2 Royalty. Franchisee shall pay Franchisor a continuing royalty equal to five percent (5%) of Gross Sales each week, by electronic funds transfer on each Tuesday for the preceding week.

2.3 Brand Fund. Franchisee shall contribute two percent (2%) of Gross Sales to the brand development fund administered by Franchisor.

9. OBLIGATIONS OF FRANCHISEE

9.1 Franchisee shall operate the Restaurant in strict conformity with the Operations Manual, as Franchisor may modify it from time to time, and shall offer only the menu items Franchisor approves.

9.2 Franchisee shall keep the Restaurant open during the hours Franchisor specifies and shall maintain the Premises in a clean, safe and orderly condition and in good repair.

9.3 Franchisee shall comply with all laws, ordinances and regulations applicable to the Restaurant, including health, sanitation, employment and alcoholic beverage laws, and shall obtain and keep in force all required permits and licenses.

9.4 Before the Restaurant opens and throughout the term, Franchisee shall procure and maintain, at its sole expense, the following insurance with carriers having an A.M. Best rating of A- VII or better: (a) commercial general liability insurance on an occurrence basis, with limits of at least $1,000,000 per occurrence and $2,000,000 general aggregate, and a products-completed operations aggregate of $2,000,000; (b) automobile liability insurance covering owned, hired and non-owned vehicles with a combined single limit of $1,000,000; (c) workers' compensation insurance with statutory limits and employer's liability insurance with limits of $500,000 each accident, $500,000 disease - each employee and $500,000 disease - policy limit; (d) umbrella liability insurance of not less than $3,000,000; (e) "all risk" property insurance on the Restaurant's equipment, fixtures, furnishings and inventory for their full replacement cost; and (f) liquor liability insurance of $1,000,000 if the Restaurant serves alcoholic beverages.

9.5 Each liability policy shall name Franchisor and its affiliates, officers and employees as additional insureds, shall be primary and non-contributory to any insurance Franchisor carries, and shall contain a waiver of the insurer's right of subrogation against Franchisor. No policy may be cancelled or materially changed unless Franchisor receives thirty (30) days' prior written notice.

9.6 Franchisee shall furnish Franchisor with certificates of insurance and copies of the endorsements required by Section 9.4 and 9.5 at least ten (10) days before the Restaurant opens and thereafter within ten (10) days after each renewal. If Franchisee fails to maintain the required insurance, Franchisor may obtain it on Franchisee's behalf and Franchisee shall reimburse the premium plus a fee of fifteen percent (15%).

9.7 Franchisee's obligation to maintain insurance does not limit its obligations under Section 14 (Indemnification).

14. INDEMNIFICATION

14.1 Franchisee shall indemnify, defend and hold harmless Franchisor and its affiliates from all claims, demands, losses and expenses arising from the operation of the Restaurant, except to the extent caused by Franchisor's gross negligence or willful misconduct.

15. TRANSFER

15.1 Franchisee shall not transfer this Agreement, the Restaurant or any ownership interest in Franchisee without Franchisor's prior written consent, which Franchisor may condition on payment of a transfer fee of $10,000 and the transferee's completion of training.

16. DEFAULT AND TERMINATION

16.1 Franchisor may terminate this Agreement upon written notice, without opportunity to cure, if Franchisee abandons the Restaurant for three (3) consecutive days, is convicted of a felony, or fails on three occasions in any twelve (12) month period to pay amounts when due.`,
    expected: [
      { kind: "INSURER_RATING", rating: "A- VII" },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "PRODUCTS_COMPLETED", minimum: 2_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 500_000 },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: 500_000 },
      { kind: "EL_DISEASE_POLICY", minimum: 500_000 },
      { kind: "UMBRELLA", minimum: 3_000_000 },
      { kind: "PROPERTY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
      { kind: "CERTIFICATE_DELIVERY", days: 10 },
    ],
  },
  {
    id: "msa-it-outsourcing",
    type: "outsourcing",
    text: `MASTER SERVICES AGREEMENT

This Master Services Agreement ("Agreement") is dated as of June 30, 2022 between Northgate Mutual Holdings, Inc. ("Customer") and Tessaract Managed Services Corp. ("Provider").

SECTION 1. SERVICES

1.1 Statements of Work. Provider shall perform the information technology infrastructure, application management and service desk services described in each statement of work executed under this Agreement (each, an "SOW").

1.2 Service Levels. Provider shall meet or exceed the service levels set out in Schedule C. If Provider fails to meet a critical service level in any month, Customer shall be entitled to the service level credit stated in Schedule C, which shall not exceed twelve percent (12%) of the monthly fees at risk.

1.3 Personnel. Provider shall assign qualified personnel and shall not replace the key personnel named in an SOW during the first twelve (12) months of that SOW except for death, disability or termination of employment.

SECTION 5. FEES AND INVOICING

5.1 Customer shall pay the fees set out in each SOW. Provider shall invoice monthly in arrears and Customer shall pay undisputed amounts within thirty (30) days after receipt of a correct invoice.

5.2 Provider shall keep complete and accurate records of the Services and the fees and shall permit Customer's auditors to examine them once per contract year on fifteen (15) days' notice.

SECTION 9. DATA PROTECTION AND SECURITY

9.1 Provider shall implement and maintain administrative, physical and technical safeguards that meet or exceed ISO/IEC 27001 and the security requirements in Schedule D.

9.2 Provider shall notify Customer of any Security Incident affecting Customer Data without undue delay and in any event within forty-eight (48) hours after discovery.

SECTION 12. RISK ALLOCATION

12.1 Indemnity. Provider shall indemnify and defend Customer and its affiliates against third-party claims arising from (a) Provider's breach of Section 9, (b) infringement of intellectual property rights by the Services, or (c) bodily injury or property damage caused by Provider personnel.

12.2 Cap. Except for the excluded claims listed in Section 12.3, each party's total liability arising out of this Agreement in any contract year shall not exceed the fees paid or payable in the twelve (12) months before the event giving rise to the claim, and in no event more than $15,000,000.

12.3 Excluded Claims. The cap in Section 12.2 does not apply to a party's indemnification obligations, breach of confidentiality, or gross negligence or willful misconduct.

12.4 Insurance. Provider shall obtain and keep in effect throughout the Term, with insurance companies rated at least A- (Excellent), Financial Size Category VIII, by A.M. Best:
(a) Commercial General Liability, with limits of $2,000,000 per occurrence and $4,000,000 general aggregate;
(b) Technology Errors and Omissions (professional liability) insurance with a limit of $10,000,000 per claim;
(c) Cyber Liability insurance, including network security and privacy liability and notification costs, with a limit of $10,000,000 per claim and in the aggregate;
(d) Commercial Crime insurance, including employee dishonesty and computer fraud, covering loss of Customer property, with a limit of $5,000,000 per loss;
(e) Business Automobile Liability for all owned, non-owned and hired vehicles with a combined single limit of $1,000,000;
(f) Workers' Compensation as required by the laws of each state in which Services are performed, and Employer's Liability of $1,000,000 each accident, $1,000,000 disease each employee and $1,000,000 disease policy limit.

12.5 Customer, its affiliates and their officers, directors and employees shall be included as additional insureds on the policies required by Sections 12.4(a) and 12.4(e). Provider shall provide Customer with certificates of insurance evidencing the required coverage within ten (10) days after the date of this Agreement. Provider shall give Customer at least thirty (30) days' written notice before any required policy is cancelled or not renewed.

12.6 The insurance required by this Section does not limit Provider's liability, and Customer's acceptance of a certificate does not waive any requirement of this Section.

SECTION 15. GENERAL

15.1 Assignment. Neither party may assign this Agreement without the other's prior written consent, except to a successor in a merger or sale of substantially all of its assets.

15.2 Entire Agreement. This Agreement, with its Schedules and SOWs, is the entire agreement of the parties on its subject matter.`,
    expected: [
      { kind: "INSURER_RATING", rating: "A- VIII" },
      { kind: "GL_OCCURRENCE", minimum: 2_000_000 },
      { kind: "GL_AGGREGATE", minimum: 4_000_000 },
      { kind: "PROFESSIONAL", minimum: 10_000_000 },
      { kind: "CYBER", minimum: 10_000_000 },
      { kind: "CRIME", minimum: 5_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: 1_000_000 },
      { kind: "EL_DISEASE_POLICY", minimum: 1_000_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "CERTIFICATE_DELIVERY", days: 10 },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "licence-consumer-products",
    type: "licence",
    text: `TRADEMARK LICENSE AGREEMENT

This Trademark License Agreement (the "Agreement") is effective as of January 1, 2023 between Sundial Brands Holdings LLC ("Licensor") and Pacifica Housewares, Inc. ("Licensee").

1. GRANT

1.1 Licensor grants to Licensee a non-exclusive, non-transferable license to use the Licensed Marks on and in connection with the manufacture, distribution and sale of the Licensed Products in the Territory during the Term.

1.2 Licensee shall not sublicense its rights without Licensor's prior written approval, which Licensor may withhold in its sole discretion.

2. ROYALTIES

2.1 Licensee shall pay Licensor a royalty of eight percent (8%) of Net Sales of Licensed Products, payable quarterly within thirty (30) days after the end of each calendar quarter, with a statement of Net Sales by product and customer.

2.2 Guaranteed Minimum Royalty. For each contract year Licensee shall pay a guaranteed minimum royalty of $250,000, credited against royalties earned in that contract year only.

3. QUALITY CONTROL

3.1 All Licensed Products shall be of a quality at least equal to the samples approved by Licensor. Licensee shall submit pre-production samples of each Licensed Product for Licensor's written approval before any sale.

3.2 Licensee shall permit Licensor's representatives to inspect the facilities where Licensed Products are manufactured on reasonable notice during normal business hours.

6. MANUFACTURE; PRODUCT SAFETY; PRODUCT LIABILITY

6.1 Licensee shall manufacture the Licensed Products in compliance with all applicable laws, including the Consumer Product Safety Act, and shall not use child or forced labor.

6.2 Licensee shall, at its own expense, obtain and maintain during the Term and for two (2) years after its expiration or termination a products liability insurance policy, from an insurer reasonably acceptable to Licensor, with a limit of not less than $3,000,000 combined single limit for each occurrence, naming Licensor as an additional insured. The policy shall provide for thirty (30) days' prior written notice to Licensor of any cancellation or material change.

6.3 Within thirty (30) days after the Effective Date, Licensee shall deliver to Licensor a certificate of insurance evidencing the policy required by Section 6.2, and shall deliver a renewal certificate before each policy expires.

6.4 Licensee shall promptly notify Licensor of any claim or allegation that a Licensed Product is defective or has caused injury, and of any recall or corrective action.

7. INDEMNITY

7.1 Licensee shall indemnify Licensor against any claim arising out of the manufacture, sale or use of the Licensed Products, other than a claim that the Licensed Marks infringe the rights of a third party.

7.2 Licensor shall indemnify Licensee against any claim that Licensee's use of the Licensed Marks in accordance with this Agreement infringes a third party's trademark rights.

8. TERM AND TERMINATION

8.1 The Term is three (3) years from the Effective Date. Licensor may terminate this Agreement on written notice if Licensee fails to pay any royalty within ten (10) days after notice of non-payment, or if Licensee challenges the validity of the Licensed Marks.

8.2 Upon expiration or termination, Licensee may sell off its remaining inventory of Licensed Products for ninety (90) days, subject to payment of royalties.`,
    expected: [
      { kind: "PRODUCTS_COMPLETED", minimum: 3_000_000 },
      { kind: "COMPLETED_OPERATIONS_DURATION", years: 2 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
      { kind: "CERTIFICATE_DELIVERY", days: 30 },
    ],
  },
  {
    id: "lease-office",
    type: "lease",
    text: `OFFICE LEASE

BASIC LEASE PROVISIONS

Landlord: Meridian Tower Owner LLC
Tenant: Quillfeather Analytics, Inc.
Premises: Suite 1400, consisting of approximately 18,250 rentable square feet on the fourteenth floor of the Building
Term: Eighty-seven (87) months from the Commencement Date
Base Rent: As set forth in Exhibit C
Security Deposit: $182,500, in the form of cash or a letter of credit

ARTICLE 4
RENT AND OPERATING EXPENSES

4.1 Tenant shall pay Base Rent in equal monthly installments in advance on the first day of each calendar month, without demand, deduction or setoff.

4.2 Beginning on the first anniversary of the Commencement Date, Tenant shall pay its Proportionate Share (7.6%) of the amount by which Operating Expenses for each calendar year exceed Operating Expenses for the Base Year.

4.3 Any installment of Rent not paid within five (5) days after its due date shall bear a late charge of five percent (5%) of the overdue amount.

ARTICLE 7
USE; COMPLIANCE WITH LAWS

7.1 Tenant shall use the Premises for general office purposes only and for no other purpose.

7.2 Tenant shall not do anything in or about the Premises that will increase the rate of any insurance maintained by Landlord on the Building, or cause the cancellation of any such insurance.

ARTICLE 10
INSURANCE; WAIVER OF SUBROGATION

10.1 Tenant's Insurance. Tenant shall, at Tenant's expense, carry throughout the Term: (i) commercial general liability insurance covering the Premises and Tenant's use of the Building, with a combined single limit of not less than $1,000,000 per occurrence and $3,000,000 annual aggregate, which limits may be met through a combination of primary and umbrella coverage; (ii) special form property insurance covering Tenant's furniture, trade fixtures, equipment and Tenant's leasehold improvements in the amount of their full replacement cost; (iii) workers' compensation insurance as required by law; and (iv) business interruption insurance sufficient to cover twelve (12) months of Rent.

10.2 Policy Requirements. The liability policy shall name Landlord, Landlord's property manager and any mortgagee designated by Landlord as additional insureds, and shall be primary insurance, with any insurance of Landlord being excess and non-contributing. All policies shall be issued by insurers authorized to do business in the state and rated A- VIII or better in Best's Insurance Reports.

10.3 Certificates. Tenant shall deliver to Landlord certificates of the insurance required by this Article before Tenant or its contractors first enter the Premises, and thereafter at least ten (10) days before the expiration of each policy. Each policy shall provide that it will not be cancelled without thirty (30) days' prior notice to Landlord.

10.4 Mutual Waiver. Landlord and Tenant each waive all rights of recovery against the other for loss of or damage to its property to the extent such loss is insured or required to be insured under this Lease, and each shall cause its property insurance policies to include a waiver of subrogation in favor of the other.

ARTICLE 11
DAMAGE AND DESTRUCTION

11.1 If the Premises are damaged by fire or other casualty and Landlord's architect estimates that the damage cannot be repaired within two hundred seventy (270) days, either party may terminate this Lease by notice given within thirty (30) days after receipt of the estimate.

ARTICLE 12
INDEMNITY

12.1 Subject to Section 10.4, Tenant shall indemnify Landlord against all claims arising from any occurrence in the Premises or from Tenant's negligence, except to the extent caused by Landlord's negligence.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 3_000_000 },
      { kind: "PROPERTY" },
      { kind: "WC_STATUTORY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "INSURER_RATING", rating: "A- VIII" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
      { kind: "WAIVER_OF_SUBROGATION" },
    ],
  },
  {
    id: "subcontract-mechanical",
    type: "construction",
    text: `STANDARD FORM SUBCONTRACT AGREEMENT

Project: Lakeview Medical Office Building, 2200 Harbor Road
Contractor: Stonebridge Builders, Inc.
Subcontractor: Arcadia Mechanical Services, LLC
Subcontract Sum: $3,418,000

ARTICLE 2
SCOPE OF WORK

2.1 Subcontractor shall furnish all labor, materials, equipment and supervision necessary to perform the heating, ventilating, air conditioning and plumbing work described in Exhibit A (the "Work") in accordance with the Contract Documents.

2.2 Subcontractor shall coordinate its Work with the work of other trades and shall attend weekly coordination meetings.

ARTICLE 4
SCHEDULE

4.1 Subcontractor shall commence the Work upon Contractor's notice to proceed and shall achieve substantial completion of its Work by the dates in the Project schedule. Time is of the essence.

ARTICLE 5
PAYMENT

5.1 Contractor shall pay Subcontractor monthly progress payments, less retainage of ten percent (10%), within seven (7) days after Contractor receives payment from the Owner for the Work.

ARTICLE 8
BONDS, INSURANCE AND RISK OF LOSS

8.1 Bonds. Subcontractor shall furnish performance and payment bonds, each in the full amount of the Subcontract Sum, issued by a surety listed on the U.S. Treasury Department's Circular 570.

8.2 Before starting the Work, Subcontractor shall procure the following insurance from companies rated no less than A- VII by A.M. Best, and shall maintain it until final completion of the Project:

Commercial General Liability: $1,000,000 each occurrence; $2,000,000 general aggregate (per project); $2,000,000 products-completed operations aggregate.

Automobile Liability: $1,000,000 combined single limit, covering any auto.

Workers' Compensation: statutory limits. Employer's Liability: $1,000,000 each accident; $1,000,000 disease, each employee; $1,000,000 disease, policy limit.

Umbrella / Excess Liability: $5,000,000 each occurrence and aggregate, following form over the general liability, automobile liability and employer's liability policies.

Contractor's Pollution Liability: $2,000,000 per claim.

8.3 Subcontractor shall keep products-completed operations coverage in force for three (3) years after final completion of the Project.

8.4 Contractor, Owner and Architect shall be additional insureds under the general liability, automobile and umbrella policies for ongoing and completed operations, using ISO endorsements CG 20 10 and CG 20 37 or their equivalent. The coverage afforded to the additional insureds shall be primary and non-contributory. Subcontractor's policies shall include a waiver of subrogation in favor of the additional insureds.

8.5 Subcontractor shall deliver certificates of insurance and the additional insured endorsements to Contractor before any of its personnel enter the site. Subcontractor shall give Contractor thirty (30) days' notice of cancellation or non-renewal of any required policy.

8.6 Risk of Loss. Subcontractor bears the risk of loss of its materials and equipment until they are incorporated in the Work and accepted.

ARTICLE 9
INDEMNIFICATION

9.1 To the fullest extent permitted by law, Subcontractor shall indemnify Contractor, Owner and Architect against claims for bodily injury or property damage arising out of the Work, to the extent caused by the negligent acts or omissions of Subcontractor or anyone for whose acts it is liable.

ARTICLE 10
CHANGES AND CLAIMS

10.1 Contractor may order changes in the Work. Subcontractor shall submit any claim for an adjustment of the Subcontract Sum within seven (7) days after receipt of the change order request.`,
    expected: [
      { kind: "INSURER_RATING", rating: "A- VII" },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "PRODUCTS_COMPLETED", minimum: 2_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: 1_000_000 },
      { kind: "EL_DISEASE_POLICY", minimum: 1_000_000 },
      { kind: "UMBRELLA", minimum: 5_000_000 },
      { kind: "FOLLOW_FORM" },
      { kind: "POLLUTION", minimum: 2_000_000 },
      { kind: "COMPLETED_OPERATIONS_DURATION", years: 3 },
      { kind: "ADDITIONAL_INSURED", forms: ["CG 20 10", "CG 20 37"] },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "carrier-transportation",
    type: "services",
    text: `MOTOR CARRIER TRANSPORTATION AGREEMENT

This Motor Carrier Transportation Agreement is entered into as of September 12, 2020 between Evergreen Foods Distribution, Inc. ("Shipper") and Redline Freightways, LLC, a motor carrier holding USDOT No. 2938471 ("Carrier").

1. SERVICES

1.1 Carrier shall transport shipments tendered by Shipper between the points listed in Schedule A, as a contract carrier under 49 U.S.C. 14101(b). Each shipment shall be documented by a bill of lading; in the event of a conflict, this Agreement controls over the bill of lading.

1.2 Carrier shall provide equipment that is clean, dry, odor-free and, for temperature-controlled shipments, pre-cooled to the temperature Shipper specifies.

2. RATES AND PAYMENT

2.1 Shipper shall pay the rates in Schedule B. Carrier shall submit invoices with signed proof of delivery; Shipper shall pay within thirty (30) days after receipt. Accessorial charges not listed in Schedule B are not payable.

3. CARGO LOSS AND DAMAGE

3.1 Carrier is liable for loss of, damage to, or delay of shipments from the time they are loaded until delivered, to the full actual value of the goods, not to exceed $250,000 per shipment unless Shipper declares a higher value in writing.

3.2 Claims shall be filed within nine (9) months after delivery, and Carrier shall pay or decline each claim within sixty (60) days after receipt.

7. CARRIER'S OBLIGATIONS

7.1 Carrier shall maintain a satisfactory safety rating and shall not use any driver who is not qualified under the Federal Motor Carrier Safety Regulations.

7.2 Carrier shall comply with Shipper's food safety and sanitary transportation requirements, and shall keep temperature records for each shipment for one (1) year.

7.3 Carrier shall, at its own expense, maintain in force with insurers having a Best's rating of A- VII or higher: automobile liability insurance covering all vehicles used in the services with a combined single limit of not less than $1,000,000 per accident; motor truck cargo insurance of at least $250,000 per vehicle; commercial general liability insurance of $1,000,000 per occurrence and $2,000,000 in the aggregate; umbrella liability of $4,000,000; and workers' compensation insurance with statutory limits, or occupational accident coverage where permitted by law.

7.4 Shipper shall be named as an additional insured on Carrier's automobile and general liability policies. Carrier shall furnish Shipper a certificate of insurance before transporting the first shipment and shall cause each insurer to give Shipper at least thirty (30) days' advance written notice of cancellation.

7.5 Carrier is an independent contractor. Carrier has exclusive control over its drivers and equipment and is solely responsible for their wages, taxes and benefits.

8. INDEMNITY

8.1 Carrier shall indemnify Shipper against all claims for bodily injury, death or property damage arising out of Carrier's performance of this Agreement, except to the extent caused by Shipper's negligence.

9. TERM

9.1 This Agreement is effective for one (1) year and renews from year to year unless terminated by either party on thirty (30) days' written notice.`,
    expected: [
      { kind: "INSURER_RATING", rating: "A- VII" },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "UMBRELLA", minimum: 4_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "contract-manufacturing",
    type: "manufacturing",
    text: `MANUFACTURING SERVICES AGREEMENT

This Manufacturing Services Agreement is entered into as of April 15, 2019 by Corvalis Therapeutics, Inc. ("Customer") and Pinecrest Contract Manufacturing, Inc. ("Manufacturer").

1. MANUFACTURE AND SUPPLY

1.1 Manufacturer shall manufacture, package and label the Product at its facility in Raleigh, North Carolina in accordance with current Good Manufacturing Practices, the Specifications and the Quality Agreement.

1.2 Customer shall supply the active ingredient and the other materials listed in Schedule 2 ("Customer Materials") free of charge. Manufacturer shall hold Customer Materials as bailee and use them only to manufacture Product.

1.3 Manufacturer shall not change the manufacturing process, the facility or any supplier of a raw material without Customer's prior written approval.

2. PRICE

2.1 Customer shall pay the per-unit price in Schedule 3, and a batch fee of $18,500 for each batch released. Prices are reviewed annually.

3. BATCH RECORDS AND RELEASE

3.1 Manufacturer shall deliver the executed batch record and certificate of analysis for each batch within fifteen (15) business days after completion of the batch.

3.2 Customer shall have sixty (60) days after receipt to reject a batch that does not conform to the Specifications.

14. GENERAL PROVISIONS

14.1 Independent Contractors. The parties are independent contractors and nothing in this Agreement creates a partnership, joint venture or agency.

14.2 Notices. Notices shall be in writing and sent to the addresses in Schedule 1 by courier or certified mail, return receipt requested.

14.3 Force Majeure. Neither party is liable for a delay caused by events beyond its reasonable control, provided it gives prompt notice and resumes performance as soon as practicable.

14.4 Insurance. Manufacturer shall maintain, during the term of this Agreement and for five (5) years thereafter, commercial general liability insurance including products liability coverage with limits of not less than $5,000,000 per occurrence and $5,000,000 in the annual aggregate; property insurance on an all-risk basis covering Customer Materials while in Manufacturer's care, custody or control for their full replacement cost; workers' compensation insurance in statutory amounts; and employer's liability insurance of $1,000,000. Customer shall be named as an additional insured under the liability policy and as loss payee as its interest may appear under the property policy, and Manufacturer waives all rights of subrogation against Customer for losses covered by such insurance. Manufacturer shall furnish a certificate of insurance upon execution of this Agreement and shall provide Customer with not less than thirty (30) days' prior written notice of any cancellation, non-renewal or reduction in coverage.

14.5 Assignment. Neither party may assign this Agreement without the other's consent, except that Customer may assign it to an acquirer of the Product.

14.6 Severability. If any provision is held invalid, the remaining provisions continue in full force.

14.7 Counterparts. This Agreement may be executed in counterparts, each of which is an original.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 5_000_000 },
      { kind: "GL_AGGREGATE", minimum: 5_000_000 },
      { kind: "COMPLETED_OPERATIONS_DURATION", years: 5 },
      { kind: "PROPERTY" },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
];
