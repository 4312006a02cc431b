import type { AgreementCase } from "./contracts-agreements-types.ts";

/**
 * Second batch of DEVELOPMENT agreements for contract review (issue 28, item 7), written after the
 * first round of reader rules and measured once before any rule read it: other agreement types
 * (hotel management, reseller licence, equipment lease, clinical research services, event
 * services, grounds maintenance with a requirements table) and other ways of saying the same
 * requirements ("$5M", "evidence of insurance", a mutual clause, a table). Written for this project
 * in the style of SEC-filed exhibits, not copied from any filing, repository or data set, and
 * nothing taken from the kept-out agreements.
 */
export const AGREEMENTS_DEV_2: AgreementCase[] = [
  {
    id: "hotel-management",
    type: "management",
    text: `HOTEL MANAGEMENT AGREEMENT

This Hotel Management Agreement is made as of July 1, 2021 between Seaview Lodging Owner LLC ("Owner") and Compass Hospitality Management, Inc. ("Operator").

ARTICLE 3. APPOINTMENT AND AUTHORITY OF OPERATOR

3.1 Owner engages Operator as the exclusive manager and operator of the Hotel during the Operating Term, and Operator accepts the engagement.

3.2 Operator shall have discretion and control over the operation of the Hotel, including hiring, room rates, food and beverage operations and marketing, subject to the Annual Operating Budget.

ARTICLE 5. MANAGEMENT FEES

5.1 Owner shall pay Operator a base management fee of three percent (3%) of Gross Operating Revenue each month, and an incentive fee of ten percent (10%) of Operating Profit in excess of the Owner's Priority.

ARTICLE 9. OPERATING STANDARDS

9.1 Operator shall operate the Hotel in accordance with the Brand Standards and all applicable laws, and shall keep the Hotel in good order and repair, subject to the Capital Budget.

9.2 Operator shall cause to be maintained, as an Operating Expense, the following coverage for the Hotel: commercial general liability with limits of $1 million per occurrence and $2 million in the aggregate; liquor liability of $1 million; umbrella liability of $50M; workers' compensation at statutory levels and employer's liability of $1 million; and employee dishonesty coverage of $500,000 for Operator's employees handling Hotel funds.

9.3 Owner shall be named as an additional insured on the liability policies. All policies shall be written by insurers with a Best's rating of A-:VIII or better, and none may be cancelled unless Owner is given not less than thirty (30) days' prior notice. Operator shall provide Owner with certificates of the insurance maintained under Section 9.2 within sixty (60) days after the Effective Date and after each renewal.

9.4 Owner shall maintain property insurance on the Hotel building for its full replacement cost, and business interruption insurance.

ARTICLE 12. TERMINATION

12.1 Owner may terminate this Agreement on ninety (90) days' notice if Operating Profit for two consecutive Fiscal Years is less than eighty-five percent (85%) of the budgeted amount.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "UMBRELLA", minimum: 50_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 1_000_000 },
      { kind: "CRIME", minimum: 500_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "INSURER_RATING", rating: "A- VIII" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
      { kind: "CERTIFICATE_DELIVERY", days: 60 },
      { kind: "PROPERTY" },
    ],
  },
  {
    id: "reseller-licence",
    type: "licence",
    text: `VALUE ADDED RESELLER AGREEMENT

This Value Added Reseller Agreement is entered into as of April 4, 2022 between Quantum Ledger Software, Inc. ("Licensor") and Summit Business Solutions LLC ("Reseller").

1. APPOINTMENT. Licensor appoints Reseller as a non-exclusive reseller of the Software to End Users in the Territory, bundled with Reseller's implementation services.

2. PRICING. Reseller shall pay Licensor the list price less a discount of thirty percent (30%) for each license sold, within forty-five (45) days after the end of the month in which the license is sold.

3. END USER TERMS. Reseller shall ensure that each End User accepts Licensor's end user license agreement before installing the Software.

4. SUPPORT. Reseller shall provide first-line support to its End Users, and Licensor shall provide second-line support to Reseller during business hours.

18. MISCELLANEOUS

18.1 Independent Contractors. Nothing in this Agreement makes either party the agent or partner of the other.

18.2 Insurance. Each party shall maintain, at its own expense during the term of this Agreement: (a) commercial general liability insurance of $1,000,000 per occurrence and $2,000,000 aggregate; (b) technology errors and omissions insurance with limits of $2,000,000 per claim and in the aggregate; and (c) network security and privacy liability insurance with limits of $2,000,000 per claim. On request, each party shall furnish the other with a certificate of insurance evidencing such coverage.

18.3 Export. Reseller shall comply with all export laws and shall not export the Software to any embargoed country.

18.4 Governing Law. This Agreement is governed by the laws of Delaware.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "PROFESSIONAL", minimum: 2_000_000 },
      { kind: "CYBER", minimum: 2_000_000 },
      { kind: "CERTIFICATE_DELIVERY" },
    ],
  },
  {
    id: "equipment-lease",
    type: "lease",
    text: `MASTER EQUIPMENT LEASE AGREEMENT

This Master Equipment Lease Agreement is dated as of January 20, 2020 between Keystone Equipment Finance Corp. ("Lessor") and Tri-County Aggregates, Inc. ("Lessee").

1. LEASE. Lessor leases to Lessee, and Lessee leases from Lessor, the equipment described in each Schedule (the "Equipment") for the term stated in that Schedule.

2. RENT. Lessee shall pay rent in the amounts and on the dates set out in each Schedule. Rent is payable without abatement or setoff for any reason.

3. USE AND MAINTENANCE. Lessee shall use the Equipment only in the ordinary course of its business, by competent operators, and shall keep it in good repair and working order at Lessee's expense.

8. RISK OF LOSS; INSURANCE

8.1 From delivery until return, Lessee bears the entire risk of loss, theft, damage or destruction of the Equipment from any cause.

8.2 Lessee shall keep the Equipment insured against all risks of physical loss or damage for not less than its full replacement value, with Lessor named as sole loss payee, and shall carry public liability insurance against bodily injury and property damage arising from the Equipment in an amount of not less than $2,000,000 per occurrence, naming Lessor as an additional insured.

8.3 Lessee shall deliver evidence of the required insurance to Lessor prior to delivery of any Equipment. Each policy shall require the insurer to give Lessor at least thirty (30) days' prior written notice before any cancellation and shall provide that Lessor's interest is not invalidated by any act or neglect of Lessee.

9. DEFAULT. An Event of Default occurs if Lessee fails to pay rent within ten (10) days after its due date, fails to maintain the insurance required by Section 8, or becomes insolvent.`,
    expected: [
      { kind: "PROPERTY" },
      { kind: "GL_OCCURRENCE", minimum: 2_000_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "CERTIFICATE_DELIVERY" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
    ],
  },
  {
    id: "clinical-research",
    type: "services",
    text: `CLINICAL RESEARCH SERVICES AGREEMENT

This Clinical Research Services Agreement is entered into as of March 1, 2023 between Larkspur Biosciences, Inc. ("Sponsor") and Meridian Clinical Research Organization, LLC ("CRO").

SECTION 2. SERVICES. CRO shall perform the clinical trial management, monitoring, data management and biostatistics services described in each Work Order in accordance with the Protocol, Good Clinical Practice and applicable law.

SECTION 4. PAYMENT. Sponsor shall pay CRO the fees and pass-through costs set out in each Work Order. CRO shall invoice monthly, and Sponsor shall pay undisputed invoices within forty-five (45) days.

SECTION 7. CONFIDENTIALITY. CRO shall keep all Sponsor information confidential for ten (10) years after the end of this Agreement.

SECTION 10. INDEMNIFICATION; LIMITATION OF LIABILITY; INSURANCE

10.1 Sponsor shall indemnify CRO against third-party claims for injury to trial subjects caused by the investigational product, except to the extent caused by CRO's negligence.

10.2 In no event shall CRO's liability under a Work Order exceed the fees paid under that Work Order.

10.3 CRO shall maintain professional liability (errors and omissions) insurance covering the Services with a limit of not less than $5,000,000 each claim, general liability insurance of $1,000,000 each occurrence and $3,000,000 aggregate, and workers' compensation as mandated by law. Sponsor shall be included as an additional insured under CRO's general liability policy. CRO's policies shall not be cancelled or materially altered without sixty (60) days' written notice to Sponsor.

10.4 Sponsor shall maintain clinical trial liability insurance with limits of at least $10,000,000 per occurrence for each trial conducted under this Agreement.

SECTION 12. TERM. This Agreement shall remain in effect for five (5) years unless terminated earlier.`,
    expected: [
      { kind: "PROFESSIONAL", minimum: 5_000_000 },
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 3_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "NOTICE_OF_CANCELLATION", days: 60 },
    ],
  },
  {
    id: "event-services",
    type: "services",
    text: `EVENT SERVICES AGREEMENT

This Event Services Agreement is between Harborline Convention Center Authority ("Client") and Marquee Staging & Production, Inc. ("Vendor") and is effective on the date of the last signature below.

1. Vendor shall provide staging, audio-visual, rigging and lighting services for the events listed in Attachment 1, including set-up and tear-down.

2. Client shall pay Vendor the amounts in Attachment 2. A deposit of fifty percent (50%) is due thirty (30) days before each event; the balance is due within fifteen (15) days after the event.

3. Vendor shall comply with the Center's rules, including its rigging and fire safety rules, and shall have its riggers certified by ETCP.

4. Vendor shall obtain a general liability policy with a minimum of $1,000,000 per occurrence and $2,000,000 aggregate, hired and non-owned auto liability of $1,000,000, and worker's compensation per statutory requirements, and shall keep them in force until all of its equipment is removed from the Center. The general liability policy shall include a waiver of subrogation in favor of Client and its affiliates, and shall be primary and noncontributory with any coverage Client maintains. Client, its officers and employees shall be added as additional insureds. A certificate of insurance showing the required coverage must be received by Client no later than fourteen (14) days before the first event.

5. Either party may cancel an event by written notice; if Client cancels less than thirty (30) days before the event, the deposit is not refundable.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "WAIVER_OF_SUBROGATION" },
      { kind: "PRIMARY_NONCONTRIBUTORY" },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "CERTIFICATE_DELIVERY", days: 14 },
    ],
  },
  {
    id: "grounds-maintenance",
    type: "services",
    text: `GROUNDS MAINTENANCE SERVICES CONTRACT

Owner: Pinewood Commons Homeowners Association
Contractor: GreenEdge Landscape Management, Inc.

1. SCOPE. Contractor shall mow, edge, trim, fertilize and maintain the common areas of Pinewood Commons weekly from March through November, and shall provide snow removal on call from December through February.

2. PRICE. The annual contract price is $148,200, payable in twelve equal monthly installments.

3. CONTRACTOR REQUIREMENTS. Contractor shall hold all licenses required for pesticide application, shall supervise its crews at all times, and shall repair any damage its crews cause to irrigation heads, curbs or vehicles.

4. Contractor shall maintain the following coverage and limits for the duration of this Contract:

Type of Coverage	Minimum Limits
Commercial General Liability, each occurrence	$1,000,000
General Aggregate	$2,000,000
Commercial Automobile Liability, combined single limit	$1,000,000
Workers' Compensation	Statutory
Employer's Liability, each accident	$500,000
Umbrella Liability	$2,000,000

Owner shall be an additional insured on the general liability, automobile and umbrella policies. Contractor shall give Owner thirty (30) days' notice of cancellation and shall file certificates of insurance with Owner's managing agent before beginning work.

5. TERM. This Contract runs for one year from March 1 and may be terminated by either party on thirty (30) days' written notice.`,
    expected: [
      { kind: "GL_OCCURRENCE", minimum: 1_000_000 },
      { kind: "GL_AGGREGATE", minimum: 2_000_000 },
      { kind: "AUTO_CSL", minimum: 1_000_000 },
      { kind: "WC_STATUTORY" },
      { kind: "EL_ACCIDENT", minimum: 500_000 },
      { kind: "UMBRELLA", minimum: 2_000_000 },
      { kind: "ADDITIONAL_INSURED" },
      { kind: "NOTICE_OF_CANCELLATION", days: 30 },
      { kind: "CERTIFICATE_DELIVERY" },
    ],
  },
];
