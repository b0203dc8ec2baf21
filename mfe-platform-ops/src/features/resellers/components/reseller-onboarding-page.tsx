import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Input, Row } from 'antd';
import Form from 'antd/es/form';
import { useNavigate } from 'react-router-dom';
import { RESELLER_FIELD_LABELS, RESELLER_FIELD_MAX_LENGTHS, RESELLER_MESSAGES, RESELLER_ONBOARDING_DEFAULTS, RESELLER_ONBOARDING_FIELDS, RESELLER_OPTIONAL_FIELDS, canOnboardReseller, resellerOnboardingBody, resellerOnboardingErrors, type ResellerOnboardingField, type ResellerOnboardingValues } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { useUnsavedChangesGuard } from 'shared-kit/ui';
import { useOnboardReseller } from '../api/resellers';
import { PageFrame } from 'shared-kit/ui';

const JSON_FIELDS: ReadonlySet<ResellerOnboardingField> = new Set(['pxnrShippingOptionsJSON', 'pxnrPaymentOptionJSON', 'pxnrAdditionalServices']);

const PLACEHOLDERS: Partial<Record<ResellerOnboardingField, string>> = {
  pxnsTenantId: 'T01',
  pxnrTenantId: 'T02',
  pxnrCurrencyCode: 'USD',
  pxnrCurrencySymbol: '$',
  pxnrAdditionalServices: '["insurance"]',
};

/**
 * Reseller Onboarding at /reseller-onboarding (docs/resellers.md#reseller-onboarding-and-pxnr-sync): the 15 fields; every one
 * but PXNR Tenant Name and Description is required and non-blank; inputs stop at their maximum
 * (100, 250 for the description, 6 for the currency code, 3 for the symbol); the option JSONs start
 * as {} and the additional services as [] and must parse ('Additional service should be valid
 * array'). 'Onboard Reseller' is disabled until the form is valid and sends empty inputs as null;
 * success shows 'Reseller Onboarded Successfully' and empties the form; a failure keeps what was typed.
 * CANCEL returns to the dashboard.
 */
export function ResellerOnboardingPage() {
  const navigate = useNavigate();
  const onboard = useOnboardReseller();
  const [values, setValues] = useState<ResellerOnboardingValues>(RESELLER_ONBOARDING_DEFAULTS);
  const [touched, setTouched] = useState<Partial<Record<ResellerOnboardingField, boolean>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = resellerOnboardingErrors(values);
  const ready = canOnboardReseller(values);
  // Anything typed and not sent yet: leaving asks first (docs/leaving.md).
  useUnsavedChangesGuard(RESELLER_ONBOARDING_FIELDS.some((field) => values[field] !== RESELLER_ONBOARDING_DEFAULTS[field]));

  const change = (field: ResellerOnboardingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = async () => {
    if (!ready) return;
    try {
      const answer = await onboard.mutateAsync({ body: resellerOnboardingBody(values) });
      showToast(answer.message || RESELLER_MESSAGES.onboarded, 'success');
      setSentTo(answer.invitationSentTo);
      setValues(RESELLER_ONBOARDING_DEFAULTS);
      setTouched({});
    } catch {
      // The server's message is toasted by the query layer; the values stay as typed.
    }
  };

  return (
    <PageFrame title="Reseller Onboarding" titleId="reseller-onboarding-title" width="full">
      <Card style={{ maxWidth: 960 }}>
        {sentTo && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            title={RESELLER_MESSAGES.onboarded}
            description={<span data-testid="reseller-invitation-sent">Invitation sent to {sentTo}</span>}
          />
        )}
        <Form layout="vertical" onFinish={() => void submit()} data-testid="reseller-onboarding-form">
          <Row gutter={16}>
            {RESELLER_ONBOARDING_FIELDS.map((field) => {
              const id = `reseller-${field}`;
              const error = touched[field] ? errors[field] : undefined;
              const common = {
                id,
                value: values[field],
                maxLength: JSON_FIELDS.has(field) ? undefined : RESELLER_FIELD_MAX_LENGTHS[field],
                placeholder: PLACEHOLDERS[field],
                status: error ? ('error' as const) : undefined,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? `${id}-error` : undefined,
              };
              return (
                <Col key={field} xs={24} md={JSON_FIELDS.has(field) ? 24 : 12}>
                  <Form.Item
                    label={RESELLER_FIELD_LABELS[field]}
                    htmlFor={id}
                    required={!RESELLER_OPTIONAL_FIELDS.includes(field)}
                    validateStatus={error ? 'error' : undefined}
                    help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
                  >
                    {JSON_FIELDS.has(field) || field === 'pxnrTenantDescription' ? (
                      <Input.TextArea {...common} rows={field === 'pxnrTenantDescription' ? 2 : 3} onChange={(event) => change(field, event.target.value)} />
                    ) : (
                      <Input {...common} onChange={(event) => change(field, event.target.value)} />
                    )}
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate('/dashboard')}>CANCEL</Button>
            <Button type="primary" htmlType="submit" disabled={!ready} loading={onboard.isPending}>
              Onboard Reseller
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageFrame>
  );
}
