/**
 * What the change logs call each audited column (the change-log triggers write one row per changed
 * column, named by its table and column) and how its stored text is read (docs/decisions/change-logs.md
 * "The seven logs"; issue 23: "show values a person can read (status names, not ids)"). Labels follow
 * the screens' field labels.
 */

/**
 * How a stored value is shown: `text` as stored; `yesNo` a 0/1 or true/false flag; `date` a day in US
 * format; `cents` money with cents; the catalogue kinds by their names; `lookup` a name the database
 * resolves (schools, aid years, countries, people: see CHANGE_LOG_LOOKUPS).
 */
export type ChangeLogValueKind =
  | 'text'
  | 'yesNo'
  | 'date'
  | 'cents'
  | 'number'
  | 'percent'
  | 'exportStatus'
  | 'importStatus'
  | 'role'
  | 'training'
  | 'userType'
  | 'participationType'
  | 'studentCategory'
  | 'region'
  | 'academicTerm'
  | 'contactType'
  | 'enrollmentFeeType'
  | 'feeFrequency'
  | 'eligibleProgram'
  | 'scholarshipOffering'
  | 'standing'
  | 'fafsa'
  | 'usageType'
  | 'lookup';

/** One audited column: its label and how its value reads (text unless said). */
export interface ChangeLogField {
  readonly label: string;
  readonly kind?: ChangeLogValueKind;
}

type Fields = Readonly<Record<string, ChangeLogField>>;
const f = (label: string, kind?: ChangeLogValueKind): ChangeLogField => (kind ? { label, kind } : { label });

const CUSTOM_FIELDS: Fields = {
  custom_field1: f('Custom Field One'),
  custom_field2: f('Custom Field Two'),
  custom_field3: f('Custom Field Three'),
};

/** The audited columns by table (migration 0002_change_log_triggers); others read as their own name. */
export const CHANGE_LOG_FIELDS: Readonly<Record<string, Fields>> = {
  users: {
    user_name: f('User ID'),
    email: f('Email'),
    first_name: f('First Name'),
    last_name: f('Last Name'),
    middle_initial: f('Middle Initial'),
    title: f('Title'),
    usertype: f('User Type', 'userType'),
    training_complete: f('Training', 'training'),
    daily_digest: f('Daily Digest', 'yesNo'),
    is_password_temp: f('Temporary Password', 'yesNo'),
    ferpa: f('FERPA', 'yesNo'),
    active: f('Active', 'yesNo'),
    email_change_notice: f('Email Change Notice', 'yesNo'),
  },
  user_roles: {
    user_id: f('User', 'lookup'),
    school_id: f('School', 'lookup'),
    role_id: f('Role', 'role'),
    read_only: f('Read Only', 'yesNo'),
  },
  schools: {
    school_name: f('School Name'),
    address: f('Address'),
    address2: f('Address 2'),
    city: f('City'),
    state: f('State'),
    zip: f('Zip'),
    zip_four: f('Zip+4'),
    country_id: f('Country', 'lookup'),
    phone: f('Phone'),
    region_id: f('Region', 'region'),
    url: f('Website'),
    carnegie_rating: f('Carnegie Rating'),
    join_date: f('Join Date', 'date'),
    line_credit: f('Line Credit', 'number'),
    parent_campus_id: f('Parent Campus', 'lookup'),
    accepting_new_students: f('Accepting New Students', 'yesNo'),
    alert_leniency: f('Standing', 'standing'),
    leniency_reason: f('Leniency Reason'),
    archived: f('Archived', 'yesNo'),
    overview: f('Overview'),
    academic_term: f('Academic Term', 'academicTerm'),
    include_summer_term: f('Include Summer Term', 'yesNo'),
    is_closed: f('Closed', 'yesNo'),
    non_edu_accepted: f('Accepts Non-.edu Employee Email', 'yesNo'),
    ipeds_id: f('IPEDS ID'),
    ...CUSTOM_FIELDS,
  },
  school_contacts: {
    school_id: f('School', 'lookup'),
    contact_id: f('Contact', 'contactType'),
    contact_first_name: f('Contact First Name'),
    contact_last_name: f('Contact Last Name'),
    contact_email: f('Contact Email'),
  },
  school_participation_types: {
    school_id: f('School', 'lookup'),
    participation_id: f('Exchange Program', 'participationType'),
  },
  school_aid_years: {
    school_id: f('School', 'lookup'),
    aid_year_id: f('Aid Year', 'lookup'),
    opt_out_import_scholarship: f('Opt Out of Import Scholarship', 'yesNo'),
    export_url: f('Export Information URL'),
    import_url: f('Import Information URL'),
    will_extend_tuition: f('Will Extend Tuition', 'yesNo'),
    accept_mid_term_students: f('Accept Mid-Term Students', 'yesNo'),
    export_deadline: f('Export Deadline', 'date'),
    import_deadline: f('Import Deadline', 'date'),
    tuition_cents: f('Tuition', 'cents'),
    scholarship_amount_other_cents: f('Scholarship Amount', 'cents'),
    scholarship_offering_id: f('Scholarship Offering', 'scholarshipOffering'),
    set_rate_cents: f('Set Rate', 'cents'),
    require_fafsa: f('FAFSA Required', 'fafsa'),
    pell_included: f('Pell Grant Included', 'yesNo'),
    state_grant_included: f('State Grant Included', 'yesNo'),
    academic_scholarship_included: f('Academic Scholarship Included', 'yesNo'),
    talent_scholarship_included: f('Talent Scholarship Included', 'yesNo'),
    outside_scholarship_included: f('Outside Scholarship Included', 'yesNo'),
    must_live_on_campus: f('Students Must Live on Campus', 'yesNo'),
    percentage_award_offers: f('Percentage of Award Offers', 'percent'),
  },
  school_aid_year_eligible_programs: {
    school_aid_year_id: f('Aid Year', 'lookup'),
    eligible_program_id: f('Eligible Program', 'eligibleProgram'),
    eligible_program_exception: f('Program Exception'),
  },
  school_aid_year_enrollment_fees: {
    school_aid_year_id: f('Aid Year', 'lookup'),
    fee_type_id: f('Enrollment Fee', 'enrollmentFeeType'),
    fee_frequency_id: f('Fee Frequency', 'feeFrequency'),
    amount_cents: f('Fee Amount', 'cents'),
  },
  school_aid_year_student_categories: {
    school_aid_year_id: f('Aid Year', 'lookup'),
    category_id: f('Student Category', 'studentCategory'),
  },
  students: {
    user_id: f('User', 'lookup'),
    student_first_name: f('Student First Name'),
    student_last_name: f('Student Last Name'),
    student_middle_initial: f('Student Middle Initial'),
    student_email: f('Student Email'),
    student_address: f('Address'),
    student_address2: f('Address 2'),
    student_city: f('City'),
    student_state: f('State'),
    student_zip: f('Zip'),
    student_zip_four: f('Zip+4'),
    student_cell_phone: f('Cell Phone'),
    student_birth_date: f('Birth Date', 'date'),
    country_id: f('Country', 'lookup'),
    ferpa: f('FERPA', 'yesNo'),
  },
  student_applications: {
    student_id: f('Student', 'lookup'),
    aid_year_id: f('Aid Year', 'lookup'),
    application_status: f('Application Status'),
    creation_date: f('Creation Date', 'date'),
    export_school_id: f('Export School', 'lookup'),
    employee_first_name: f('Employee First Name'),
    employee_last_name: f('Employee Last Name'),
    employee_email: f('Employee Email'),
    employee_title: f('Employee Title'),
    employee_id: f('Employee ID'),
    employee_year_of_service: f('Years of Service', 'number'),
    export_status_id: f('Export Status', 'exportStatus'),
    export_status_date: f('Export Status Date', 'date'),
    ...CUSTOM_FIELDS,
    student_category_id: f('Student Category', 'studentCategory'),
    extend_eligibility: f('Extend Eligibility', 'yesNo'),
    extend_eligibility_date: f('Extend Eligibility Date', 'date'),
    export_status_reason_other: f('Export Status Reason'),
    no_longer_eligible_date: f('No Longer Eligible Date', 'date'),
    eligibility_remaining: f('Eligibility Remaining', 'number'),
    close_reason: f('Close Reason'),
  },
  application_schools: {
    application_id: f('Application', 'number'),
    import_school_id: f('Import School', 'lookup'),
    import_status_id: f('Import Status', 'importStatus'),
    import_status_date: f('Import Status Date', 'date'),
    import_status_other_reason: f('Import Status Reason'),
    participation_type_id: f('Exchange Program', 'participationType'),
    leave_of_absence_begin: f('Leave of Absence Begin', 'date'),
    leave_of_absence_end: f('Leave of Absence End', 'date'),
    withdrawal_date: f('Withdrawal Date', 'date'),
    last_eligibility_used: f('Last Eligibility Used', 'date'),
    unprocessed_summer_term: f('Unprocessed Summer Term', 'yesNo'),
  },
  eligibility_usages: {
    application_school_id: f('Import Row', 'number'),
    usage_type: f('Eligibility Used', 'usageType'),
    used_on: f('Eligibility Used On', 'date'),
  },
  // Issue 24, the home page content (TE Admin change log, migration 0013; open-points 36).
  home_content: {
    html: f('Home Content'),
  },
  // Issue 24, a training roster upload (TE Admin change log, migration 0013; open-points 34).
  training_uploads: {
    file_name: f('Training Roster File'),
    file_size: f('File Size (bytes)'),
    row_count: f('Rows Read'),
    matched_count: f('Accounts Marked Trained'),
    unmatched_count: f('Rows Not Matched'),
    refused_count: f('Rows Refused'),
    uploaded_by: f('Uploaded By', 'lookup'),
    uploaded_at: f('Uploaded At'),
  },
  enrollment_reviews: {
    school_id: f('School', 'lookup'),
    aid_year_id: f('Aid Year', 'lookup'),
    review_term: f('Review Term'),
    review_date: f('Review Date', 'date'),
  },
  // Issue 24, Fees Settings (TE Admin change log, migration 0013): named by the setting's display name.
  settings: {
    setting_name: f('Setting Name'),
    setting_value: f('Setting Value'),
    display_name: f('Setting'),
    value_type: f('Value Type'),
    read_only: f('Read Only', 'yesNo'),
  },
  // Issue 24, Aid Year Settings (TE Admin change log, migration 0013): named by the aid year.
  aid_years: {
    aidyear: f('Aid Year'),
    aidyearbegindate: f('Aid Year Begin Date', 'date'),
    aidyearenddate: f('Aid Year End Date', 'date'),
    displaybegindate: f('Display Begin Date', 'date'),
    displayenddate: f('Display End Date', 'date'),
    set_rate_cents: f('Set Rate', 'cents'),
  },
};

/**
 * Columns that only tie a row to what the log's own columns already show (school, aid year, student,
 * application, account): an added or removed record's row for them is left out of the logs; a change
 * of one (rare) is shown, by name.
 */
export const CHANGE_LOG_LINK_COLUMNS: readonly string[] = [
  'user_id',
  'school_id',
  'aid_year_id',
  'school_aid_year_id',
  'student_id',
  'export_school_id',
  'application_id',
  'import_school_id',
  'application_school_id',
];

/** The `lookup` columns, by what names their id; the database answers the name. */
export const CHANGE_LOG_LOOKUPS: Readonly<
  Record<string, 'school' | 'aidYear' | 'schoolAidYear' | 'country' | 'user' | 'student'>
> = {
  school_id: 'school',
  export_school_id: 'school',
  import_school_id: 'school',
  parent_campus_id: 'school',
  aid_year_id: 'aidYear',
  school_aid_year_id: 'schoolAidYear',
  country_id: 'country',
  user_id: 'user',
  uploaded_by: 'user',
  student_id: 'student',
};

/**
 * Records named by one of their own columns (which contact, fee, program, role or term a change is
 * about): the log reads that column of the stored record and adds its name to the field's label.
 */
export const CHANGE_LOG_RECORD_NAMES: Readonly<Record<string, string>> = {
  school_contacts: 'contact_id',
  school_aid_year_enrollment_fees: 'fee_type_id',
  school_aid_year_eligible_programs: 'eligible_program_id',
  user_roles: 'role_id',
  enrollment_reviews: 'review_term',
  // Issue 24, settings: which fee setting and which aid year a TE Admin log row is about.
  settings: 'display_name',
  aid_years: 'aidyear',
  training_uploads: 'file_name',
};
