import {
  aidYearNameStarting,
  applicationYearStart,
  isDisplayedPublicly,
  SCHOOL_SEARCH_MESSAGES as M,
  type MemberSchool,
  type MemberSchoolCountry,
  type MemberSchoolInfo,
  type MemberSchoolLiaison,
  type MemberSchoolRow,
  type MemberSchoolState,
  type MemberSchoolYear,
  noInformationSentence,
  notAcceptingSentence,
  type PublicAidYear,
  type SchoolSearchCriteria,
  scholarshipOfferingKind,
  statisticsYearStart,
  yearNotPublishedSentence,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import * as members from './member-school-repo.js';
import * as repo from './school-search-repo.js';

type Clock = Pick<AppConfig, 'programTimeZone' | 'now'>;

/** A list answer, or 404 with the sentence when it is empty (the API's empty-list convention). */
function listOr404<T>(rows: T[], sentence: string): T[] {
  if (rows.length === 0) throw notFound(sentence);
  return rows;
}

function publicAidYear(year: repo.StoredAidYear): PublicAidYear {
  return { id: year.id, aidyear: year.aidyear, setRate: year.setRateCents };
}

/** The aid year starting in `firstYear`: its name, and the stored year when it is displayed today. */
async function displayedYearStarting(db: DbOrTx, firstYear: number, today: string) {
  const name = aidYearNameStarting(firstYear);
  const year = await repo.findAidYearNamed(db, name);
  return { name, year: year && isDisplayedPublicly(year, today) ? year : undefined };
}

/** GET api/schoolsearch: every member school. */
export async function listMemberSchools(db: DbOrTx): Promise<MemberSchoolRow[]> {
  return listOr404(await repo.searchMemberSchools(db, { aidYearId: null }), M.noMemberSchools);
}

/** POST api/schoolsearch: the member schools matching every criterion given. */
export async function searchMemberSchools(
  db: DbOrTx,
  config: Clock,
  criteria: SchoolSearchCriteria,
): Promise<MemberSchoolRow[]> {
  const today = programToday(config);
  let aidYearId: number | null;
  if (criteria.aidYearId !== undefined) {
    const shown = await repo.listDisplayedAidYears(db, today);
    if (!shown.some((y) => y.id === criteria.aidYearId))
      throw badRequest(M.criteriaAidYearInvalid, { aidYearId: M.criteriaAidYearInvalid });
    aidYearId = criteria.aidYearId;
  } else {
    aidYearId = (await displayedYearStarting(db, applicationYearStart(today), today)).year?.id ?? null;
  }
  const rows = await repo.searchMemberSchools(db, {
    ...criteria,
    schoolName: criteria.schoolName || undefined,
    aidYearId,
  } as repo.ResolvedCriteria);
  return listOr404(rows, M.noMatches);
}

/** GET api/schoolsearch/states. */
export async function listStates(db: DbOrTx): Promise<MemberSchoolState[]> {
  return listOr404(await repo.listMemberStates(db), M.noMemberSchools);
}

/** GET api/schoolsearch/country. */
export async function listCountries(db: DbOrTx): Promise<MemberSchoolCountry[]> {
  return listOr404(await repo.listMemberCountries(db), M.noMemberSchools);
}

/** GET api/schoolsearch/aidyear: the current application year when it is displayed today. */
export async function getApplicationYear(db: DbOrTx, config: Clock): Promise<PublicAidYear> {
  const today = programToday(config);
  const { year } = await displayedYearStarting(db, applicationYearStart(today), today);
  if (!year) throw notFound(M.noApplicationYear);
  return publicAidYear(year);
}

/** GET api/schoolsearch/allaidyears: the aid years displayed today. */
export async function listPublicAidYears(db: DbOrTx, config: Clock): Promise<PublicAidYear[]> {
  const years = await repo.listDisplayedAidYears(db, programToday(config));
  return listOr404(years.map(publicAidYear), M.noPublishedAidYears);
}

/** GET api/schoolsearch/school/{id}. */
export async function getMemberSchool(db: DbOrTx, id: number): Promise<MemberSchool> {
  const school = await members.findMemberSchool(db, id);
  if (!school) throw notFound(M.schoolNotFound);
  return school;
}

function publicInfo(record: members.StoredSchoolYear, year: repo.StoredAidYear): MemberSchoolInfo {
  const { enrollments, setRateCents, ...rest } = record;
  const offering = scholarshipOfferingKind(record.scholarshipOfferingId);
  return {
    ...rest,
    scholarshipOffering: offering,
    // The school's own set rate first, as the Tuition report reads it (docs/decisions/schools.md).
    setRate: offering === 'annualSetRate' ? (setRateCents ?? year.setRateCents) : null,
    enrollments: enrollments.map(({ amountCents, ...fee }) => ({ ...fee, amount: amountCents })),
  };
}

/**
 * GET api/schoolsearch/school/{id}/aidyear: the application year's guidelines and fees (July cut-off),
 * the statistics year's numbers (March cut-off), each only while its aid year is displayed today.
 */
export async function getMemberSchoolYear(db: DbOrTx, config: Clock, id: number): Promise<MemberSchoolYear> {
  const today = programToday(config);
  const [member, application, statistics] = await Promise.all([
    members.isMemberSchool(db, id),
    displayedYearStarting(db, applicationYearStart(today), today),
    displayedYearStarting(db, statisticsYearStart(today), today),
  ]);
  if (!member) throw notFound(M.schoolNotFound);
  const [record, stats] = await Promise.all([
    application.year ? members.findSchoolYear(db, id, application.year.id) : undefined,
    statistics.year ? members.countApprovedAndEnrolled(db, id, statistics.year.id) : undefined,
  ]);
  const notice = !application.year
    ? yearNotPublishedSentence(application.name)
    : !record
      ? noInformationSentence(application.name)
      : record.optOutImportScholarship === 1
        ? notAcceptingSentence(application.name)
        : null;
  return {
    schoolId: id,
    aidYear: application.name,
    aidYearId: application.year?.id ?? null,
    notice,
    info: record && application.year ? publicInfo(record, application.year) : null,
    studentApplicationStats: stats ? { aidYear: statistics.name, ...stats } : null,
  };
}

/** GET api/schoolsearch/school/{id}/user/primarytelo. */
export async function getLiaison(db: DbOrTx, id: number): Promise<MemberSchoolLiaison> {
  const liaison = await members.findPrimaryTelo(db, id);
  if (liaison) return liaison;
  throw notFound((await members.isMemberSchool(db, id)) ? M.noLiaison : M.schoolNotFound);
}
