import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGN_IN_MESSAGES } from 'shared-kit/contract';
import { getRuntimeConfig, showToast } from 'shared-kit/runtime/core';
import { preloadConsole } from '../remotes/preload';
import { signInErrorMessage } from '../app/runtime';
import { AuthCard } from './auth-card';
import { signInEmailError } from './email-rule';
import { Field, PasswordInput, PrimaryButton, TextInput, useLightForm, type FieldRule } from './light-form';
import { NewPasswordForm } from './new-password-form';
import { submitSignIn } from './sign-in-flow';
import { useLoginMessage } from './use-login-message';

const passwordRule: FieldRule = (value) => (value ? undefined : SIGN_IN_MESSAGES.passwordEmpty);
const SIGN_IN_FIELDS = {
  username: { rule: signInEmailError, trigger: 'blur' as const },
  password: { rule: passwordRule },
};

function SignInForm({ onNewPasswordRequired }: { onNewPasswordRequired: () => void }) {
  const [busy, setBusy] = useState(false);
  const form = useLightForm(SIGN_IN_FIELDS);
  const submit = async ({ username, password }: { username: string; password: string }) => {
    // The console (antd, layout) loads while the pool and the user-info call answer.
    void preloadConsole();
    setBusy(true);
    try {
      const outcome = await submitSignIn(getRuntimeConfig(), username.trim(), password);
      if (outcome === 'new-password-required') onNewPasswordRequired();
    } catch (error) {
      showToast(await signInErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form name="sign-in" noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Field label="Email" error={form.errors.username}>
        {(id, describedBy) => <TextInput id={id} describedBy={describedBy} type="email" autoComplete="username" autoFocus {...form.input('username')} />}
      </Field>
      <Field label="Password" error={form.errors.password}>
        {(id, describedBy) => <PasswordInput id={id} describedBy={describedBy} autoComplete="current-password" {...form.input('password')} />}
      </Field>
      <div className="px-forgot">
        <Link to="/reset-password">Forgot password?</Link>
      </div>
      <PrimaryButton busy={busy}>Sign In</PrimaryButton>
    </form>
  );
}

/**
 * The sign-in page at / (docs/sign-in.md#sign-in-page): email and password, a forgot-password link,
 * and the new-password form when the pool answers with NEW_PASSWORD_REQUIRED. A signed-in user
 * never sees it: the home route sends them to their landing page. Drawn without antd.
 */
export function SignInPage() {
  useLoginMessage();
  const [newPasswordRequired, setNewPasswordRequired] = useState(false);
  useEffect(() => {
    if (newPasswordRequired) void preloadConsole();
  }, [newPasswordRequired]);
  return newPasswordRequired ? (
    <AuthCard title="Set a new password">
      <NewPasswordForm onCancel={() => setNewPasswordRequired(false)} onRejected={() => setNewPasswordRequired(false)} />
    </AuthCard>
  ) : (
    <AuthCard title="Sign in">
      <SignInForm onNewPasswordRequired={() => setNewPasswordRequired(true)} />
    </AuthCard>
  );
}
