// Invented people and places for the demo data; any resemblance to real persons is coincidence.

export const FIRST_NAMES: readonly string[] = (
  'Olivia Liam Emma Noah Ava Elijah Sophia Mateo Isabella Lucas Mia Levi Amelia Ezra ' +
  'Harper Asher Evelyn Leo Abigail Owen Emily Caleb Ella Julian Avery Isaac Scarlett ' +
  'Nathan Grace Aaron Chloe Miles Nora Adrian Lily Jonah Hannah Elias Zoe Rowan Priya ' +
  'Arjun Mei Kenji Amara Kwame Sofia Diego Fatima Omar'
).split(' ');

export const LAST_NAMES: readonly string[] = (
  'Anderson Bennett Castillo Delgado Ellison Fitzgerald Gallagher Hartman Ibarra ' +
  'Jennings Kowalski Lindqvist Montgomery Nakamura Okafor Pemberton Quintero Rasmussen ' +
  'Sandoval Thornton Underwood Valdez Whitaker Xiong Yamamoto Zimmerman Abernathy ' +
  'Brennan Chowdhury Donnelly Estrada Fairbanks Goldberg Holloway Iverson Jablonski ' +
  'Kearney Lachance Mbeki Novak Oyelaran Patel Quigley Rinaldi Sorensen Takahashi ' +
  'Umberger Vasquez'
).split(' ');

export const STAFF_TITLES = [
  'Director of Human Resources',
  'Benefits Manager',
  'Associate Director of Financial Aid',
  'Tuition Exchange Liaison Officer',
  'Assistant Registrar',
  'Benefits Coordinator',
] as const;

export const EMPLOYEE_TITLES = [
  'Professor of Chemistry',
  'Associate Professor of History',
  'Assistant Professor of Nursing',
  'Facilities Manager',
  'Library Services Coordinator',
  'Director of Athletics',
  'Senior Accountant',
  'IT Systems Administrator',
  'Admissions Counselor',
  'Lecturer in Mathematics',
  'Dean of Students',
  'Research Scientist',
] as const;

export const STREETS: readonly string[] = (
  'Maple Avenue|Oak Street|Cedar Lane|Elm Drive|Willow Court|Birch Road|Hillcrest Drive|' +
  'Lakeview Terrace|Sunset Boulevard|Meadow Lane|Park Place|Chestnut Street|' +
  'Riverside Drive|Orchard Way|Highland Avenue|Spring Street'
).split('|');

/** US home towns for student addresses: city, state, zip. */
export const HOME_TOWNS: readonly [string, string, string][] = [
  ['Dayton', 'OH', '45402'],
  ['Madison', 'WI', '53703'],
  ['Raleigh', 'NC', '27601'],
  ['Boulder', 'CO', '80302'],
  ['Savannah', 'GA', '31401'],
  ['Spokane', 'WA', '99201'],
  ['Albany', 'NY', '12207'],
  ['Omaha', 'NE', '68102'],
  ['Knoxville', 'TN', '37902'],
  ['Tucson', 'AZ', '85701'],
  ['Burlington', 'VT', '05401'],
  ['Lexington', 'KY', '40507'],
  ['Des Moines', 'IA', '50309'],
  ['Sacramento', 'CA', '95814'],
  ['Richmond', 'VA', '23219'],
  ['Fort Collins', 'CO', '80521'],
  ['Bangor', 'ME', '04401'],
  ['Baton Rouge', 'LA', '70802'],
];
