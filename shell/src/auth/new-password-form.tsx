import { useState } from 'react';
import { isNewPasswordValid, newPasswordChecklist } from 'shared-kit/contract';
import { getRuntimeConfig, showToast } from 'shared-kit/runtime/core';
import { signInErrorMessage } from '../app/runtime';
import { Field, LinkButton, PasswordInput, PrimaryButton } from './light-form';
import { submitNewPassword } from './sign-in-flow';

/** Shown under Confirm Password while the two entries differ. */
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/** The live checklist of the new-password rules (docs/sign-in.md#new-password). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password rules" className="px-rules">
      {newPasswordChecklist(password).map((item) => (
        <li key={item.rule} data-met={item.met}>
          <span className={item.met ? 'px-rule-met' : 'px-rule-unmet'}>
            <span aria-hidden="true">{item.met ? '✓' : '✗'} </span>
            {item.message}
            <span className="px-visually-hidden">{item.met ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The new-password form of the NEW_PASSWORD_REQUIRED challenge (docs/sign-in.md#new-password): a
 * live checklist and a Submit button disabled until every rule holds and both entries match. A user
 * rejected after the change (wrong website) is sent back with `onRejected`.
 */
export function NewPasswordForm({ onCancel, onRejected }: { onCancel: () => void; onRejected: () => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const differ = confirmPassword !== '' && confirmPassword !== newPassword;
  const ready = isNewPasswordValid(newPassword) && confirmPassword === newPassword;

  const submit = async () => {
    setBusy(true);
    try {
      if ((await submitNewPassword(getRuntimeConfig(), newPassword)) === 'rejected') onRejected();
    } catch (error) {
      showToast(await signInErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      name="new-password"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !busy) void submit();
      }}
    >
      <p>Your password must be changed before you continue.</p>
      <Field label="New Password">
        {(id) => <PasswordInput id={id} autoComplete="new-password" autoFocus value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />}
      </Field>
      <PasswordChecklist password={newPassword} />
      <Field label="Confirm Password" error={differ ? PASSWORDS_DIFFER_MESSAGE : undefined}>
        {(id, describedBy) => (
          <PasswordInput id={id} describedBy={describedBy} autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
        )}
      </Field>
      <PrimaryButton disabled={!ready} busy={busy}>
        Submit
      </PrimaryButton>
      <LinkButton onClick={onCancel}>Back to sign in</LinkButton>
    </form>
  );
}
