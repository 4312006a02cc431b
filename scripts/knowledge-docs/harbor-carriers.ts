// Harbor Insurance Agency's carrier facts (fictional: the agency, its contacts, appetites and
// numbers are written for the demo; phone numbers are 555-01xx, addresses end in .test). The
// carrier names are those the demo seed places policies with. One source for the appetite guide
// and the contact sheet, so the two agree.

export interface AppetiteClass {
  name: string;
  decision: "Preferred" | "Acceptable" | "Refer" | "Decline";
  limits: string;
  note: string;
}

export interface HarborCarrier {
  name: string;
  short: string;
  lines: string;
  states: string;
  minPremium: string;
  classes: AppetiteClass[];
  declines: string[];
  submission: string[];
  claimsPhone: string;
  claimsOnline: string;
  claimsHours: string;
  underwriter: string;
  underwriterPhone: string;
}

export const HARBOR_CARRIERS: HarborCarrier[] = [
  {
    name: "Hartford Fire Insurance Company",
    short: "Hartford",
    lines: "General liability, property, commercial auto (fleets under 10 units)",
    states: "ME, NH, VT, MA",
    minPremium: "$750",
    classes: [
      {
        name: "Restaurants without cooking oil fryers",
        decision: "Preferred",
        limits: "$1M / $2M",
        note: "Liquor under 30% of sales",
      },
      {
        name: "Retail stores (apparel, gifts, books)",
        decision: "Preferred",
        limits: "$2M / $4M",
        note: "Sales up to $5M",
      },
      {
        name: "Landscaping and lawn care",
        decision: "Acceptable",
        limits: "$1M / $2M",
        note: "No tree work above 15 feet",
      },
      {
        name: "Office buildings (lessor's risk only)",
        decision: "Preferred",
        limits: "$1M / $2M",
        note: "Up to 6 stories",
      },
      { name: "Roofing contractors", decision: "Decline", limits: "-", note: "Refer to E&S through CRC Group" },
    ],
    declines: [
      "Roofing, siding and gutter contractors",
      "Bars and taverns with liquor over 50% of sales",
      "Risks with two or more liability losses over $25,000 in the last three years",
    ],
    submission: [
      "ACORD 125 and 126 signed by the insured",
      "Five years of currently valued loss runs",
      "Supplemental application for restaurants and contractors",
    ],
    claimsPhone: "(800) 555-0110",
    claimsOnline: "claims.hartford-portal.test",
    claimsHours: "24 hours, 7 days",
    underwriter: "Alicia Grant",
    underwriterPhone: "(617) 555-0111",
  },
  {
    name: "The Travelers Indemnity Company",
    short: "Travelers",
    lines: "General liability, commercial package, umbrella to $10M",
    states: "ME, NH, MA, RI, CT",
    minPremium: "$1,500",
    classes: [
      {
        name: "Manufacturers of metal products",
        decision: "Preferred",
        limits: "$1M / $2M",
        note: "No aircraft or auto parts",
      },
      {
        name: "Wholesale distributors",
        decision: "Preferred",
        limits: "$2M / $4M",
        note: "Owned fleet written with them",
      },
      {
        name: "General contractors (commercial)",
        decision: "Acceptable",
        limits: "$1M / $2M",
        note: "Subcontracted cost under 60%",
      },
      {
        name: "Apartment buildings (up to 50 units)",
        decision: "Acceptable",
        limits: "$1M / $2M",
        note: "Built after 1960 or updated",
      },
      { name: "Residential new construction", decision: "Decline", limits: "-", note: "Construction defect exposure" },
    ],
    declines: [
      "Residential new construction and condominium conversions",
      "Trucking for hire and hazardous materials haulers",
      "Cannabis growers, processors and dispensaries",
    ],
    submission: [
      "ACORD 125, 126 and 140 with statement of values",
      "Three years of loss runs dated within 90 days",
      "Subcontractor agreements and certificates for contractors",
    ],
    claimsPhone: "(800) 555-0112",
    claimsOnline: "report.travelers-claims.test",
    claimsHours: "24 hours, 7 days",
    underwriter: "Kevin Marsh",
    underwriterPhone: "(860) 555-0113",
  },
  {
    name: "The Cincinnati Insurance Company",
    short: "Cincinnati",
    lines: "Businessowners (BOP), commercial package, umbrella",
    states: "ME, NH, VT",
    minPremium: "$500",
    classes: [
      {
        name: "Dental and medical offices",
        decision: "Preferred",
        limits: "$1M / $2M",
        note: "Professional liability written separately",
      },
      {
        name: "Hardware and home goods stores",
        decision: "Preferred",
        limits: "$1M / $2M",
        note: "No propane filling",
      },
      {
        name: "Beauty salons and barber shops",
        decision: "Acceptable",
        limits: "$1M / $2M",
        note: "Professional endorsement required",
      },
      { name: "Auto repair garages", decision: "Refer", limits: "$1M / $2M", note: "Garagekeepers quoted separately" },
      { name: "Nightclubs", decision: "Decline", limits: "-", note: "Not in appetite" },
    ],
    declines: [
      "Nightclubs and venues with live entertainment after midnight",
      "Vacant buildings",
      "Frame buildings more than 5 miles from a responding fire station",
    ],
    submission: [
      "ACORD 125 and 140 with building updates (roof, wiring, plumbing, heating)",
      "Photos of the premises, outside and inside",
      "Three years of loss runs",
    ],
    claimsPhone: "(877) 555-0114",
    claimsOnline: "cinfin-claims.test",
    claimsHours: "Monday to Friday 7:00 a.m. to 8:00 p.m. ET; after hours (877) 555-0115",
    underwriter: "Renee Caldwell",
    underwriterPhone: "(513) 555-0116",
  },
  {
    name: "Auto-Owners Insurance Company",
    short: "Auto-Owners",
    lines: "Businessowners (BOP), commercial auto, workers compensation",
    states: "ME, NH",
    minPremium: "$400",
    classes: [
      { name: "Plumbing and HVAC contractors", decision: "Preferred", limits: "$1M / $2M", note: "Payroll up to $2M" },
      { name: "Electrical contractors", decision: "Preferred", limits: "$1M / $2M", note: "No high-voltage work" },
      {
        name: "Convenience stores",
        decision: "Acceptable",
        limits: "$1M / $2M",
        note: "No gas pumps; closes by 11 p.m.",
      },
      {
        name: "Day care centers",
        decision: "Refer",
        limits: "$1M / $2M",
        note: "Abuse and molestation sublimit $100,000",
      },
      { name: "Tree trimming and removal", decision: "Decline", limits: "-", note: "Not in appetite" },
    ],
    declines: [
      "Tree trimming and removal",
      "Fleets with more than 25 power units",
      "Drivers under 21 on any vehicle over 10,000 lbs GVW",
    ],
    submission: [
      "ACORD 125, 127 and 130 as the lines require",
      "Driver list with license numbers and dates of birth",
      "Motor vehicle reports ordered by the agency for every driver",
    ],
    claimsPhone: "(888) 555-0117",
    claimsOnline: "auto-owners-claims.test",
    claimsHours: "24 hours, 7 days",
    underwriter: "Tom Whitaker",
    underwriterPhone: "(517) 555-0118",
  },
  {
    name: "Progressive Casualty Insurance Company",
    short: "Progressive",
    lines: "Commercial auto (1 to 50 power units), hired and non-owned auto",
    states: "ME, NH, VT, MA, RI, CT",
    minPremium: "$1,000",
    classes: [
      {
        name: "Contractors' pickups and vans",
        decision: "Preferred",
        limits: "$1M CSL",
        note: "Radius under 100 miles",
      },
      { name: "Landscapers with trailers", decision: "Preferred", limits: "$1M CSL", note: "Trailers scheduled" },
      {
        name: "Food delivery and catering vans",
        decision: "Acceptable",
        limits: "$1M CSL",
        note: "No app-based delivery drivers",
      },
      { name: "Limousines and party buses", decision: "Refer", limits: "$1.5M CSL", note: "Livery filing required" },
      {
        name: "Long-haul trucking over 500 miles",
        decision: "Decline",
        limits: "-",
        note: "Refer to National Indemnity",
      },
    ],
    declines: [
      "Long-haul trucking with a radius over 500 miles",
      "Ride-share and app-based delivery as the main use",
      "Drivers with a DUI in the last five years",
    ],
    submission: [
      "ACORD 127 and 129 with vehicle VINs, garaging addresses and stated values",
      "Driver list with license numbers",
      "Three years of auto loss runs",
    ],
    claimsPhone: "(800) 555-0119",
    claimsOnline: "progressive-claims.test",
    claimsHours: "24 hours, 7 days",
    underwriter: "Dana Kowalski",
    underwriterPhone: "(440) 555-0120",
  },
  {
    name: "Employers Insurance Company of Wausau",
    short: "Wausau",
    lines: "Workers compensation and employers liability",
    states: "ME, NH, VT, MA",
    minPremium: "$2,500",
    classes: [
      {
        name: "Clerical office employees (8810)",
        decision: "Preferred",
        limits: "$500K / $500K / $500K",
        note: "Any size",
      },
      {
        name: "Restaurants (9082)",
        decision: "Acceptable",
        limits: "$500K / $500K / $500K",
        note: "Payroll over $300,000",
      },
      {
        name: "Carpentry, commercial (5403)",
        decision: "Acceptable",
        limits: "$1M / $1M / $1M",
        note: "Safety program on file",
      },
      { name: "Logging (2702)", decision: "Decline", limits: "-", note: "Maine assigned risk pool" },
      { name: "Temporary staffing agencies", decision: "Decline", limits: "-", note: "Not in appetite" },
    ],
    declines: [
      "Logging and lumbering",
      "Temporary staffing and professional employer organizations",
      "Experience modification above 1.25",
    ],
    submission: [
      "ACORD 130 with payroll by class code and state",
      "Four years of loss runs and the current experience modification worksheet",
      "Written safety program for construction classes",
    ],
    claimsPhone: "(800) 555-0121",
    claimsOnline: "wausau-injury-report.test",
    claimsHours: "24 hours, 7 days (nurse triage line (800) 555-0122)",
    underwriter: "Maria Chen",
    underwriterPhone: "(715) 555-0123",
  },
  {
    name: "Hiscox Insurance Company Inc.",
    short: "Hiscox",
    lines: "Cyber liability, professional liability for small firms",
    states: "All New England states",
    minPremium: "$650",
    classes: [
      {
        name: "Accountants and bookkeepers",
        decision: "Preferred",
        limits: "$1M aggregate",
        note: "Revenue up to $10M",
      },
      { name: "Marketing and design firms", decision: "Preferred", limits: "$2M aggregate", note: "No adult content" },
      {
        name: "Medical practices",
        decision: "Acceptable",
        limits: "$1M aggregate",
        note: "Multi-factor authentication required",
      },
      { name: "Cryptocurrency businesses", decision: "Decline", limits: "-", note: "Not in appetite" },
      { name: "Payment processors", decision: "Decline", limits: "-", note: "Not in appetite" },
    ],
    declines: [
      "Cryptocurrency exchanges and payment processors",
      "Firms without multi-factor authentication on email",
      "Firms with a ransomware loss in the last three years",
    ],
    submission: [
      "Hiscox cyber application (two pages)",
      "Revenue for the last fiscal year",
      "Prior cyber loss details",
    ],
    claimsPhone: "(866) 555-0124",
    claimsOnline: "hiscox-breach-response.test",
    claimsHours: "24 hours, 7 days (breach hotline)",
    underwriter: "Owen Patel",
    underwriterPhone: "(212) 555-0125",
  },
  {
    name: "The Hanover Insurance Company",
    short: "Hanover",
    lines: "Commercial property, package policies, inland marine",
    states: "ME, NH, VT, MA, RI",
    minPremium: "$1,000",
    classes: [
      {
        name: "Wineries and breweries",
        decision: "Preferred",
        limits: "$1M / $2M",
        note: "Tasting room sales under 40%",
      },
      { name: "Fitness centers", decision: "Acceptable", limits: "$1M / $2M", note: "No climbing walls or boxing" },
      { name: "Hotels and motels", decision: "Refer", limits: "$1M / $2M", note: "Sprinklered buildings only" },
      { name: "Self-storage facilities", decision: "Preferred", limits: "$1M / $2M", note: "Gated with cameras" },
      { name: "Waste haulers", decision: "Decline", limits: "-", note: "Not in appetite" },
    ],
    declines: [
      "Waste haulers and recyclers",
      "Buildings with knob-and-tube wiring",
      "Coastal property within 1,000 feet of the shoreline",
    ],
    submission: [
      "ACORD 125 and 140 with a statement of values",
      "Sprinkler and alarm certificates",
      "Five years of loss runs for property",
    ],
    claimsPhone: "(800) 555-0126",
    claimsOnline: "hanover-first-report.test",
    claimsHours: "Monday to Friday 8:00 a.m. to 8:00 p.m. ET; weekends (800) 555-0127",
    underwriter: "Grace Sullivan",
    underwriterPhone: "(508) 555-0128",
  },
];
