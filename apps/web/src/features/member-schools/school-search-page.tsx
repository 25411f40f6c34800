import { type MemberSchoolRow, SCHOOL_SEARCH_MESSAGES, schoolPlace } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ApiRequestError } from '../../lib/api';
import { useProgramName } from '../../lib/program-name';
import { useMemberSchoolSearch, useSearchChoices } from './member-school-api';
import { type MemberSchoolArea, memberSchoolPath, type SearchPageState } from './member-school-paths';
import { usePageMeta } from './page-meta';
import { type CriteriaForm, criteriaFromForm, formFromParams, paramsFromForm } from './search-criteria';
import { SearchForm } from './search-form';

const PAGE = 50;

/**
 * The result list: each member school links to its page; 50 at a time. Plain list elements styled once
 * by the list (not a styled component per row), so a long result renders quickly on a phone. Memoised,
 * so it renders only when its rows change.
 */
const Results = memo(function Results({ area, rows }: { area: MemberSchoolArea; rows: MemberSchoolRow[] }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <Box
        component="ul"
        aria-label="Member schools found"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          '& > li': { py: 1, borderBottom: 1, borderColor: 'divider' },
          '& a': { typography: 'body1', color: 'primary.main', fontWeight: 600 },
          '& p': { m: 0, color: 'text.secondary', typography: 'body2' },
        }}
      >
        {rows.slice(0, shown).map((row) => (
          <li key={row.id}>
            <RouterLink to={memberSchoolPath(area, row.id)}>{row.schoolName}</RouterLink>
            <p>
              {schoolPlace(row)}
              {row.programs.length > 0 ? ` · ${row.programs.join(', ')}` : ''}
            </p>
          </li>
        ))}
      </Box>
      {rows.length > shown && (
        <Button sx={{ mt: 2 }} onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown)} more
        </Button>
      )}
    </>
  );
});

/**
 * School Search (3-billing §7) in the public layout or the applicant area: the criteria, and the member
 * schools matching them (every member school before any criterion: the member-school list).
 */
/** Why a search found nothing to show: the server's reason (a year no longer published, too many searches). */
function searchFailure(error: unknown): string {
  return error instanceof ApiRequestError && error.status !== 0 && error.status < 500
    ? error.message
    : SCHOOL_SEARCH_MESSAGES.searchFailed;
}

export function SchoolSearchPage({ area }: { area: MemberSchoolArea }) {
  const programName = useProgramName(true);
  usePageMeta(
    `Find the member schools of ${programName} by name, state, exchange program and award guidelines.`,
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const lookupMessage = (location.state as SearchPageState | null)?.message;
  const form = useMemo(() => formFromParams(params), [params]);
  const criteria = useMemo(() => criteriaFromForm(form), [form]);
  const choices = useSearchChoices();
  const search = useMemberSchoolSearch(criteria);
  // The form's lists fill in, like the result list below, in background renders (useDeferredValue).
  const states = useDeferredValue(choices.states.data);
  const countries = useDeferredValue(choices.countries.data);
  const aidYears = useDeferredValue(choices.aidYears.data);
  const applicationYear = useDeferredValue(choices.applicationYear.data);

  const onSearch = useCallback(
    (next: CriteriaForm) => {
      const query = paramsFromForm(next).toString();
      navigate({ search: query ? `?${query}` : '' });
    },
    [navigate],
  );
  const formChoices = useMemo(
    () => ({
      states: states ?? [],
      countries: countries ?? [],
      aidYears: aidYears ?? [],
      applicationYear: applicationYear ?? null,
    }),
    [states, countries, aidYears, applicationYear],
  );
  const count = search.data?.rows.length ?? 0;
  // The list is drawn in a background render that yields to the browser every few milliseconds, so a
  // long result never blocks a slow phone (docs/decisions/public-pages.md); the count above is at once.
  const shownResult = useDeferredValue(search.data);

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h1" gutterBottom>
        School Search
      </Typography>
      {lookupMessage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {lookupMessage}
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {/* No programme name here: it arrives after the first paint, and a text that changes then would
            move the page's largest paint with it. */}
        Every member school is listed below; choose criteria to narrow the list, then open a school to read
        its address, liaison officer, award guidelines and fees.
      </Typography>
      {/* The form is drawn at once (no layout shift): its lists fill in as they arrive. */}
      <SearchForm key={params.toString()} initial={form} choices={formChoices} onSearch={onSearch} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }} aria-live="polite">
        {search.isPending
          ? 'Searching…'
          : search.isError
            ? searchFailure(search.error)
            : search.data?.none
              ? search.data.none
              : `${count} member ${count === 1 ? 'school' : 'schools'}`}
      </Typography>
      {search.isPending ? (
        <PageLoader label="Searching the member schools" />
      ) : (
        shownResult && <Results key={params.toString()} area={area} rows={shownResult.rows} />
      )}
    </Box>
  );
}

/** The public search page (its own export, so the router loads it as one chunk). */
export function PublicSchoolSearchPage() {
  return <SchoolSearchPage area="public" />;
}

/** The search inside the applicant area (open-points 38). */
export function ApplicantSchoolSearchPage() {
  return <SchoolSearchPage area="applicant" />;
}
