import { Card, Checkbox, Col, Input, Row, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import type { ChangeEvent, ReactNode } from 'react';
import { isHexColor, keyFilter } from 'shared-kit/contract';
import { TENANT_ID_MAX_LENGTH } from 'shared-kit/contract';
import { API_ENDPOINT_CONFIGURATIONS, ONBOARDING_FIELD_MAX_LENGTH, ONBOARDING_REQUIRED_ORDER, ONBOARDING_ROUTES_MAX_LENGTH, type OnboardingFileField } from 'shared-kit/contract/platform-ops';
import {
  ONBOARDING_LABELS,
  trialPeriodInput,
  type ApiEndpointConfiguration,
  type OnboardingField,
  type OnboardingFiles,
  type OnboardingTextField,
  type OnboardingValues,
} from '../lib/onboarding-form';

/** The form's sections and the text fields of each, as the form lays them out. */
export const ONBOARDING_SECTIONS: ReadonlyArray<{ title: string; fields: readonly OnboardingTextField[] }> = [
  { title: 'Tenant', fields: ['tenant_id', 'tenant_name', 'tenant_short_name', 'execution_name', 'domain', 'trial_period_in_days', 'pxn_invitation_code'] },
  { title: 'Owner', fields: ['first_name', 'last_name', 'email', 'phone', 'whatsapp', 'tenant_sender_email'] },
  { title: 'Site', fields: ['site_title', 'site_description', 'language', 'region', 'px_color_primary', 'px_color_secondary', 'px_font_title', 'px_font_body', 'routes'] },
  {
    title: 'Business',
    fields: [
      'business_address_1',
      'business_address_2',
      'business_address_3',
      'business_phone',
      'business_website',
      'business_buyer_site',
      'business_tenant_site',
      'business_copyrights_text',
    ],
  },
  { title: 'E-mail templates', fields: ['user_invitation_template', 'user_verification_template'] },
];

const REQUIRED = new Set<string>(ONBOARDING_REQUIRED_ORDER);

const PLACEHOLDERS: Partial<Record<OnboardingTextField, string>> = {
  tenant_id: 'T01',
  tenant_short_name: 'WSC',
  language: 'en',
  region: 'us-east-1',
  px_color_primary: '#1677ff',
  px_color_secondary: '#0a0a0a',
  routes: 'admin.example.com\nbuy.example.com',
  trial_period_in_days: '30',
};

/** The image types the API takes for the pool logo and the favicon (recognised by their bytes). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif';

/** Props of {@link OnboardingFormFields}. */
export interface OnboardingFormFieldsProps {
  values: OnboardingValues;
  files: OnboardingFiles;
  /** The field the last failed check named: marked in error. */
  problemField: OnboardingField | undefined;
  onChange: (next: Partial<OnboardingValues>) => void;
  onFile: (field: OnboardingFileField, file: File | undefined) => void;
}

function Swatch({ color }: { color: string }): ReactNode {
  if (!isHexColor(color.trim())) return <span style={{ display: 'inline-block', width: 14 }} />;
  return <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, border: '1px solid #d9d9d9', background: color.trim() }} />;
}

/**
 * Every field of the tenant onboarding form (docs/platform-ops.md#onboard-new-tenant), controlled by the wizard so nothing typed
 * is lost when a start fails or the user steps back: the required ones marked,
 * trial_period_in_days taking digits only, routes one host per line, apiEndpointConfiguration
 * Regional or Edge, is_assurant_reseller a box, the pool logo and the favicon as image files. Each
 * input's id is its field name.
 */
export function OnboardingFormFields({ values, files, problemField, onChange, onFile }: OnboardingFormFieldsProps) {
  const text = (field: OnboardingTextField) => {
    const common = {
      id: field,
      value: values[field],
      placeholder: PLACEHOLDERS[field],
      maxLength: field === 'routes' ? ONBOARDING_ROUTES_MAX_LENGTH : field === 'tenant_id' ? TENANT_ID_MAX_LENGTH : ONBOARDING_FIELD_MAX_LENGTH,
      status: problemField === field ? ('error' as const) : undefined,
    };
    const set = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [field]: field === 'trial_period_in_days' ? trialPeriodInput(event.target.value) : event.target.value });
    let input: ReactNode;
    if (field === 'routes' || field === 'site_description') input = <Input.TextArea {...common} rows={3} onChange={set} />;
    else if (field === 'trial_period_in_days') input = <Input {...common} inputMode="numeric" onKeyDown={keyFilter('digits')} onChange={set} />;
    else if (field === 'px_color_primary' || field === 'px_color_secondary') input = <Input {...common} prefix={<Swatch color={values[field]} />} onChange={set} />;
    else input = <Input {...common} onChange={set} />;
    return (
      <Col key={field} xs={24} md={12} xl={8}>
        <Form.Item label={ONBOARDING_LABELS[field]} htmlFor={field} required={REQUIRED.has(field)}>
          {input}
        </Form.Item>
      </Col>
    );
  };

  const file = (field: OnboardingFileField) => (
    <Col key={field} xs={24} md={12} xl={8}>
      <Form.Item label={ONBOARDING_LABELS[field]} htmlFor={field} required={REQUIRED.has(field)} validateStatus={problemField === field ? 'error' : undefined}>
        <input
          id={field}
          type="file"
          accept={IMAGE_TYPES}
          data-testid={`${field}-picker`}
          onChange={(event) => onFile(field, event.target.files?.[0] ?? undefined)}
        />
        <Typography.Text type="secondary" data-testid={`${field}-name`}>
          {files[field]?.name ?? 'No file chosen'}
        </Typography.Text>
      </Form.Item>
    </Col>
  );

  return (
    <Form layout="vertical" component="div">
      {ONBOARDING_SECTIONS.map((section) => (
        <Card key={section.title} size="small" title={section.title} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {section.fields.map(text)}
            {section.title === 'Tenant' && (
              <>
                <Col xs={24} md={12} xl={8}>
                  <Form.Item label={ONBOARDING_LABELS.apiEndpointConfiguration} htmlFor="apiEndpointConfiguration">
                    <Select<ApiEndpointConfiguration>
                      id="apiEndpointConfiguration"
                      value={values.apiEndpointConfiguration}
                      options={API_ENDPOINT_CONFIGURATIONS.map((value) => ({ value, label: value }))}
                      onChange={(value) => onChange({ apiEndpointConfiguration: value })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12} xl={8}>
                  <Form.Item label=" " colon={false}>
                    <Checkbox id="is_assurant_reseller" checked={values.is_assurant_reseller} onChange={(event) => onChange({ is_assurant_reseller: event.target.checked })}>
                      {ONBOARDING_LABELS.is_assurant_reseller}
                    </Checkbox>
                  </Form.Item>
                </Col>
              </>
            )}
            {section.title === 'Site' && (['user_pool_logo', 'favicon'] as const).map(file)}
          </Row>
        </Card>
      ))}
    </Form>
  );
}
