import { APPLICANT_MENU } from '@exchange/domain';
import { SideMenu } from './side-menu';

/** The applicant area menu (1-core §2): the shared side menu with the domain's applicant links. */
export function ApplicantMenu() {
  return <SideMenu label="Applicant menu" links={APPLICANT_MENU} />;
}
