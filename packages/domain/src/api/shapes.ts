import * as z from 'zod/mini';
import { exportListSchema, exportRowSchema } from '../applications/export-schemas.js';
import { importListSchema, importQuickViewSchema, importRowSchema } from '../applications/import-schemas.js';
import { sessionUserSchema } from '../auth/session-user.js';
import {
  cardPaymentAnswerSchema,
  feeTypeListSchema,
  invoiceDetailSchema,
  invoiceLinesSchema,
  invoiceListSchema,
  invoicePaymentSchema,
  invoicePaymentsSchema,
  invoiceRowSchema,
  membershipDuesPreviewSchema,
  participationGeneratedSchema,
  participationPreviewSchema,
  paymentGatewaySchema,
  paymentTypeListSchema,
} from '../billing/billing-schemas.js';
import { apiErrorSchema } from '../common/api-error.js';
import { messageSchema } from '../common/api-params.js';
import { healthSchema, outboxEmailSchema, portalConfigSchema } from '../common/system-schemas.js';
import {
  enrollmentReviewSchema,
  schoolReviewsSchema,
  serverDateTimeSchema,
} from '../enrollment-reviews/review-schemas.js';
import { homeActionsSchema, homeContentSchema } from '../home/home-schemas.js';
import { exportStatAnswerSchema, importStatAnswerSchema } from '../reports/report-stats.js';
import {
  memberSchoolCountrySchema,
  memberSchoolLiaisonSchema,
  memberSchoolListSchema,
  memberSchoolSchema,
  memberSchoolStateSchema,
  memberSchoolYearSchema,
  publicAidYearSchema,
} from '../school-search/school-search-schemas.js';
import { savedAidYearRecordSchema, schoolAidYearRecordSchema } from '../schools/aid-year-responses.js';
import {
  contactTypeSchema,
  countrySchema,
  participationTypeSchema,
  regionTypeSchema,
  usStateSchema,
} from '../schools/reference-responses.js';
import {
  createdSchoolSchema,
  schoolDependentsSchema,
  schoolDetailSchema,
  schoolNameSchema,
  schoolSummarySchema,
  updatedSchoolSchema,
} from '../schools/school-responses.js';
import {
  aidYearSettingSchema,
  aidYearSettingsSchema,
  settingSchema,
  settingsListSchema,
} from '../settings/settings-schemas.js';
import {
  aidYearOptionSchema,
  exportSchoolOptionSchema,
  exportStatusOptionSchema,
  importSchoolOptionSchema,
  importStatusOptionSchema,
  studentApplicationsAnswerSchema,
  studentCategorySchema,
  studentSchema,
  studentWithApplicationsSchema,
  transferPrefillSchema,
} from '../students/student-views.js';
import { trainingUploadListSchema, trainingUploadSummarySchema } from '../training/training-schemas.js';
import {
  addedSchoolUserSchema,
  savedProfileSchema,
  savedSchoolUserSchema,
  savedStaffUserSchema,
  schoolUserRowSchema,
  staffUserRowSchema,
  userDetailSchema,
} from '../users/user-responses.js';
import type { ContractSchema } from './endpoint.js';
import { REPORT_ENDPOINTS } from './reports.js';

/**
 * The named shapes of the API: each becomes a component of the OpenAPI document
 * (components.schemas), and every answer, field or list item holding it refers to it by `$ref`, so a
 * generated client gets one named type per shape (School, ImportRow, Invoice, …) instead of one per
 * operation. The id is the name an integrator's tool gives the type (an input form gets `Input` added).
 */
export const API_SHAPES: Record<string, ContractSchema> = {
  AddedSchoolUser: addedSchoolUserSchema,
  AidYearOption: aidYearOptionSchema,
  AidYearSetting: aidYearSettingSchema,
  AidYearSettings: aidYearSettingsSchema,
  CardPaymentAnswer: cardPaymentAnswerSchema,
  ContactType: contactTypeSchema,
  Country: countrySchema,
  CreatedSchool: createdSchoolSchema,
  EnrollmentReview: enrollmentReviewSchema,
  ExportApplication: exportRowSchema,
  ExportList: exportListSchema,
  ExportSchoolOption: exportSchoolOptionSchema,
  ExportStatAnswer: exportStatAnswerSchema,
  ExportStatusOption: exportStatusOptionSchema,
  FeeTypeList: feeTypeListSchema,
  Health: healthSchema,
  HomeActions: homeActionsSchema,
  HomeContent: homeContentSchema,
  ImportList: importListSchema,
  ImportQuickView: importQuickViewSchema,
  ImportRow: importRowSchema,
  ImportSchoolOption: importSchoolOptionSchema,
  ImportStatAnswer: importStatAnswerSchema,
  ImportStatusOption: importStatusOptionSchema,
  Invoice: invoiceRowSchema,
  InvoiceDetail: invoiceDetailSchema,
  InvoiceLines: invoiceLinesSchema,
  InvoiceList: invoiceListSchema,
  InvoicePayments: invoicePaymentsSchema,
  MemberSchool: memberSchoolSchema,
  MemberSchoolCountry: memberSchoolCountrySchema,
  MemberSchoolLiaison: memberSchoolLiaisonSchema,
  MemberSchoolList: memberSchoolListSchema,
  MemberSchoolState: memberSchoolStateSchema,
  MemberSchoolYear: memberSchoolYearSchema,
  MembershipDuesPreview: membershipDuesPreviewSchema,
  Message: messageSchema,
  OutboxEmail: outboxEmailSchema,
  ParticipationGenerated: participationGeneratedSchema,
  ParticipationPreview: participationPreviewSchema,
  ParticipationType: participationTypeSchema,
  PaymentGateway: paymentGatewaySchema,
  PaymentTypeList: paymentTypeListSchema,
  PortalConfig: portalConfigSchema,
  PublicAidYear: publicAidYearSchema,
  RegionType: regionTypeSchema,
  SavedAidYearRecord: savedAidYearRecordSchema,
  SavedProfile: savedProfileSchema,
  SavedSchoolUser: savedSchoolUserSchema,
  SavedStaffUser: savedStaffUserSchema,
  School: schoolDetailSchema,
  SchoolAidYear: schoolAidYearRecordSchema,
  SchoolDependents: schoolDependentsSchema,
  SchoolName: schoolNameSchema,
  SchoolReviews: schoolReviewsSchema,
  SchoolSummary: schoolSummarySchema,
  SchoolUserRow: schoolUserRowSchema,
  ServerDateTime: serverDateTimeSchema,
  SessionUser: sessionUserSchema,
  Setting: settingSchema,
  SettingsList: settingsListSchema,
  StaffUserRow: staffUserRowSchema,
  Student: studentSchema,
  StudentApplicationsAnswer: studentApplicationsAnswerSchema,
  StudentCategory: studentCategorySchema,
  StudentWithApplications: studentWithApplicationsSchema,
  TrainingUploadList: trainingUploadListSchema,
  TrainingUploadSummary: trainingUploadSummarySchema,
  TransferPrefill: transferPrefillSchema,
  UpdatedSchool: updatedSchoolSchema,
  UsState: usStateSchema,
  UserDetail: userDetailSchema,
  ApiError: apiErrorSchema,
  Payment: invoicePaymentSchema,
} as const;

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * Each report's page and row: `ExportReportPage` / `ExportReportRow`, a change log's `ChangeLogTeloPage`
 * / `ChangeLogTeloRow` (the columns differ, so each report has its own).
 */
for (const [key, { list }] of Object.entries(REPORT_ENDPOINTS)) {
  const name = key.startsWith('changeLog') ? pascal(key) : `${pascal(key)}Report`;
  const page = list.response;
  API_SHAPES[`${name}Page`] = page;
  API_SHAPES[`${name}Row`] = page.shape.rows.element;
}

/**
 * Zod's global registry with the shapes' ids: a registry whose entries are the shapes, each with the
 * description and format it has in the global registry and its id, and that reads every other schema's
 * metadata (field descriptions, file formats) from the global registry. The global registry itself holds
 * no id, so `z.toJSONSchema` elsewhere (tests, tools) draws every schema whole as before.
 */
class WithGlobalMetadata extends WeakMap<object, Record<string, unknown>> {
  override get(schema: object) {
    return super.get(schema) ?? z.globalRegistry._map.get(schema as z.core.$ZodType);
  }
  override has(schema: object) {
    return super.has(schema) || z.globalRegistry._map.has(schema as z.core.$ZodType);
  }
}

/** The registry the OpenAPI document takes its components from (apps/server plugins/openapi-document.ts). */
export const API_SHAPE_REGISTRY = z.registry<{ id: string }>();
API_SHAPE_REGISTRY._map = new WithGlobalMetadata() as typeof API_SHAPE_REGISTRY._map;
for (const [id, schema] of Object.entries(API_SHAPES)) {
  API_SHAPE_REGISTRY.add(schema, { ...z.globalRegistry.get(schema), id });
}
