import type { AgreementCase } from "./contracts-agreements-types.ts";

/**
 * DEVELOPMENT agreements for contract review (issue 28, item 7), written after the kept-out
 * agreements were committed, with other agreement types, parties and wording (nothing taken from
 * the kept-out text). Written for this project in the style of SEC-filed exhibits, not copied from
 * any filing, repository or data set. The requirements reader is developed against these; their
 * failures may be printed (`--failures dev`). Expected values follow the rules stated in
 * contracts-agreements-kept-out.ts.
 */
export const AGREEMENTS_DEV: AgreementCase[] = [
  {
    id: "distribution-exclusive",
    type: "distribution",
    text: `EXCLUSIVE DISTRIBUTION AGREEMENT

This Exclusive Distribution Agreement is made as of the 1st day of August, 2021, by and between Kestrel Outdoor Equipment Co., an Oregon corporation (the "Company"), and Bayline Sporting Supply, Inc., a Florida corporation (the "Distributor").

RECITALS

The Company manufactures camping stoves, lanterns and related accessories, and the Distributor wishes to purchase and resell those products to retailers in the Territory on the terms below.

SECTION 2. APPOINTMENT

2.1 The Company appoints the Distributor as its exclusive distributor of the Products to retail accounts in the Territory, and the Distributor accepts the appointment.

2.2 The Distributor shall not, directly or indirectly, sell or promote products that compete with the Products during the Term.

SECTION 3. MINIMUM PURCHASE COMMITMENT

3.1 In each Contract Year the Distributor shall purchase Products with an aggregate net invoice value of not less than $1,500,000. If the Distributor fails to meet the minimum in any Contract Year, the Company may convert the appointment to a non-exclusive one on sixty (60) days' notice.

SECTION 6. DISTRIBUTOR'S COVENANTS

6.1 The Distributor shall maintain a sales force adequate to cover the Territory, carry an inventory of Products sufficient for sixty (60) days of forecast sales, and provide the Company with monthly sell-through reports.

6.2 The Distributor shall not alter, relabel or repackage any Product, and shall store Products in accordance with the Company's written handling instructions.

6.3 The Distributor shall carry and keep in force, at all times during the Term, commercial general liability insurance written on an occurrence form with a per-occurrence limit of not less than Two Million Dollars ($2,000,000) and a general aggregate limit of not less than Four Million Dollars ($4,000,000), automobile liability insurance with a combined single limit of $1,000,000, and workers' compensation coverage as required by statute.

6.4 The Company shall be an additional insured under the Distributor's general liability policy. The Distributor shall furnish the Company with a certificate evidencing that coverage within twenty (20) days after the date hereof. The Distributor's insurance shall not be cancelled except upon fifteen (15) days' prior written notice to the Company.

SECTION 7. COMPANY'S INSURANCE

7.1 The Company, at its expense, shall keep in force products liability insurance covering the Products, with a limit of not less than $5,000,000 per occurrence, and shall name the Distributor as a vendor additional insured on that policy.

SECTION 8. PRODUCT WARRANTY

8.1 The Company warrants to the Distributor that each Product shall be free from defects in materials and workmanship for one (1) year from sale to the end user. The Distributor shall pass through this warranty to its customers and shall make no other warranty on the Company's behalf.

SECTION 12. TERM

12.1 The initial term ends on December 31, 2024 and renews for successive two-year periods unless either party gives notice of non-renewal at least one hundred twenty (120) days before expiration.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 2_000_000 },
      { kind: "GL_AGGREGATE", minimum: 4_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "CERTIFICATE_DELIVERY", days: 20 },
      { kind: "NOTICE_OF_CANCELLATION", days: 15 },
      { kind: "PRODUCTS_COMPLETED", minimum: 5_000_000 },
    ],
  },
  {
    id: "saas-hosting",
    type: "licence",
    text: `SOFTWARE LICENSE AND HOSTED SERVICES AGREEMENT

This Software License and Hosted Services Agreement is entered into as of November 8, 2022 (the "Effective Date") by and between Orrery Cloud Systems, Inc. ("Vendor") and Hartwell County Credit Union ("Client").

ARTICLE I. LICENSE

1.1 Subject to the terms of this Agreement, Vendor grants Client a non-exclusive, non-transferable license during the Term to access and use the Hosted Software for its internal business purposes.

1.2 Client shall not reverse engineer, decompile or create derivative works of the Hosted Software, or permit any third party to do so.

ARTICLE II. HOSTING AND SUPPORT

2.1 Vendor shall host the Hosted Software in data centers located in the United States that are audited annually under SOC 2 Type II, and shall make the Hosted Software available 99.9% of each calendar month, excluding scheduled maintenance.

2.2 Vendor shall back up Client Data daily and retain backups for thirty (30) days.

ARTICLE IV. FEES

4.1 Client shall pay the annual subscription fee of $186,000 in advance. Fees increase on each anniversary of the Effective Date by three percent (3%).

ARTICLE VIII. LIMITATION OF LIABILITY

8.1 NEITHER PARTY'S AGGREGATE LIABILITY SHALL EXCEED THE FEES PAID IN THE TWELVE MONTHS PRECEDING THE CLAIM, EXCEPT THAT FOR BREACH OF ARTICLE IX THE CAP SHALL BE $3,000,000.

ARTICLE IX. CONFIDENTIALITY AND DATA SECURITY

9.1 Vendor shall keep Client Data confidential, shall use it only to provide the services, and shall comply with the Gramm-Leach-Bliley Act and the safeguards in Exhibit E.

ARTICLE X. VENDOR INSURANCE

10.1 Coverage. Throughout the Term, Vendor shall maintain the following policies with carriers licensed in the state where Client is located and rated A VIII or higher by A.M. Best:

(i) technology errors and omissions liability, with a limit of $5,000,000 each claim;

(ii) network security and privacy liability (cyber) insurance, covering unauthorized access to and disclosure of Client Data, with a limit of $5,000,000 each claim;

(iii) commercial general liability, $1,000,000 per occurrence / $2,000,000 aggregate;

(iv) fidelity bond or crime coverage, including third-party employee theft, in the amount of $1,000,000; and

(v) workers' compensation (statutory) and employer's liability ($1,000,000 each accident).

10.2 If any policy is written on a claims-made basis, Vendor shall maintain it, or purchase an extended reporting period, for at least three (3) years after this Agreement ends.

10.3 Evidence. Upon Client's request, Vendor shall provide certificates of insurance evidencing the coverage above. Vendor shall notify Client in writing within ten (10) days after receiving notice that any such policy has been cancelled.

ARTICLE XI. TERM AND TERMINATION

11.1 The initial Term is three (3) years. Either party may terminate for material breach not cured within thirty (30) days of notice.`,
    expected: [
      { kind: "INSURER_RATING", rating: "A VIII" },
      { kind: "PROFESSIONAL", minimum: 5_000_000 },
      { kind: "CYBER", minimum: 5_000_000 },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "CRIME", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "COMPLETED_OPERATIONS_DURATION", years: 3 },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 10 },
    ],
  },
  {
    id: "franchise-fitness",
    type: "franchise",
    text: `FRANCHISE AGREEMENT

Between IronPeak Fitness Franchising Corp. ("we", "us" or "Franchisor") and the franchisee named in Attachment A ("you" or "Franchisee").

ARTICLE 5. SITE AND DEVELOPMENT

5.1 You must secure a site for the Studio that we accept within one hundred twenty (120) days after signing this Agreement, and open the Studio within twelve (12) months after signing.

5.2 You must build out the Studio according to our design standards, using an architect and general contractor licensed in the state.

ARTICLE 8. STUDIO OPERATIONS

8.1 You must operate the Studio in compliance with the Brand Standards Manual, use only the equipment we designate, and require every member to sign our form of waiver and release before using the Studio.

8.2 You must employ at least one certified trainer on site during all staffed hours.

8.3 Required Insurance. You must obtain, before you begin any build-out of the Studio, and maintain for the entire term, insurance policies of the types and in the amounts below, issued by insurers acceptable to us:

Commercial general liability, including coverage for bodily injury to members and guests, with limits of $1,000,000 per occurrence and $3,000,000 aggregate, and $3,000,000 products and completed operations aggregate;

Professional liability for fitness instruction and personal training, $1,000,000 per claim;

Workers' compensation as required by the laws of the state in which the Studio is located, and employer's liability with limits of $1,000,000 / $1,000,000 / $1,000,000;

Excess liability of not less than $2,000,000 over the general liability and employer's liability policies;

Property insurance covering the Studio's equipment and leasehold improvements for 100% of their replacement cost.

8.4 Policy Terms. All liability policies must list us and our affiliates as additional insureds and must waive subrogation against us. Your insurance is primary and any insurance we carry is excess and non-contributory.

8.5 Proof of Coverage. You must send us certificates of insurance showing all required coverage no later than thirty (30) days before the Studio opens and each year thereafter. Each policy must require the insurer to notify us at least thirty (30) days before cancellation.

ARTICLE 9. FEES

9.1 You must pay us a royalty of six percent (6%) of Gross Revenue each month and a technology fee of $299 per month.

ARTICLE 14. INDEMNIFICATION

14.1 You must indemnify us against all losses arising from the operation of the Studio. Your indemnification obligation survives termination and is not limited to the amount of insurance you are required to carry.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 3_000_000 },
      { kind: "PRODUCTS_COMPLETED", minimum: 3_000_000 },
      { kind: "PROFESSIONAL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: 1_000_000 },
      { kind: "EL_DISEASE_POLICY", minimum: 1_000_000 },
      { kind: "UMBRELLA", minimum: 2_000_000 },
      { kind: "PROPERTY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "CERTIFICATE_DELIVERY", days: 30 },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "janitorial-services",
    type: "services",
    text: `BUILDING SERVICES AGREEMENT

This Building Services Agreement ("Agreement") is made effective May 1, 2023 between Cobalt Street Office Partners, L.P. ("Owner") and Brightline Facility Services, Inc. ("Contractor").

1. SERVICES. Contractor shall provide nightly janitorial, day porter and window washing services for the office building at 410 Cobalt Street (the "Property") as described in the Scope of Services attached as Exhibit A.

2. COMPENSATION. Owner shall pay Contractor $38,400 per month for the Services. Extra work shall be performed only on Owner's written work order at the rates in Exhibit B.

3. PERSONNEL. Contractor shall employ, train and supervise all personnel performing the Services, shall conduct background checks on each of them, and shall ensure they wear uniforms and identification badges while at the Property.

4. KEYS AND SECURITY. Contractor is responsible for all keys and access cards issued to it and shall pay the cost of re-keying if any key is lost.

5. COMPLIANCE. Contractor shall comply with all laws applicable to its employees and the Services, including wage and hour laws, and with the Property's rules and regulations.

6. INDEMNITY AND INSURANCE REQUIREMENTS. Contractor shall indemnify and hold harmless Owner, its property manager and their employees from any loss, cost or claim arising from the Services or the acts of Contractor's employees. Contractor's liability is not limited by the insurance required below.

Before commencing the Services, Contractor shall furnish Owner with certificates and endorsements showing the following coverage, all issued by companies rated A- VII or better:

(a) Workers' Compensation - Statutory; Employer's Liability - $500,000 each accident / $500,000 disease-each employee / $500,000 disease-policy limit.

(b) Commercial General Liability - $1,000,000 per occurrence, $2,000,000 general aggregate, including contractual liability covering Contractor's indemnity obligations under this Agreement.

(c) Business Auto Liability - $1,000,000 combined single limit.

(d) Umbrella Liability - $5,000,000.

(e) Janitorial bond or crime policy with third-party (client) coverage for employee dishonesty, $250,000.

Owner and its property manager shall be additional insureds on the general liability, auto and umbrella policies, on a primary and non-contributory basis. The workers' compensation policy shall include a waiver of subrogation in favor of Owner. Policies shall not be cancelled without thirty (30) days' advance written notice to Owner.

7. TERM AND TERMINATION. This Agreement continues month to month. Either party may terminate it on thirty (30) days' written notice; Owner may terminate immediately if Contractor fails to maintain the insurance required by Section 6.

8. GENERAL. This Agreement is governed by the laws of the State of Illinois.`,
    expected: [
      { kind: "INDEMNITY_INSURED" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "INSURER_RATING", rating: "A- VII" },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 500_000 },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: 500_000 },
      { kind: "EL_DISEASE_POLICY", minimum: 500_000 },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "UMBRELLA", minimum: 5_000_000 },
      { kind: "CRIME", minimum: 250_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "retail-lease",
    type: "lease",
    text: `SHOPPING CENTER LEASE

ARTICLE I. FUNDAMENTAL LEASE PROVISIONS

Shopping Center: Willow Creek Commons
Landlord: WCC Retail Owner, LLC
Tenant: Marigold Home & Gift, Inc., d/b/a Marigold
Leased Premises: Space 112, approximately 4,800 square feet
Permitted Use: Retail sale of home decor, gifts and related items
Minimum Rent: $9,600 per month for Lease Years 1 through 5

ARTICLE VI. COMMON AREAS

6.1 Landlord shall operate and maintain the Common Areas, and Tenant shall pay its Pro Rata Share of Common Area Costs, including the cost of Landlord's liability and property insurance on the Common Areas, in monthly installments based on Landlord's estimate.

ARTICLE IX. TENANT'S OBLIGATIONS

9.1 Tenant shall open for business in the entire Leased Premises within one hundred twenty (120) days after the Delivery Date and shall remain open during the Shopping Center's core hours.

9.2 Tenant shall keep the Leased Premises, including storefront glass, in good condition and repair, and shall maintain the heating and air conditioning system serving the Leased Premises under a service contract approved by Landlord.

9.3 Tenant shall, from the Delivery Date and throughout the Term, keep in force at its expense a policy of commercial general liability insurance naming Landlord and Landlord's mortgagee as additional insureds, in an amount of not less than $2,000,000 for each occurrence and $4,000,000 in the aggregate; plate glass insurance or self-insurance for the storefront glass; and insurance on its inventory, fixtures and equipment covering all risks of physical loss in an amount equal to their replacement cost.

9.4 Tenant's policies shall be written by insurers rated at least A-/VIII by A.M. Best and shall provide that they may not be cancelled or reduced without at least ten (10) days' prior written notice to Landlord. Tenant shall deposit certificates of such insurance with Landlord on or before the Delivery Date.

9.5 Landlord and Tenant release each other from liability for any loss covered by property insurance that either carries or is required to carry, and each shall obtain from its insurer a waiver of subrogation consistent with this release.

ARTICLE X. ASSIGNMENT AND SUBLETTING

10.1 Tenant shall not assign this Lease or sublet the Leased Premises without Landlord's prior written consent. Any permitted assignee shall assume Tenant's obligations in writing, and Tenant shall remain liable.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 2_000_000 },
      { kind: "GL_AGGREGATE", minimum: 4_000_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "PROPERTY" },
      { kind: "INSURER_RATING", rating: "A- VIII" },
      { kind: "NOTICE_OF_CANCELLATION", days: 10 },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "WAIVER_OF_SUBROGATION" },
    ],
  },
  {
    id: "electrical-subcontract",
    type: "construction",
    text: `SUBCONTRACT

Project: Eastfield Elementary School Addition
General Contractor: Ridgeview Construction Group, LLC ("GC")
Subcontractor: Volt Brothers Electric, Inc. ("Sub")

SECTION 1. THE WORK

1.1 Sub shall perform all electrical, fire alarm and low-voltage work for the Project shown in the Drawings and Specifications listed in Exhibit A, including temporary power and lighting for all trades.

SECTION 3. CONTRACT PRICE AND PAYMENT

3.1 The Contract Price is $1,276,500, subject to additions and deductions by change order. GC shall pay Sub within ten (10) days after GC receives payment from the School District for Sub's work, less retainage of five percent (5%).

SECTION 6. SAFETY

6.1 Sub shall comply with GC's site safety program and OSHA regulations, shall designate a competent person for its crew, and shall attend the weekly safety meeting.

SECTION 11. SUBCONTRACTOR'S INSURANCE AND INDEMNITY

11.1 Sub shall not begin work until it has obtained the insurance required by Exhibit D and GC has received a certificate of insurance and the required endorsements.

11.2 Sub shall defend and indemnify GC and the School District against claims arising out of Sub's work, to the extent caused by Sub's negligence.

SECTION 14. WARRANTY

14.1 Sub warrants its work for one (1) year after substantial completion of the Project and shall promptly correct any defective work at its own cost.

EXHIBIT D - INSURANCE REQUIREMENTS

1. Commercial General Liability with limits not less than:
Each Occurrence $2,000,000
General Aggregate $4,000,000
Products-Completed Operations Aggregate $4,000,000
Coverage shall be maintained for completed operations for not less than five (5) years after final acceptance of the Project.

2. Automobile Liability, any auto, $1,000,000 combined single limit.

3. Workers' Compensation: statutory. Employer's Liability: $1,000,000 each accident, $1,000,000 disease - each employee, $1,000,000 disease - policy limit.

4. Umbrella Liability: $10,000,000, follow form.

5. GC and the School District shall be additional insureds for ongoing and completed operations by endorsements CG 20 10 04 13 and CG 20 37 04 13 or equivalent, and such insurance shall be primary and non-contributory. Sub waives subrogation against GC and the School District under all policies required by this Exhibit.

6. All insurers shall have an A.M. Best rating of not less than A- VII. Sub shall provide at least thirty (30) days' written notice to GC before any policy is cancelled.`,
    expected: [
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "GL_OCCURRENCE", minimum: 2_000_000 },
      { kind: "GL_AGGREGATE", minimum: 4_000_000 },
      { kind: "PRODUCTS_COMPLETED", minimum: 4_000_000 },
      { kind: "COMPLETED_OPERATIONS_DURATION", years: 5 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "EL_DISEASE_EMPLOYEE", minimum: 1_000_000 },
      { kind: "EL_DISEASE_POLICY", minimum: 1_000_000 },
      { kind: "UMBRELLA", minimum: 10_000_000 },
      { kind: "FOLLOW_FORM" },
      { kind: "ADDITIONAL_INSURED", forms: ["CG 20 10", "CG 20 37"] },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "INSURER_RATING", rating: "A- VII" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "staffing-services",
    type: "services",
    text: `MASTER STAFFING SERVICES AGREEMENT

This Master Staffing Services Agreement is entered into as of February 14, 2022 by and between Lumen Logistics Parks, Inc. ("Client") and PeakForce Staffing Solutions, LLC ("Supplier").

1. ASSIGNMENTS

1.1 Supplier shall furnish temporary workers ("Associates") to perform warehouse, material handling and clerical work at Client's facilities under work orders issued by Client. Supplier is the employer of the Associates and is solely responsible for their wages, payroll taxes and benefits.

1.2 Client shall not permit Associates to operate motor vehicles on public roads, handle cash or hazardous materials, or perform work outside the job description in the work order without Supplier's written consent.

2. BILLING

2.1 Client shall pay Supplier the bill rates in Schedule 1 for each hour worked by Associates. Overtime is billed at one and one-half times the bill rate. Supplier shall invoice weekly and Client shall pay within thirty (30) days.

3. CONVERSION

3.1 If Client hires an Associate within ninety (90) days after the Associate's last assignment, Client shall pay Supplier a conversion fee of fifteen percent (15%) of the Associate's first-year base salary.

4. SUPPLIER'S RESPONSIBILITIES

4.1 Supplier shall recruit, screen, interview and perform drug testing and background checks on Associates in accordance with Client's requirements and applicable law.

4.2 Supplier shall maintain the following insurance during the term of this Agreement: workers' compensation insurance in the amounts required by the laws of each state where Associates work, and employer's liability insurance of at least $1,000,000 per accident; commercial general liability insurance of at least $1,000,000 per occurrence and $2,000,000 general aggregate; employment practices liability insurance of $2,000,000; and a crime or fidelity policy covering dishonest acts of Associates with a limit of $500,000, under which Client is named as loss payee.

4.3 Supplier's general liability insurance shall name Client as an additional insured. Supplier shall deliver a certificate of insurance to Client prior to the first assignment, and shall notify Client at least thirty (30) days before cancellation of any policy.

5. CLIENT'S RESPONSIBILITIES

5.1 Client shall supervise Associates' work, provide a safe workplace and the safety equipment required for the job, and give Associates the site-specific safety training required by law.

6. LIMITATION

6.1 Supplier is not liable for claims arising from Client's supervision of Associates, and in no event shall Supplier's total liability exceed $1,000,000 per year.`,
    expected: [
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "CRIME", minimum: 500_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "co-packing",
    type: "manufacturing",
    text: `CO-PACKING AGREEMENT

THIS CO-PACKING AGREEMENT is entered into on October 3, 2020 by and between Hearthside Snack Company, Inc. ("Brand Owner") and Valley Fresh Packing, LLC ("Packer").

1. PRODUCTION. Packer shall produce and package the snack products described in Schedule A (the "Products") using Brand Owner's formulas, ingredients specifications and packaging, in the quantities stated in Brand Owner's purchase orders.

2. INGREDIENTS AND PACKAGING. Brand Owner shall supply the packaging film and cartons; Packer shall purchase all other ingredients from suppliers approved by Brand Owner. Packer shall keep ingredients and packaging materials segregated and shall carry no more than sixty (60) days of packaging inventory.

3. FOOD SAFETY. Packer shall maintain a food safety plan compliant with FDA's preventive controls rule, hold a current GFSI-benchmarked certification, and notify Brand Owner within twenty-four (24) hours of any regulatory inspection or positive pathogen test.

4. PRICING. Brand Owner shall pay the tolling fee of $0.42 per case produced, plus the cost of ingredients at Packer's documented cost. Payment terms are net thirty (30) days.

5. RECALL. If any Product is recalled because of Packer's failure to meet the Specifications, Packer shall bear the costs of the recall, including the cost of replacement Products and reasonable notification expenses.

6. RISK MANAGEMENT. (a) Packer shall maintain, with insurance carriers rated A- or better by A.M. Best Company, Class VIII or larger, commercial general liability insurance including products-completed operations, with limits of $5,000,000 each occurrence and $5,000,000 general aggregate; product contamination and recall insurance of $2,000,000; property insurance on Brand Owner's packaging and finished Products in Packer's possession for their full replacement cost; and statutory workers' compensation. (b) Packer shall cause Brand Owner to be named as an additional insured on Packer's general liability policy, with coverage primary to any insurance carried by Brand Owner. (c) Packer shall provide certificates of insurance within ten (10) days after signing this Agreement, and shall provide thirty (30) days' written notice of any cancellation. (d) Packer's general liability insurance shall include coverage for Packer's contractual indemnity obligations under Section 7.

7. INDEMNITY. Packer shall indemnify Brand Owner against claims arising out of Packer's negligence, breach of this Agreement or failure to produce Products in accordance with the Specifications.

8. TERM. This Agreement shall continue for two (2) years and renew annually unless either party gives ninety (90) days' notice of non-renewal.`,
    expected: [
      { kind: "INSURER_RATING", rating: "A- VIII" },
      { kind: "GL_OCCURRENCE", minimum: 5_000_000 },
      { kind: "GL_AGGREGATE", minimum: 5_000_000 },
      { kind: "PROPERTY" },
      { kind: "WC_STATUTORY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "CERTIFICATE_DELIVERY", days: 10 },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
      { kind: "INDEMNITY_INSURED" },
    ],
  },
];
