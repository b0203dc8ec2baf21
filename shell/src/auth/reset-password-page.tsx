import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { Button, Form, Input, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { validateField } from 'shared-kit/contract';
import { apiErrorMessage, showToast } from 'shared-kit/runtime';
import { AuthCard } from './auth-card';
import { emailRule } from './email-rule';
import { storeLoginMessage } from './login-message';

/** Shown on the sign-in page after a successful reset (spec 01 §2 "Reset-password page"). */
export const NEW_PASSWORD_SET_MESSAGE = 'New Password Set';

/** Query flag of the e-mailed reset link: go straight to the verification-code step. */
export const RESET_FROM_EMAIL_FLAG = 'resetPswdFromEmail';

interface RequestFields {
  username: string;
}

interface ConfirmFields {
  username: string;
  code: string;
  newPassword: string;
}

// The verification code is checked as a number, the password as text (spec 01 §2).
const codeRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const error = validateField(value?.trim(), ['required', 'number']);
    if (error) throw new Error(error);
  },
};
const passwordRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const error = validateField(value, ['required']);
    if (error) throw new Error(error);
  },
};

/** The reset-password page at /reset-password (spec 01 §2 "Reset-password page"). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initialUsername = params.get('email') ?? params.get('username') ?? '';
  const [step, setStep] = useState<'request' | 'confirm'>(params.get(RESET_FROM_EMAIL_FLAG) === 'true' ? 'confirm' : 'request');
  const [username, setUsername] = useState(initialUsername);
  const [destination, setDestination] = useState<string>();
  const [busy, setBusy] = useState(false);

  const sendCode = async ({ username: entered }: RequestFields) => {
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

  const confirm = async ({ username: entered, code, newPassword }: ConfirmFields) => {
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
        <Form<RequestFields> name="reset-request" layout="vertical" requiredMark={false} initialValues={{ username }} onFinish={sendCode}>
          <Typography.Paragraph>Enter your email and we will send you a verification code.</Typography.Paragraph>
          <Form.Item label="Email" name="username" validateTrigger="onBlur" rules={[emailRule]}>
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Send Code
          </Button>
        </Form>
      ) : (
        <Form<ConfirmFields> name="reset-confirm" layout="vertical" requiredMark={false} initialValues={{ username }} onFinish={confirm}>
          <Typography.Paragraph>
            {destination ? `A verification code was sent to ${destination}.` : 'Enter the verification code you received and your new password.'}
          </Typography.Paragraph>
          <Form.Item label="Email" name="username" validateTrigger="onBlur" rules={[emailRule]}>
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item label="Verification Code" name="code" rules={[codeRule]}>
            <Input inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Form.Item label="New Password" name="newPassword" rules={[passwordRule]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Submit
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
