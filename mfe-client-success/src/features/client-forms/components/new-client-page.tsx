import { useState } from 'react';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { CLIENT_FORM_MESSAGES } from 'shared-kit/contract';
import { clientSuccessEmail, getRuntimeConfig, showToast } from 'shared-kit/runtime';
import { useUnsavedChangesGuard } from 'shared-kit/ui';
import { useRegisterClientForm } from '../api/save-client-form';
import { EMPTY_FORM, useClientForm } from '../hooks/use-client-form';
import { ClientFormFields } from './client-form-fields';
import { introText } from './client-form-page';

/** The three steps of What Happens Next (spec 02 §2.12). */
export const WHAT_HAPPENS_NEXT = [
  'Our team reviews your account details and contacts you if there are any questions.',
  'A new system instance is created for your business.',
  'You receive an email invitation to sign in.',
] as const;

/** 'Account Registration Successful' with What Happens Next and Need Help (spec 02 §2.12). */
export function RegistrationSuccess() {
  // The address comes from config.json (clientSuccessEmail); the local one only in local mode.
  const email = clientSuccessEmail(getRuntimeConfig());
  return (
    <Card style={{ maxWidth: 720, margin: '32px auto' }}>
      <Result
        status="success"
        title={
          <Typography.Title level={2} style={{ margin: 0 }}>
            Account Registration Successful
          </Typography.Title>
        }
      />
      <Typography.Title level={4}>What Happens Next:</Typography.Title>
      <ol aria-label="What Happens Next">
        {WHAT_HAPPENS_NEXT.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <section aria-labelledby="need-help-title" style={{ marginTop: 24 }}>
        <Typography.Title level={5} id="need-help-title">
          Need Help?
        </Typography.Title>
        <Typography.Paragraph>
          Contact our client success team at <a href={`mailto:${email}`}>{email}</a>.
        </Typography.Paragraph>
      </section>
    </Card>
  );
}

/**
 * The public new-client registration at /new-client (spec 02 §2.12): no sign-in; the client form,
 * empty, with Submit Form (disabled while errors are shown); leaving with typed values asks first.
 * A registration the API accepts shows {@link RegistrationSuccess}; a refusal shows the server's
 * message and keeps what was typed.
 */
export function NewClientPage() {
  const form = useClientForm(EMPTY_FORM);
  const registration = useRegisterClientForm();
  const [registered, setRegistered] = useState(false);
  useUnsavedChangesGuard(form.dirty && !registered);

  if (registered) return <RegistrationSuccess />;

  const submit = async () => {
    if (!form.checkBeforeSend()) return;
    try {
      const answer = await registration.register({ values: form.values, files: form.files, tenantId: '' });
      showToast(answer.message || CLIENT_FORM_MESSAGES.registered, 'success');
      setRegistered(true);
    } catch {
      // The error toast said why; the form keeps what was typed.
    }
  };

  return (
    <section aria-labelledby="new-client-title" style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={3} id="new-client-title">
        New Client Account Details
      </Typography.Title>
      <Typography.Paragraph>{introText('Submit Form')}</Typography.Paragraph>
      <ClientFormFields form={form} />
      <Flex gap={8} style={{ marginBottom: 24 }}>
        <Button type="primary" disabled={form.hasErrors} loading={registration.isPending} onClick={() => void submit()}>
          Submit Form
        </Button>
      </Flex>
    </section>
  );
}
