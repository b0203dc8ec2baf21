import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Input, Radio, Spin, Typography } from 'antd';
import Form from 'antd/es/form';
import { INVITATION_MESSAGES, type Invitation } from 'shared-kit/contract/platform-ops';
import { LoadError, PageFrame } from 'shared-kit/ui';
import { useInvitationFlow } from '../hooks/use-invitation-flow';
import { canAccept, type InvitationChoice } from '../lib/invitation-flow';
import { acceptanceHtml, canResend } from '../lib/invitation-view';
import { safeHtml } from '../lib/safe-html';

/** Props of {@link ResellerInvitationPage}. */
export interface ResellerInvitationPageProps {
  /** Leaves the console for `url` (the provider's site); `location.replace` by default. */
  goTo?: (url: string) => void;
}

const leave = (url: string) => window.location.replace(url);

/** The page frame of every state of the invitation, centred: the page is shown without the console's menu. */
function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: '32px 16px' }}>
      <PageFrame title="Reseller Invitation" titleId="reseller-invitation-title" centered>
        {children}
      </PageFrame>
    </div>
  );
}

/** Sanitised HTML of an invitation text (DOMPurify), as a block. */
function InvitationHtml({ html, testId }: { html: string; testId: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The public Reseller Invitation at /register?invitationCode=…&user=… (docs/resellers.md),
 * shown without sign-in; its calls carry no token. Without both query parameters, or when the
 * invitation is unknown or expired, the visitor goes to the provider's marketing site. An open
 * invitation shows its welcome HTML (sanitised with DOMPurify), the code and e-mail read-only, NOT
 * YET / YES (already a client); YES asks for the website, located among the clients' sites (trimmed;
 * empty is an error; not found shows the spec's message), then 'Accept Reseller Invitation' leads to
 * the confirmation (the PX client's or non-PX client's acceptance HTML). An invitation accepted and
 * being processed shows 'This Invite has already been accepted and is being processed.'; one accepted
 * earlier 'This Invite has already been accepted.' with a resend of the activation e-mail when prior
 * responses exist. Leaving with a choice made or a website typed and the invitation not accepted
 * asks 'You have some unsaved changes. OK to forget these changes and leave the page?' first.
 */
export function ResellerInvitationPage({ goTo = leave }: ResellerInvitationPageProps) {
  const flow = useInvitationFlow(goTo);
  const { invitation, view, failedForGood } = flow;
  const { choice, site, located, locateError, acceptError, accepted, resent, resendError } = flow.state;

  if (accepted) {
    return (
      <InvitationFrame>
        <Card data-testid="invitation-confirmation">
          <InvitationHtml html={acceptanceHtml(accepted)} testId="invitation-acceptance-html" />
        </Card>
      </InvitationFrame>
    );
  }

  if (view === 'redirect' || view === null) {
    return (
      <InvitationFrame>
        {invitation.error && !failedForGood ? (
          <LoadError error={invitation.error} what="the invitation" onRetry={() => void invitation.refetch()} />
        ) : (
          <Flex justify="center" align="center" gap={12}>
            <Spin />
            <Typography.Text type="secondary">{view === 'redirect' ? 'Redirecting…' : 'Loading…'}</Typography.Text>
          </Flex>
        )}
      </InvitationFrame>
    );
  }

  const data = invitation.data as Invitation;

  return (
    <InvitationFrame>
      {view === 'pending' && <Alert type="warning" showIcon title={INVITATION_MESSAGES.pendingApproval} data-testid="invitation-warning" />}
      {view === 'accepted' && (
        <Flex vertical gap={12} data-testid="invitation-warning">
          <Alert type="warning" showIcon title={INVITATION_MESSAGES.alreadyAccepted} />
          {canResend(data) && (
            <Flex>
              <Button onClick={flow.resend} loading={flow.resending}>
                Resend Activation Email
              </Button>
            </Flex>
          )}
          {resent && <Alert type="success" showIcon title={resent} data-testid="invitation-resent" />}
          {resendError && <Alert type="error" showIcon title={resendError} />}
        </Flex>
      )}
      {view === 'form' && (
        <Card>
          <InvitationHtml html={data.textFields.welcomeHtmlTemplate} testId="invitation-welcome" />
          <Form layout="vertical" onFinish={flow.accept} style={{ marginTop: 16 }}>
            <Form.Item label="Invitation Code" htmlFor="invitation-code">
              <Input id="invitation-code" value={data.invitationCode} readOnly />
            </Form.Item>
            <Form.Item label="Email" htmlFor="invitation-email">
              <Input id="invitation-email" value={data.userEmail} readOnly />
            </Form.Item>
            <Form.Item label={`Are you already a client of ours? (invited by ${data.pxnsTenantName})`}>
              <Radio.Group
                aria-label="Already a client"
                optionType="button"
                value={choice}
                onChange={(event) => flow.choose(event.target.value as InvitationChoice)}
                options={[
                  { value: 'NOT_YET', label: 'NOT YET' },
                  { value: 'YES', label: 'YES' },
                ]}
              />
            </Form.Item>
            {choice === 'YES' && (
              <Form.Item
                label="Your website URL"
                htmlFor="invitation-site"
                validateStatus={locateError ? 'error' : undefined}
                help={locateError ? <span data-testid="invitation-locate-error">{locateError}</span> : undefined}
              >
                <Flex gap={8}>
                  <Input
                    id="invitation-site"
                    placeholder="https://shop.example.com"
                    maxLength={500}
                    value={site}
                    onChange={(event) => flow.typeSite(event.target.value)}
                    onPressEnter={(event) => {
                      event.preventDefault();
                      flow.locate();
                    }}
                  />
                  <Button onClick={flow.locate} loading={flow.locating}>
                    Locate Website
                  </Button>
                </Flex>
              </Form.Item>
            )}
            {choice === 'YES' && located && (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                data-testid="invitation-located"
                title={`${located.tenantName} (${located.pxTenantId})`}
                description={located.siteUrl}
              />
            )}
            {acceptError && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={acceptError} data-testid="invitation-accept-error" />}
            <Flex justify="flex-end">
              <Button type="primary" htmlType="submit" disabled={!canAccept(flow.state)} loading={flow.accepting}>
                Accept Reseller Invitation
              </Button>
            </Flex>
          </Form>
        </Card>
      )}
    </InvitationFrame>
  );
}
