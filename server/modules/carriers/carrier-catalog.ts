/**
 * The shared list of carriers and wholesale brokers every agency sees (docs/product/accounts-and-contacts.md; carrier,
 * broker). NAIC company codes are printed on certificates (insurers A–F), so a code is
 * listed only where it is known for that exact legal entity; otherwise it is null and an
 * agency can record the entity it uses as its own carrier.
 */
export interface CatalogEntry {
  name: string;
  naicCode: string | null;
  isCarrier: boolean;
  isBroker: boolean;
}

const carrier = (name: string, naicCode: string | null): CatalogEntry => ({
  name,
  naicCode,
  isCarrier: true,
  isBroker: false,
});
const broker = (name: string): CatalogEntry => ({ name, naicCode: null, isCarrier: false, isBroker: true });

export const CARRIER_CATALOG: readonly CatalogEntry[] = [
  // The Hartford
  carrier("Hartford Fire Insurance Company", "19682"),
  carrier("Hartford Casualty Insurance Company", "29424"),
  carrier("Hartford Underwriters Insurance Company", "30104"),
  carrier("Property and Casualty Insurance Company of Hartford", "34690"),
  carrier("Twin City Fire Insurance Company", "29459"),
  carrier("Sentinel Insurance Company, Ltd.", "11000"),
  // Travelers
  carrier("The Travelers Indemnity Company", "25658"),
  carrier("Travelers Property Casualty Company of America", "25674"),
  carrier("Travelers Casualty and Surety Company of America", "31194"),
  carrier("The Charter Oak Fire Insurance Company", "25615"),
  carrier("The Standard Fire Insurance Company", "19070"),
  // Liberty Mutual
  carrier("Liberty Mutual Insurance Company", "23043"),
  carrier("Liberty Insurance Corporation", "42404"),
  carrier("Ohio Casualty Insurance Company", "24074"),
  carrier("Safeco Insurance Company of America", "24740"),
  carrier("American Fire and Casualty Company", "24066"),
  // Zurich
  carrier("Zurich American Insurance Company", "16535"),
  carrier("Steadfast Insurance Company", "26387"),
  // Chubb
  carrier("Federal Insurance Company", "20281"),
  carrier("Great Northern Insurance Company", "20303"),
  carrier("Vigilant Insurance Company", "20397"),
  carrier("Pacific Indemnity Company", "20346"),
  carrier("ACE American Insurance Company", "22667"),
  carrier("Westchester Fire Insurance Company", "10030"),
  carrier("Illinois Union Insurance Company", "27960"),
  // CNA
  carrier("Continental Casualty Company", "20443"),
  carrier("Valley Forge Insurance Company", "20508"),
  carrier("Transportation Insurance Company", "20494"),
  carrier("National Fire Insurance Company of Hartford", "20478"),
  carrier("American Casualty Company of Reading, Pennsylvania", "20427"),
  // AIG
  carrier("National Union Fire Insurance Company of Pittsburgh, Pa.", "19445"),
  carrier("Lexington Insurance Company", "19437"),
  // Nationwide
  carrier("Nationwide Mutual Insurance Company", "23787"),
  carrier("Scottsdale Insurance Company", "41297"),
  // Berkshire Hathaway
  carrier("National Indemnity Company", "20087"),
  carrier("Berkshire Hathaway Specialty Insurance Company", "22276"),
  // Personal and commercial auto, home
  carrier("Progressive Casualty Insurance Company", "24260"),
  carrier("State Farm Mutual Automobile Insurance Company", "25178"),
  carrier("State Farm Fire and Casualty Company", "25143"),
  carrier("Allstate Insurance Company", "19232"),
  carrier("Government Employees Insurance Company", "22063"),
  // Regional and specialty
  carrier("Great American Insurance Company", "16691"),
  carrier("Philadelphia Indemnity Insurance Company", "18058"),
  carrier("The Hanover Insurance Company", "22292"),
  carrier("The Cincinnati Insurance Company", "10677"),
  carrier("Erie Insurance Exchange", "26271"),
  carrier("Auto-Owners Insurance Company", "18988"),
  carrier("Westfield Insurance Company", "24112"),
  carrier("Selective Insurance Company of America", "12572"),
  carrier("Employers Insurance Company of Wausau", "21458"),
  carrier("Old Republic Insurance Company", "24147"),
  carrier("Arch Insurance Company", "11150"),
  carrier("XL Specialty Insurance Company", "37885"),
  carrier("Evanston Insurance Company", "35378"),
  carrier("Markel American Insurance Company", "28932"),
  carrier("Hiscox Insurance Company Inc.", "10200"),
  carrier("Navigators Insurance Company", "42307"),
  carrier("Kinsale Insurance Company", "38920"),
  carrier("James River Insurance Company", "12203"),
  carrier("Nautilus Insurance Company", "17370"),
  carrier("Colony Insurance Company", "39993"),
  carrier("Houston Casualty Company", "42374"),
  carrier("Landmark American Insurance Company", "33138"),
  carrier("The North River Insurance Company", "21105"),
  carrier("Everest National Insurance Company", "10120"),
  carrier("Starr Indemnity & Liability Company", "38318"),
  carrier("Church Mutual Insurance Company", "18767"),
  carrier("Sentry Insurance Company", null),
  carrier("Acuity, A Mutual Insurance Company", "14184"),
  carrier("Amerisure Insurance Company", "19488"),
  // Known groups whose writing company varies by state and program: no single code.
  carrier("AmTrust Financial", null),
  carrier("Employers Holdings", null),
  carrier("biBERK", null),
  carrier("NEXT Insurance", null),
  // Wholesale brokers and MGAs (no NAIC code: they are not insurers)
  broker("AmWINS Group"),
  broker("CRC Group"),
  broker("RT Specialty"),
  broker("Ryan Specialty"),
  broker("Burns & Wilcox"),
  broker("Worldwide Facilities"),
  broker("Jencap"),
  broker("Brown & Riding"),
  broker("Risk Placement Services"),
  broker("XPT Specialty"),
  broker("Bass Underwriters"),
];
