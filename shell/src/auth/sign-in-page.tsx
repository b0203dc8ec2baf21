import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGN_IN_MESSAGES } from 'shared-kit/contract';
import { apiErrorMessage, getRuntimeConfig, showToast } from 'shared-kit/runtime';
import { AuthCard } from './auth-card';
import { emailRule } from './email-rule';
import { NewPasswordForm } from './new-password-form';
import { submitSignIn } from './sign-in-flow';
import { useLoginMessage } from './use-login-message';

interface SignInFields {
  username: string;
  password: string;
}

function SignInForm({ onNewPasswordRequired }: { onNewPasswordRequired: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = async ({ username, password }: SignInFields) => {
    setBusy(true);
    try {
      const outcome = await submitSignIn(getRuntimeConfig(), username.trim(), password);
      if (outcome === 'new-password-required') onNewPasswordRequired();
    } catch (error) {
      showToast(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<SignInFields> name="sign-in" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label="Email" name="username" validateTrigger="onBlur" rules={[emailRule]}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: SIGN_IN_MESSAGES.passwordEmpty }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div style={{ marginBottom: 16, textAlign: 'right' }}>
        <Link to="/reset-password">Forgot password?</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={busy}>
        Sign In
      </Button>
    </Form>
  );
}

/**
 * The sign-in page at / (spec 01 §2 "Sign-in page"): email and password, a forgot-password link,
 * and the new-password form when the pool answers with NEW_PASSWORD_REQUIRED. A signed-in user
 * never sees it: the home route sends them to their landing page.
 */
export function SignInPage() {
  useLoginMessage();
  const [newPasswordRequired, setNewPasswordRequired] = useState(false);
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
