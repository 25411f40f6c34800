import { NON_US_STATE, REGION_TYPES } from '@exchange/domain';

/** One demo school as the seed inserts it. */
export interface DemoSchool {
  name: string;
  /** Short name used in staff e-mail domains (telo@{slug}.edu). */
  slug: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  countryName: string;
  phone: string;
  regionName: string;
  carnegie: string;
  academicTerm: number;
  /** Exchange program names (participation types) offered. */
  programs: string[];
  founded: number;
  kind: string;
  parentSlug?: string;
}

const CARNEGIE = [
  'Doctoral Universities: Very High Research Activity',
  'Doctoral Universities: High Research Activity',
  "Master's Colleges & Universities: Larger Programs",
  'Baccalaureate Colleges: Arts & Sciences Focus',
  'Baccalaureate Colleges: Diverse Fields',
  'Special Focus Four-Year: Other',
];

const PROGRAM_SETS: Record<string, string[]> = {
  U: ['Undergraduate'],
  UG: ['Undergraduate', 'Graduate'],
  UGO: ['Undergraduate', 'Graduate', 'Online'],
  UO: ['Undergraduate', 'Online'],
  UC: ['Undergraduate', 'Certificate'],
  UOC: ['Undergraduate', 'Online', 'Certificate'],
  US: ['Undergraduate', 'Study Abroad'],
  UGS: ['Undergraduate', 'Graduate', 'Study Abroad'],
  UGOC: ['Undergraduate', 'Graduate', 'Online', 'Certificate'],
  G: ['Graduate'],
};

// name | slug | street | city | state | zip | country | phone | region | carnegie | term | programs | founded | kind
const ROWS = `
Alpha University|alpha|100 University Avenue|Columbus|OH|43210|United States|6145550101|Midwest|0|1|UGO|1870|public research university
Beta College|beta|25 College Green|Burlington|VT|05401|United States|8025550102|Northeast|3|1|UG|1791|private liberal arts college
Gamma University|gamma|800 Magnolia Boulevard|Athens|GA|30602|United States|7065550103|Southeast|0|1|UGS|1785|public research university
Delta College|delta|4100 Mesa Road|Tempe|AZ|85281|United States|4805550104|Southwest|2|1|UOC|1958|comprehensive college
Epsilon State University|epsilon|1910 Campus Drive|Boise|ID|83725|United States|2085550105|West|1|1|UGO|1932|public university
Zeta College|zeta|415 Harrisburg Pike|Lancaster|PA|17603|United States|7175550106|Northeast|3|1|U|1787|private liberal arts college
Eta University|eta|2301 Vanderbilt Place|Nashville|TN|37203|United States|6155550107|Southeast|0|1|UGS|1873|private research university
Theta Institute of Technology|theta|110 Eighth Street|Troy|NY|12180|United States|5185550108|Northeast|0|1|UG|1824|private technological institute
Iota College|iota|1115 Eighth Avenue|Grinnell|IA|50112|United States|6415550109|Midwest|3|1|U|1846|private liberal arts college
Kappa University|kappa|1311 South Fifth Street|Waco|TX|76706|United States|2545550110|Southwest|1|1|UGO|1845|private research university
Lambda College|lambda|500 East Ninth Street|Claremont|CA|91711|United States|9095550111|West|3|1|U|1887|private liberal arts college
Mu University|mu|500 South State Street|Ann Arbor|MI|48109|United States|7345550112|Midwest|0|1|UGOC|1817|public research university
Nu College|nu|255 Maine Street|Brunswick|ME|04011|United States|2075550113|Northeast|3|1|U|1794|private liberal arts college
Xi University|xi|200 Franklin Street|Chapel Hill|NC|27514|United States|9195550114|Southeast|0|1|UGS|1789|public research university
Omicron College|omicron|1600 St. Michael's Drive|Santa Fe|NM|87505|United States|5055550115|Southwest|4|1|UC|1947|private college
Pi University|pi|901 Twelfth Avenue|Seattle|WA|98122|United States|2065550116|West|2|2|UGO|1891|private university
Rho College|rho|1520 St. Olaf Avenue|Northfield|MN|55057|United States|5075550117|Midwest|3|1|U|1874|private liberal arts college
Sigma University|sigma|45 Prospect Street|Providence|RI|02912|United States|4015550118|Northeast|0|1|UG|1764|private research university
Tau College|tau|66 George Street|Charleston|SC|29424|United States|8435550119|Southeast|2|1|UG|1770|public college
Upsilon University|upsilon|660 Parrington Oval|Norman|OK|73019|United States|4055550120|Southwest|0|1|UGOC|1890|public research university
Phi College|phi|345 Boyer Avenue|Walla Walla|WA|99362|United States|5095550121|West|3|1|U|1859|private liberal arts college
Chi University|chi|633 Clark Street|Evanston|IL|60208|United States|8475550122|Midwest|0|2|UGS|1851|private research university
Psi College|psi|14 Old Chapel Road|Middlebury|VT|05753|United States|8025550123|Northeast|3|1|US|1800|private liberal arts college
Omega University|omega|222 South Copeland Street|Tallahassee|FL|32306|United States|8505550124|Southeast|0|1|UGO|1851|public research university
Lakeshore College|lakeshore|141 East Twelfth Street|Holland|MI|49423|United States|6165550125|Midwest|4|1|U|1866|private college
Riverbend University|riverbend|2301 South Third Street|Louisville|KY|40292|United States|5025550126|Southeast|1|1|UGO|1798|public university
Cedar Ridge College|cedarridge|1 University Heights|Asheville|NC|28804|United States|8285550127|Southeast|3|1|U|1927|public liberal arts college
Prairie State University|prairiestate|919 Mid-Campus Drive|Manhattan|KS|66506|United States|7855550128|Midwest|1|1|UGOC|1863|public research university
Harbor View College|harborview|96 Falmouth Street|Portland|ME|04101|United States|2075550129|Northeast|2|1|UO|1878|comprehensive college
Saint Brendan University|stbrendan|1250 West Wisconsin Avenue|Milwaukee|WI|53233|United States|4145550130|Midwest|1|1|UG|1881|private Catholic university
Mount Carmel College|mountcarmel|2000 University Avenue|Dubuque|IA|52001|United States|5635550131|Midwest|4|3|UC|1839|private college
Desert Sun University|desertsun|1780 East University Avenue|Las Cruces|NM|88003|United States|5755550132|Southwest|1|1|UGO|1888|public research university
Pacific Crest University|pacificcrest|1585 East Thirteenth Avenue|Eugene|OR|97403|United States|5415550133|West|0|2|UGS|1876|public research university
Bluestone College|bluestone|204 West Washington Street|Lexington|VA|24450|United States|5405550134|Southeast|3|1|U|1749|private liberal arts college
Granite Peak University|granitepeak|1101 South Sixth Avenue|Bozeman|MT|59717|United States|4065550135|West|1|1|UGO|1893|public university
Westfield Graduate College|westfield|77 Sherman Street|Hartford|CT|06105|United States|8605550136|Northeast|5|1|G|1834|graduate college
Alpha University Lakeside Campus|alphalakeside|2 Lakefront Drive|Sandusky|OH|44870|United States|4195550137|Midwest|2|1|UO|1968|regional campus of Alpha University
Northern Lights University|northernlights|6299 South Street|Halifax|FC|B3H 4R2|Canada|19025550138|International|1|1|UG|1818|public university
Anglo-American College London|angloamerican|12 Gower Street|London|FC|WC1E 6BT|United Kingdom|442075550139|International|3|3|US|1972|private liberal arts college
American College of the Aegean|aegean|6 Gravias Street|Athens|FC|15342|Greece|302105550140|International|4|1|U|1875|private college
`;

function programSet(code: string): string[] {
  const set = PROGRAM_SETS[code];
  if (!set) throw new Error(`unknown program set ${code}`);
  return set;
}

/** The forty demo schools; the first four are the ones the demo accounts belong to. */
export const DEMO_SCHOOLS: DemoSchool[] = ROWS.trim()
  .split('\n')
  .map((row) => {
    const [
      name,
      slug,
      address,
      city,
      state,
      zip,
      countryName,
      phone,
      regionName,
      carnegie,
      term,
      programs,
      founded,
      kind,
    ] = row.split('|') as [string, ...string[]];
    return {
      name,
      slug: slug!,
      address: address!,
      city: city!,
      state: state === 'FC' ? NON_US_STATE : state!,
      zip: zip!,
      countryName: countryName!,
      phone: phone!,
      regionName: regionName!,
      carnegie: CARNEGIE[Number(carnegie)]!,
      academicTerm: Number(term),
      programs: programSet(programs!),
      founded: Number(founded),
      kind: kind!,
      parentSlug: slug === 'alphalakeside' ? 'alpha' : undefined,
    };
  });

/** Region id of a region name from the domain catalogue. */
export function regionId(name: string): number {
  const region = REGION_TYPES.find((r) => r.regionName === name);
  if (!region) throw new Error(`unknown region ${name}`);
  return region.id;
}

/** The profile overview text (at least 100 characters, 1-core §5). */
export function overviewOf(s: DemoSchool): string {
  const where = s.state === NON_US_STATE ? `${s.city}, ${s.countryName}` : `${s.city}, ${s.state}`;
  return (
    `${s.name} is a ${s.kind} in ${where}, founded in ${s.founded}. ` +
    `It welcomes exchange scholarship students into its ${s.programs.join(', ').toLowerCase()} programs ` +
    'and offers small classes, dedicated academic advising, undergraduate research opportunities and an ' +
    'active residential community. Exchange students are reviewed on the same terms as all other applicants.'
  );
}
