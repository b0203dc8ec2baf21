import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { CLIENT_FORM_MESSAGES } from 'shared-kit/contract';
import { clientSuccessEmail, getRuntimeConfig, showToast } from 'shared-kit/runtime';
import { PAGE_FRAME_WIDTH, PageFrame, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useRegisterClientForm } from '../api/save-client-form';
import { CLIENT_FORM_TOAST_KEY, EMPTY_FORM, attentionText, useClientForm } from '../hooks/use-client-form';
import { ClientFormFields, inputId } from './client-form-fields';
import { introText } from './client-form-page';

/** The three steps of What Happens Next (docs/client-success.md#checking-and-sending). */
export const WHAT_HAPPENS_NEXT = [
  'Our team reviews your account details and contacts you if there are any questions.',
  'A new system instance is created for your business.',
  'You receive an email invitation to sign in.',
] as const;

/** The provider's name, as its logo shows it (docs/client-success.md). */
export const PROVIDER_NAME = 'PX';
/** The browser tab's title of the public registration: its own, not the console's. */
export const NEW_CLIENT_DOCUMENT_TITLE = `New Client Registration · ${PROVIDER_NAME}`;

/** The provider's logo: its initials on its blue square. */
function ProviderLogo() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={40} height={40} role="img" aria-label={`${PROVIDER_NAME} logo`}>
      <rect width="32" height="32" rx="6" fill="#1f4e79" />
      <text x="16" y="22" fontSize="16" textAnchor="middle" fill="#fff" fontFamily="sans-serif">
        {PROVIDER_NAME}
      </text>
    </svg>
  );
}

/** The top of the public pages: the provider's logo and name (the console's frame is not shown to visitors). */
function ProviderHeader() {
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: 12, maxWidth: PAGE_FRAME_WIDTH, margin: '24px auto 16px' }}>
      <ProviderLogo />
      <Typography.Text strong style={{ fontSize: 18 }}>
        {PROVIDER_NAME} · Client Registration
      </Typography.Text>
    </header>
  );
}

/** A public page: the provider's header over the page frame, centred, with room at the window's edges. */
function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: '0 16px 24px' }}>
      <ProviderHeader />
      {children}
    </div>
  );
}

/** 'Account Registration Successful' (the page's title) with What Happens Next and Need Help. */
export function RegistrationSuccess() {
  // The address comes from config.json (clientSuccessEmail); the local one only in local mode.
  const email = clientSuccessEmail(getRuntimeConfig());
  return (
    <PageFrame title="Account Registration Successful" titleId="registration-success-title" centered>
      <Card>
        <Result status="success" style={{ padding: '16px 0' }} />
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          What Happens Next:
        </Typography.Title>
        <ol aria-label="What Happens Next">
          {WHAT_HAPPENS_NEXT.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <section aria-labelledby="need-help-title" style={{ marginTop: 24 }}>
          <Typography.Title level={3} id="need-help-title" style={{ fontSize: 16 }}>
            Need Help?
          </Typography.Title>
          <Typography.Paragraph>
            Contact our client success team at <a href={`mailto:${email}`}>{email}</a>.
          </Typography.Paragraph>
        </section>
      </Card>
    </PageFrame>
  );
}

/**
 * The public new-client registration at /new-client
 * (docs/client-success.md#new-client-public-registration): no sign-in; the client form, empty, with
 * Submit Form (disabled while errors are shown); leaving with typed values asks first. A
 * registration the API accepts shows {@link RegistrationSuccess} (its toast replaces the check's,
 * so no stale 'Fill the required fields' stays); a refusal shows the server's message and keeps
 * what was typed. Once checked, a lasting 'N fields need attention' beside Submit Form jumps to the
 * first wrong field, also after the highlight of more than 5 errors cleared (3 s); a field's
 * message comes back when it is edited or left still wrong. The page carries the provider's logo
 * and name and a browser title of its own (docs/client-success.md), over the page frame, centred.
 */
export function NewClientPage() {
  const form = useClientForm(EMPTY_FORM);
  const registration = useRegisterClientForm();
  const [registered, setRegistered] = useState(false);
  useUnsavedChangesGuard(form.dirty && !registered);
  useEffect(() => {
    document.title = NEW_CLIENT_DOCUMENT_TITLE;
  }, [registered]);

  if (registered)
    return (
      <PublicPage>
        <RegistrationSuccess />
      </PublicPage>
    );

  // A refusal is toasted by the data layer; the form keeps what was typed.
  const submit = () => {
    if (!form.checkBeforeSend()) return;
    registration.register(
      { values: form.values, files: form.files, tenantId: '' },
      {
        onSuccess: (answer) => {
          // Same key as the check's toast: the success replaces a stale 'Fill the required fields'.
          showToast(answer.message || CLIENT_FORM_MESSAGES.registered, 'success', { key: CLIENT_FORM_TOAST_KEY });
          setRegistered(true);
        },
      },
    );
  };

  const firstWrong = form.attention[0];
  return (
    <PublicPage>
      <PageFrame title="New Client Account Details" titleId="new-client-title" centered>
        <Typography.Text>{introText('Submit Form')}</Typography.Text>
        <ClientFormFields form={form} />
        <Flex gap={16} align="center" wrap>
          <Button type="primary" disabled={form.hasErrors} loading={registration.isPending} onClick={submit}>
            Submit Form
          </Button>
          {firstWrong ? (
            <Button
              type="link"
              danger
              data-testid="fields-need-attention"
              onClick={() => {
                const input = document.getElementById(inputId(firstWrong));
                input?.scrollIntoView?.({ block: 'center' });
                input?.focus();
              }}
            >
              {attentionText(form.attention.length)}
            </Button>
          ) : null}
        </Flex>
      </PageFrame>
    </PublicPage>
  );
}
