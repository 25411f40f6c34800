-- Reference catalogues. Ids and labels mirror packages/domain (reference.test.ts keeps them in sync).
INSERT INTO "countries" ("id", "country_name") VALUES
  (1, 'United States'),
  (2, 'Canada'),
  (3, 'Mexico'),
  (4, 'United Kingdom'),
  (5, 'Ireland'),
  (6, 'France'),
  (7, 'Germany'),
  (8, 'Spain'),
  (9, 'Italy'),
  (10, 'Netherlands'),
  (11, 'Switzerland'),
  (12, 'Greece'),
  (13, 'Israel'),
  (14, 'Lebanon'),
  (15, 'Qatar'),
  (16, 'United Arab Emirates'),
  (17, 'Egypt'),
  (18, 'India'),
  (19, 'China'),
  (20, 'Japan'),
  (21, 'South Korea'),
  (22, 'Australia'),
  (23, 'New Zealand'),
  (24, 'Brazil'),
  (25, 'Chile'),
  (26, 'South Africa');
--> statement-breakpoint
INSERT INTO "states" ("id", "state_name", "state_abbr") VALUES
  (1, 'Alabama', 'AL'),
  (2, 'Alaska', 'AK'),
  (3, 'Arizona', 'AZ'),
  (4, 'Arkansas', 'AR'),
  (5, 'California', 'CA'),
  (6, 'Colorado', 'CO'),
  (7, 'Connecticut', 'CT'),
  (8, 'Delaware', 'DE'),
  (9, 'District of Columbia', 'DC'),
  (10, 'Florida', 'FL'),
  (11, 'Georgia', 'GA'),
  (12, 'Hawaii', 'HI'),
  (13, 'Idaho', 'ID'),
  (14, 'Illinois', 'IL'),
  (15, 'Indiana', 'IN'),
  (16, 'Iowa', 'IA'),
  (17, 'Kansas', 'KS'),
  (18, 'Kentucky', 'KY'),
  (19, 'Louisiana', 'LA'),
  (20, 'Maine', 'ME'),
  (21, 'Maryland', 'MD'),
  (22, 'Massachusetts', 'MA'),
  (23, 'Michigan', 'MI'),
  (24, 'Minnesota', 'MN'),
  (25, 'Mississippi', 'MS'),
  (26, 'Missouri', 'MO'),
  (27, 'Montana', 'MT'),
  (28, 'Nebraska', 'NE'),
  (29, 'Nevada', 'NV'),
  (30, 'New Hampshire', 'NH'),
  (31, 'New Jersey', 'NJ'),
  (32, 'New Mexico', 'NM'),
  (33, 'New York', 'NY'),
  (34, 'North Carolina', 'NC'),
  (35, 'North Dakota', 'ND'),
  (36, 'Ohio', 'OH'),
  (37, 'Oklahoma', 'OK'),
  (38, 'Oregon', 'OR'),
  (39, 'Pennsylvania', 'PA'),
  (40, 'Rhode Island', 'RI'),
  (41, 'South Carolina', 'SC'),
  (42, 'South Dakota', 'SD'),
  (43, 'Tennessee', 'TN'),
  (44, 'Texas', 'TX'),
  (45, 'Utah', 'UT'),
  (46, 'Vermont', 'VT'),
  (47, 'Virginia', 'VA'),
  (48, 'Washington', 'WA'),
  (49, 'West Virginia', 'WV'),
  (50, 'Wisconsin', 'WI'),
  (51, 'Wyoming', 'WY'),
  (52, 'Puerto Rico', 'PR'),
  (53, 'Guam', 'GU'),
  (54, 'U.S. Virgin Islands', 'VI');
--> statement-breakpoint
INSERT INTO "region_types" ("id", "region_name") VALUES
  (1, 'Northeast'),
  (2, 'Southeast'),
  (3, 'Midwest'),
  (4, 'Southwest'),
  (5, 'West'),
  (6, 'International');
--> statement-breakpoint
INSERT INTO "contact_types" ("id", "contact_type") VALUES
  (1, 'Undergraduate Admissions Director'),
  (2, 'President'),
  (3, 'Graduate Admissions Director'),
  (4, 'Financial Aid'),
  (5, 'Vice President for Enrollment Management'),
  (6, 'Invoice Billing'),
  (7, 'Human Resources');
--> statement-breakpoint
INSERT INTO "participation_types" ("id", "participation_name") VALUES
  (1, 'Undergraduate'),
  (2, 'Graduate'),
  (3, 'Online'),
  (4, 'Certificate'),
  (5, 'Study Abroad');
--> statement-breakpoint
INSERT INTO "roles" ("id", "name", "te_name", "te_assignable") VALUES
  (1, 'Admin', 'TE Admin', true),
  (2, 'Export', 'Export', true),
  (3, 'Import', 'Import', true),
  (4, 'Billing', 'Billing', true),
  (5, 'Reports', 'Reports', true),
  (6, 'Primary TELO', null, false),
  (7, 'Secondary TELO', null, false);
--> statement-breakpoint
INSERT INTO "export_statuses" ("id", "export_status") VALUES
  (1, 'Awaiting Decision'),
  (2, 'Export Approved'),
  (3, 'Denied: Not an Employee'),
  (4, 'Denied: Min Reqs Not Met'),
  (5, 'Denied: Other'),
  (6, 'No Longer Eligible');
--> statement-breakpoint
INSERT INTO "import_statuses" ("id", "import_status") VALUES
  (1, 'Application Submitted'),
  (2, 'Import Decision Pending'),
  (3, 'Under Review'),
  (4, 'Import Approved'),
  (5, 'Enrolled'),
  (6, 'Denied: Did not apply'),
  (7, 'Denied: Did not enroll'),
  (8, 'Denied: Other'),
  (9, 'Declined'),
  (10, 'Withdrawn'),
  (11, 'Leave of Absence'),
  (12, 'Export No Longer Eligible'),
  (13, 'Graduated');
--> statement-breakpoint
INSERT INTO "student_categories" ("id", "category_name") VALUES
  (1, 'First-time Freshman'),
  (2, 'Transfer Student'),
  (3, 'Continuing Sophomore'),
  (4, 'Continuing Junior'),
  (5, 'Continuing Senior'),
  (6, 'Returning Student'),
  (7, 'Graduate Student');
--> statement-breakpoint
INSERT INTO "fee_types" ("id", "fee_type", "short_name") VALUES
  (1, 'Membership Dues', 'M Dues'),
  (2, 'Participation Fees', 'P Fee'),
  (3, 'Administrative Fee', 'Admin Fee');
--> statement-breakpoint
INSERT INTO "fee_frequencies" ("id", "name") VALUES
  (1, 'Annual'),
  (2, 'One-time');
--> statement-breakpoint
INSERT INTO "enrollment_fee_types" ("id", "name") VALUES
  (1, 'Export Application Fee'),
  (2, 'Export Participation Fee'),
  (3, 'Import Applicant Fee');
--> statement-breakpoint
INSERT INTO "payment_types" ("id", "payment_type") VALUES
  (1, 'Credit Card'),
  (2, 'Check'),
  (3, 'Write-Off');
--> statement-breakpoint
INSERT INTO "eligible_programs" ("id", "name", "has_exception") VALUES
  (1, 'All undergraduate programs', false),
  (2, 'All undergraduate programs except', true),
  (3, 'Off campus or study abroad programs', false),
  (4, 'All online programs', false),
  (5, 'Online programs except', true),
  (6, 'All certificate programs', false),
  (7, 'Certificate programs except', true),
  (8, 'Master''s programs', false),
  (9, 'Doctoral programs', false);
--> statement-breakpoint
INSERT INTO "scholarship_offerings" ("id", "name") VALUES
  (1, 'Full Tuition'),
  (2, 'Annual Set-Rate'),
  (3, 'Public Institution Rate'),
  (4, 'Other');
--> statement-breakpoint
INSERT INTO "academic_terms" ("id", "name") VALUES
  (1, 'Semester'),
  (2, 'Quarter'),
  (3, 'Trimester');
--> statement-breakpoint
INSERT INTO "settings" ("setting_name", "setting_value", "display_name", "value_type", "read_only") VALUES
  ('MEMBERSHIP_DUES', '1500.00', 'Membership Dues (annual, per school)', 'Decimal', 0),
  ('PARTICIPATION_FEE', '250.00', 'Participation Fee (per exported student)', 'Decimal', 0),
  ('ADMINISTRATIVE_FEE', '75.00', 'Administrative Fee', 'Decimal', 0),
  ('LATE_PAYMENT_FEE', '25.00', 'Late Payment Fee', 'Decimal', 0),
  ('MAX_IMPORT_SCHOOLS', '20', 'Maximum Import Schools per Application', 'Integer', 1),
  ('INVOICE_DUE_DAYS', '30', 'Days Until an Invoice Is Due', 'Integer', 0);
