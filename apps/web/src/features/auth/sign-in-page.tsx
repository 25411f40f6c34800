import { AuthLayout } from '../../components/auth-layout';
import { SignInForm } from './sign-in-form';

/** /signin: staff sign-in (1-core §2). */
export function SignInPage() {
  return (
    <AuthLayout title="Sign In" subtitle="Member school and central office staff">
      <SignInForm variant="staff" />
    </AuthLayout>
  );
}

/** /applicantsignin: applicant sign-in, with Create Account (1-core §2). */
export function ApplicantSignInPage() {
  return (
    <AuthLayout title="Applicant Sign In" subtitle="Students applying for a tuition exchange scholarship">
      <SignInForm variant="applicant" />
    </AuthLayout>
  );
}
