import {
  AID_INCLUDED,
  acceptedCategoryGroups,
  displayedState,
  formatUsDate,
  formatUsd,
  type MemberSchool,
  type MemberSchoolInfo,
  type MemberSchoolLiaison,
  type MemberSchoolYear,
  STUDENT_CATEGORY_GROUPS,
  scholarshipOfferingName,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';

const yesNo = (flag: number | null) => (flag === null ? 'Not stated' : flag === 1 ? 'Yes' : 'No');

/** A titled part of the page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Term and value pairs, a description list. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** A link leaving the portal, said to open in a new tab; an address that is not http(s) stays text. */
function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  if (!/^https?:\/\//i.test(href)) return <>{children}</>;
  return (
    <Link href={href} target="_blank" rel="noopener" sx={{ wordBreak: 'break-word' }}>
      {children}
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}

/** Address, school website and overview. */
export const SchoolFacts = memo(function SchoolFacts({ school }: { school: MemberSchool }) {
  const zip = school.zipFour ? `${school.zip}-${school.zipFour}` : school.zip;
  return (
    <>
      <Section title="Address">
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <div>{school.address}</div>
          {school.address2 && <div>{school.address2}</div>}
          <div>{[school.city, [displayedState(school.state), zip].filter(Boolean).join(' ')].join(', ')}</div>
          <div>{school.country}</div>
        </Box>
      </Section>
      <Section title="School website">
        <OutsideLink href={school.url}>{school.url}</OutsideLink>
      </Section>
      <Section title="Overview">
        <Typography sx={{ whiteSpace: 'pre-line' }}>{school.overview}</Typography>
        {school.schoolParticipationType.length > 0 && (
          <Typography sx={{ mt: 1 }}>
            Exchange programs: {school.schoolParticipationType.map((p) => p.participationName).join(', ')}
          </Typography>
        )}
      </Section>
    </>
  );
});

/** The liaison officer (the primary TELO): name and email. */
export const LiaisonFacts = memo(function LiaisonFacts({
  liaison,
}: {
  liaison: MemberSchoolLiaison | null | undefined;
}) {
  return (
    <Section title="Liaison officer">
      {liaison ? (
        <Typography>
          {liaison.firstName} {liaison.lastName},{' '}
          <Link href={`mailto:${liaison.email}`}>{liaison.email}</Link>
        </Typography>
      ) : (
        <Typography>The school has no liaison officer on file.</Typography>
      )}
    </Section>
  );
});

/** The offering by the name of 3-billing §9 (open-points 42), with the set rate for Annual Set Rate. */
function offeringText(info: MemberSchoolInfo): string {
  const name = scholarshipOfferingName(info.scholarshipOfferingId);
  if (name === null) return 'Not stated';
  return info.setRate === null ? name : `${name}: ${formatUsd(info.setRate)}`;
}

/** The school's two information links of the year: for its own employees (export) and for applicants. */
function linkRows(info: MemberSchoolInfo): [string, ReactNode][] {
  const links: [string, string | null][] = [
    ['Information for employees', info.exportUrl],
    ['Information for applicants', info.importUrl],
  ];
  return links.flatMap(([term, href]): [string, ReactNode][] =>
    href
      ? [
          [
            term,
            <OutsideLink key={term} href={href}>
              {href}
            </OutsideLink>,
          ],
        ]
      : [],
  );
}

/** The award guidelines of the application year (3-billing §9). */
function Guidelines({ info }: { info: MemberSchoolInfo }) {
  const groups = acceptedCategoryGroups(info.studentCategories.map((c) => c.categoryId));
  const aid = AID_INCLUDED.filter((a) => info[a.key] === 1).map((a) => a.label);
  return (
    <Facts
      rows={[
        ['Scholarship offering', offeringText(info)],
        ...STUDENT_CATEGORY_GROUPS.map((g): [string, string] => [
          g.label,
          groups[g.key] ? 'Accepted' : 'Not accepted',
        ]),
        [
          'Eligible programs',
          info.eligiblePrograms.length ? (
            <Box key="programs" component="ul" sx={{ m: 0, pl: 2.5 }}>
              {info.eligiblePrograms.map((p) => (
                <li key={p.eligibleProgramId}>
                  {p.eligibleProgramName}
                  {p.eligibleProgramException ? `: ${p.eligibleProgramException}` : ''}
                </li>
              ))}
            </Box>
          ) : (
            'Not stated'
          ),
        ],
        ['Aid included in the award', aid.length ? aid.join(', ') : 'None'],
        ['Export deadline', formatUsDate(info.exportDeadline) || 'Not stated'],
        ['Import deadline', formatUsDate(info.importDeadline) || 'Not stated'],
        ['Accepts mid-term students', yesNo(info.acceptMidTermStudents)],
        ['Must live on campus', yesNo(info.mustLiveOnCampus)],
        ['FAFSA required', yesNo(info.requireFafsa)],
        ...linkRows(info),
      ]}
    />
  );
}

/** The fees the school charges in the application year. */
function Fees({ info }: { info: MemberSchoolInfo }) {
  if (info.enrollments.length === 0) return <Typography>The school charges no fees.</Typography>;
  return (
    <Facts
      rows={info.enrollments.map((fee): [string, string] => [
        fee.feeTypeName,
        `${formatUsd(fee.amount)} (${fee.enrollmentFeeFrequencyName})`,
      ])}
    />
  );
}

/** Award guidelines, fees and enrollment statistics of the page's years (open-points 35). */
export const YearFacts = memo(function YearFacts({ year }: { year: MemberSchoolYear }) {
  const { info, notice, studentApplicationStats: stats } = year;
  const optedOut = info?.optOutImportScholarship === 1;
  return (
    <>
      <Section title={`Award guidelines for ${year.aidYear}`}>
        {notice && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        )}
        {info && !optedOut && <Guidelines info={info} />}
      </Section>
      {info && (
        <Section title={`Fees for ${year.aidYear}`}>
          <Fees info={info} />
        </Section>
      )}
      {stats && (
        <Section title={`Enrollment statistics for ${stats.aidYear}`}>
          <Typography>
            Approved: {stats.importApproved}, Enrolled: {stats.enrolled}
          </Typography>
        </Section>
      )}
    </>
  );
});
