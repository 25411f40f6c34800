import { ENROLLMENT_REVIEW_MESSAGES as M } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { useAllAidYears } from '../../lib/lookups';
import { useSchool } from '../../lib/school-context';
import { readSchoolScope } from '../../lib/school-scope';
import { useServerDateTime } from '../../lib/server-date-time';
import { useSchoolScope } from '../../lib/use-school-scope';
import { useReviewSave, useSchoolReviews } from './review-api';
import { type DateRequest, ReviewDateDialog } from './review-date-dialog';
import { ReviewTermRow } from './review-term-row';
import { SignOffAidYearField } from './sign-off-fields';
import {
  AID_YEAR_PARAM,
  chooseAidYear,
  idFromSearch,
  isSignOffAvailable,
  reviewSave,
  type SignOffAidYear,
  signOffAidYears,
  type TermView,
  termViews,
} from './sign-off-values';

/**
 * /enrollmentreview/signoff?school=&aidyear= (open-points 13, 31): the Fall and Spring sign-off of the
 * selected school for an aid year, on the server's today (GET api/settings/server-datetime).
 */
export function ReviewSignOffPage() {
  // The portal's one school scope (?school=N): one school, no All Schools (open-points 31).
  const scope = useSchoolScope({ offersAllSchools: false });
  const { selectedSchool, loading: schoolsLoading } = useSchool();
  const [search, setSearch] = useSearchParams();
  const serverTime = useServerDateTime();
  const aidYears = useAllAidYears(M.aidYearsFailed);
  const today = serverTime.data?.today ?? null;
  const offered = useMemo(() => signOffAidYears(aidYears.data ?? []), [aidYears.data]);
  const aidYear = today ? chooseAidYear(offered, idFromSearch(search, AID_YEAR_PARAM), today) : null;
  const schoolId = selectedSchool?.id ?? null;

  // The address names what is shown, so a reload or a bookmark opens the same school and aid year. The
  // school scope writes the school; the aid year follows once the address names it (two writes of one
  // render would build on the same address, and the second would undo the first).
  const addressNamesSchool = schoolId !== null && readSchoolScope(search).schoolId === schoolId;
  useEffect(() => {
    if (!scope.ready || !addressNamesSchool || aidYear === null) return;
    if (search.get(AID_YEAR_PARAM) === String(aidYear.id)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(AID_YEAR_PARAM, String(aidYear.id));
        return next;
      },
      { replace: true },
    );
  }, [scope.ready, addressNamesSchool, aidYear, search, setSearch]);

  const chooseYear = (id: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(AID_YEAR_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  const loading =
    (schoolsLoading ||
      (selectedSchool !== null && !scope.ready) ||
      serverTime.isPending ||
      aidYears.isPending) &&
    'Loading the enrollment review sign-off';
  return (
    <PageFrame title={M.title} subtitle={selectedSchool?.schoolName} loading={loading} maxWidth={900}>
      <Box sx={{ mb: 2 }}>
        <SignOffAidYearField aidYears={offered} value={aidYear} onChange={chooseYear} />
      </Box>
      {serverTime.isError ? (
        <Alert severity="error">{M.systemDataFailed}</Alert>
      ) : aidYears.isError ? (
        <Alert severity="error">{M.aidYearsFailed}</Alert>
      ) : today !== null && !isSignOffAvailable(today) ? (
        <Alert severity="info">{M.notAvailableYet}</Alert>
      ) : selectedSchool === null ? (
        <Alert severity="info">{M.noSchool}</Alert>
      ) : aidYear === null ? (
        <Alert severity="info">{M.noAidYear}</Alert>
      ) : (
        today !== null && (
          <SignOff
            key={`${selectedSchool.id}-${aidYear.id}`}
            school={selectedSchool}
            aidYear={aidYear}
            today={today}
          />
        )
      )}
    </PageFrame>
  );
}

interface SignOffProps {
  school: { id: number; schoolName: string };
  aidYear: SignOffAidYear;
  today: string;
}

/** The two terms of one school and aid year, with the confirmation and removal dialogs. */
function SignOff({ school, aidYear, today }: SignOffProps) {
  const reviews = useSchoolReviews(school.id);
  const [dateRequest, setDateRequest] = useState<DateRequest | null>(null);
  const [removing, setRemoving] = useState<TermView | null>(null);
  const closeAll = () => {
    setDateRequest(null);
    setRemoving(null);
  };
  const submit = useReviewSave('submit', school.id, closeAll);
  const update = useReviewSave('update', school.id, closeAll);
  const busy = submit.isPending || update.isPending;

  if (reviews.isPending) return <PageLoader label="Loading the enrollment reviews" />;
  if (reviews.isError) return <Alert severity="error">{M.reviewsFailed}</Alert>;
  const { canSignOff } = reviews.data;
  const views = termViews(aidYear, reviews.data.reviews, today, canSignOff);
  const ids = { schoolId: school.id, aidYearId: aidYear.id };
  return (
    <>
      {!canSignOff && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {M.readOnly}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="ul"
        aria-label={`${aidYear.aidyear} enrollment reviews`}
        sx={{ m: 0, p: 0 }}
      >
        {views.map((view) => (
          <ReviewTermRow
            key={view.term}
            view={view}
            busy={busy}
            onTick={() => setDateRequest({ action: 'submit', view })}
            onCorrect={() => setDateRequest({ action: 'correct', view })}
            onUntick={() => setRemoving(view)}
          />
        ))}
      </Paper>
      <ReviewDateDialog
        request={dateRequest}
        aidYear={aidYear}
        schoolId={school.id}
        schoolName={school.schoolName}
        today={today}
        save={dateRequest?.action === 'correct' ? update : submit}
        onClose={() => setDateRequest(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? M.removeTitle(removing.term) : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={update.isPending}
        destructive
        onConfirm={() => removing && update.submit(reviewSave('remove', removing, ids, null))}
        onClose={() => setRemoving(null)}
      >
        {removing && M.removeText(removing.term, school.schoolName, aidYear.aidyear)}
      </ConfirmDialog>
    </>
  );
}
