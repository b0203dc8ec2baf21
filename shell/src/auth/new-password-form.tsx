import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { isNewPasswordValid, newPasswordChecklist } from 'shared-kit/contract';
import { apiErrorMessage, getRuntimeConfig, showToast } from 'shared-kit/runtime';
import { submitNewPassword } from './sign-in-flow';

interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

/** Shown under Confirm Password while the two entries differ. */
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/** The live checklist of the new-password rules (spec 01 §5 "New password"). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
      {newPasswordChecklist(password).map((item) => (
        <li key={item.rule} data-met={item.met}>
          <Typography.Text type={item.met ? 'success' : 'danger'}>
            <span aria-hidden="true">{item.met ? '✓' : '✗'} </span>
            {item.message}
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {item.met ? ' (met)' : ' (not met)'}
            </span>
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * The new-password form of the NEW_PASSWORD_REQUIRED challenge (spec 01 §2 "Sign-in page"): a live
 * checklist and a Submit button disabled until every rule holds and both entries match. A user
 * rejected after the change (wrong website) is sent back with `onRejected`.
 */
export function NewPasswordForm({ onCancel, onRejected }: { onCancel: () => void; onRejected: () => void }) {
  const [{ newPassword, confirmPassword }, setValues] = useState<NewPasswordFields>({ newPassword: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const differ = confirmPassword !== '' && confirmPassword !== newPassword;
  const ready = isNewPasswordValid(newPassword) && confirmPassword === newPassword;

  const submit = async () => {
    setBusy(true);
    try {
      if ((await submitNewPassword(getRuntimeConfig(), newPassword)) === 'rejected') onRejected();
    } catch (error) {
      showToast(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<NewPasswordFields>
      name="new-password"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={(_changed, all) => setValues({ newPassword: all.newPassword ?? '', confirmPassword: all.confirmPassword ?? '' })}
    >
      <Typography.Paragraph>Your password must be changed before you continue.</Typography.Paragraph>
      <Form.Item label="New Password" name="newPassword">
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <PasswordChecklist password={newPassword} />
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        validateStatus={differ ? 'error' : undefined}
        help={differ ? PASSWORDS_DIFFER_MESSAGE : undefined}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={!ready} loading={busy}>
        Submit
      </Button>
      <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
        Back to sign in
      </Button>
    </Form>
  );
}
