import { SCHOOL_SEARCH_MESSAGES as M, schoolPlace } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { forgetSchoolId, readLastSchoolId, rememberSchoolId } from './last-school';
import {
  isMissingSchool,
  useMemberSchool,
  useMemberSchoolLiaison,
  useMemberSchoolYear,
} from './member-school-api';
import {
  failedLookupExit,
  hasPreviousAppPage,
  isFromStoredSchool,
  type MemberPageState,
  type MemberSchoolArea,
  memberSchoolPath,
  searchPath,
} from './member-school-paths';
import { LiaisonFacts, SchoolFacts, YearFacts } from './member-school-sections';
import { usePageMeta } from './page-meta';

/** The school id of the path: a positive whole number, or NaN for anything else (the server's 400). */
function idOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

/** The member page of one school: address, liaison, website, overview, guidelines, fees, statistics. */
function SchoolPage({ area, schoolId }: { area: MemberSchoolArea; schoolId: number }) {
  const navigate = useNavigate();
  const school = useMemberSchool(Number.isNaN(schoolId) ? null : schoolId);
  const year = useMemberSchoolYear(Number.isNaN(schoolId) ? null : schoolId);
  const liaison = useMemberSchoolLiaison(Number.isNaN(schoolId) ? null : schoolId);
  // The answers are drawn in a background render that gives the browser back its main thread every few
  // milliseconds (React's deferred value), so the page's longest piece of work on a slow phone is never
  // the arrival of its data (Lighthouse's total blocking time, docs/decisions/public-pages.md).
  const shownSchool = useDeferredValue(school.data);
  const shownYear = useDeferredValue(year.data);
  const shownLiaison = useDeferredValue(liaison.data);
  const name = school.data?.schoolName;
  usePageMeta(
    name
      ? `${name}: address, liaison officer, award guidelines and fees for exchange students.`
      : 'A member school of the tuition exchange: address, liaison officer, award guidelines and fees.',
  );

  const missing = Number.isNaN(schoolId) || isMissingSchool(school.error);
  const location = useLocation();
  const fromStoredSchool = isFromStoredSchool(location.state);
  // The history entry already left: once per entry, even when an effect runs twice (StrictMode).
  const leftEntry = useRef<string | null>(null);
  useEffect(() => {
    // 3-billing §7, open-points 41: a lookup answered 404 or 400 leaves the page (failedLookupExit).
    if (!missing || leftEntry.current === location.key) return;
    leftEntry.current = location.key;
    const exit = failedLookupExit({
      area,
      schoolId,
      fromStoredSchool,
      storedSchoolId: readLastSchoolId(),
      hasPreviousAppPage: hasPreviousAppPage(window.history.state),
    });
    if (exit.forgetStored) forgetSchoolId();
    if (exit.go === 'back') navigate(-1);
    else navigate(exit.to, { replace: true, state: exit.state });
  }, [missing, schoolId, area, fromStoredSchool, location.key, navigate]);
  useEffect(() => {
    if (school.data) rememberSchoolId(school.data.id);
  }, [school.data]);

  if (school.isPending || missing) return <PageLoader label="Loading the member school" />;
  if (school.error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void school.refetch()}>Retry</Button>}>
        {errorMessage(school.error, M.schoolInfoFailed)}
      </Alert>
    );
  }
  const data = shownSchool;
  if (!data) return <PageLoader label="Loading the member school" />;
  return (
    <Box component="article" sx={{ maxWidth: 860 }}>
      <Typography variant="h1" gutterBottom>
        {data.schoolName}
      </Typography>
      <Typography color="text.secondary">
        {schoolPlace(data)} ·{' '}
        <Link component={RouterLink} to={searchPath(area)}>
          Search the member schools
        </Link>
      </Typography>
      <SchoolFacts school={data} />
      <LiaisonFacts liaison={shownLiaison} />
      {shownYear ? (
        <YearFacts year={shownYear} />
      ) : year.error ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {errorMessage(year.error, M.schoolInfoFailed)}
        </Alert>
      ) : (
        <PageLoader label="Loading the award guidelines" />
      )}
    </Box>
  );
}

/**
 * memberschools/info/:schoolId? (3-billing §2) in the public layout or the applicant area: the school of
 * the path; without one, the school viewed last (kept in the browser, marked as such in the history
 * state), else the search page.
 */
export function MemberSchoolPage({ area }: { area: MemberSchoolArea }) {
  const { schoolId } = useParams();
  const id = idOf(schoolId);
  if (id === null) {
    const last = readLastSchoolId();
    if (last === null) return <Navigate replace to={searchPath(area)} />;
    // The id comes from the visitor's stored state: a failed lookup goes back one page (open-points 41).
    const state: MemberPageState = { fromStoredSchool: true };
    return <Navigate replace to={memberSchoolPath(area, last)} state={state} />;
  }
  return <SchoolPage key={id} area={area} schoolId={id} />;
}

/** The public member page (its own export, so the router loads it as one chunk). */
export function PublicMemberSchoolPage() {
  return <MemberSchoolPage area="public" />;
}

/** The member page inside the applicant area (open-points 38). */
export function ApplicantMemberSchoolPage() {
  return <MemberSchoolPage area="applicant" />;
}
