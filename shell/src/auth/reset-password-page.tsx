import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { validateField } from 'shared-kit/contract';
import { apiErrorMessage, showToast } from 'shared-kit/runtime';
import { AuthCard } from './auth-card';
import { signInEmailError } from './email-rule';
import { Field, PasswordInput, PrimaryButton, TextInput, useLightForm, type FieldRule } from './light-form';
import { storeLoginMessage } from './login-message';

/** Shown on the sign-in page after a successful reset (docs/sign-in.md#reset-password). */
export const NEW_PASSWORD_SET_MESSAGE = 'New Password Set';

/** Query flag of the e-mailed reset link: go straight to the verification-code step. */
export const RESET_FROM_EMAIL_FLAG = 'resetPswdFromEmail';

// The verification code is checked as a number, the password as text (docs/sign-in.md#reset-password).
const codeRule: FieldRule = (value) => validateField(value.trim(), ['required', 'number']);
const passwordRule: FieldRule = (value) => validateField(value, ['required']);

const REQUEST_FIELDS = { username: { rule: signInEmailError, trigger: 'blur' as const } };
const CONFIRM_FIELDS = {
  username: { rule: signInEmailError, trigger: 'blur' as const },
  code: { rule: codeRule },
  newPassword: { rule: passwordRule },
};

function RequestStep({ username, busy, onSend }: { username: string; busy: boolean; onSend: (username: string) => void }) {
  const form = useLightForm(REQUEST_FIELDS, { username });
  return (
    <form name="reset-request" noValidate onSubmit={form.onSubmit((values) => onSend(values.username))}>
      <p>Enter your email and we will send you a verification code.</p>
      <Field label="Email" error={form.errors.username}>
        {(id, describedBy) => <TextInput id={id} describedBy={describedBy} type="email" autoComplete="username" autoFocus {...form.input('username')} />}
      </Field>
      <PrimaryButton busy={busy}>Send Code</PrimaryButton>
    </form>
  );
}

interface ConfirmValues {
  username: string;
  code: string;
  newPassword: string;
}

function ConfirmStep({ username, destination, busy, onConfirm }: { username: string; destination?: string; busy: boolean; onConfirm: (values: ConfirmValues) => void }) {
  const form = useLightForm(CONFIRM_FIELDS, { username });
  return (
    <form name="reset-confirm" noValidate onSubmit={form.onSubmit(onConfirm)}>
      <p>{destination ? `A verification code was sent to ${destination}.` : 'Enter the verification code you received and your new password.'}</p>
      <Field label="Email" error={form.errors.username}>
        {(id, describedBy) => <TextInput id={id} describedBy={describedBy} type="email" autoComplete="username" {...form.input('username')} />}
      </Field>
      <Field label="Verification Code" error={form.errors.code}>
        {(id, describedBy) => <TextInput id={id} describedBy={describedBy} inputMode="numeric" autoComplete="one-time-code" {...form.input('code')} />}
      </Field>
      <Field label="New Password" error={form.errors.newPassword}>
        {(id, describedBy) => <PasswordInput id={id} describedBy={describedBy} autoComplete="new-password" {...form.input('newPassword')} />}
      </Field>
      <PrimaryButton busy={busy}>Submit</PrimaryButton>
    </form>
  );
}

/** The reset-password page at /reset-password (docs/sign-in.md#reset-password), drawn without antd. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initialUsername = params.get('email') ?? params.get('username') ?? '';
  const [step, setStep] = useState<'request' | 'confirm'>(params.get(RESET_FROM_EMAIL_FLAG) === 'true' ? 'confirm' : 'request');
  const [username, setUsername] = useState(initialUsername);
  const [destination, setDestination] = useState<string>();
  const [busy, setBusy] = useState(false);

  const sendCode = async (entered: string) => {
    setBusy(true);
    try {
      const name = entered.trim();
      const result = await resetPassword({ username: name });
      setUsername(name);
      setDestination(result.nextStep.codeDeliveryDetails?.destination);
      setStep('confirm');
    } catch (error) {
      showToast(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ username: entered, code, newPassword }: ConfirmValues) => {
    setBusy(true);
    try {
      await confirmResetPassword({ username: entered.trim(), confirmationCode: code.trim(), newPassword });
      storeLoginMessage({ message: NEW_PASSWORD_SET_MESSAGE, severity: 'success', messageType: 'toast' });
      navigate('/', { replace: true });
    } catch (error) {
      showToast(apiErrorMessage(error), 'error');
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset password">
      {step === 'request' ? (
        <RequestStep username={username} busy={busy} onSend={(entered) => void sendCode(entered)} />
      ) : (
        <ConfirmStep username={username} destination={destination} busy={busy} onConfirm={(values) => void confirm(values)} />
      )}
      <div className="px-back">
        <Link to="/">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
