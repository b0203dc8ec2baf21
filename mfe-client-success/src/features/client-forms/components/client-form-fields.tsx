import { memo, useRef } from 'react';
import { Button, Card, Col, Input, Row } from 'antd';
import Form from 'antd/es/form';
import {
  CLIENT_FORM_IMAGE_FIELDS,
  CLIENT_FORM_PHONE_FIELDS,
  CLIENT_FORM_REQUIRED_FIELDS,
  IMAGE_FILE_EXTENSIONS,
  IMAGE_MEDIA_TYPES,
  clientFormMaxLength,
  keyFilter,
  sanitizeForKind,
  type ClientFormField,
  type ClientFormImageField,
} from 'shared-kit/contract';
import { CLIENT_FORM_SECTIONS } from '../lib/client-form-sections';
import type { ClientFormModel } from '../hooks/use-client-form';

/** What the file picker of an image field offers: png, gif, jpeg, jpg only. */
const IMAGE_ACCEPT = [...IMAGE_FILE_EXTENSIONS.map((extension) => `.${extension}`), ...IMAGE_MEDIA_TYPES].join(',');

/** The id of a field's input: `client-form-{field}`. */
export const inputId = (field: ClientFormField) => `client-form-${field}`;

function isImageField(field: ClientFormField): field is ClientFormImageField {
  return (CLIENT_FORM_IMAGE_FIELDS as readonly string[]).includes(field);
}

/**
 * An image field (docs/client-success.md#the-client-form-screen): a read-only box with the chosen
 * file's name that opens a file picker of images only; an optional image can be removed.
 */
interface ImageFieldProps {
  field: ClientFormImageField;
  label: string;
  value: string;
  error: string | undefined;
  chooseImage: ClientFormModel['chooseImage'];
  clearImage: ClientFormModel['clearImage'];
}

const ImageField = memo(function ImageField({ field, label, value, error, chooseImage, clearImage }: ImageFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Input
        id={inputId(field)}
        readOnly
        value={value}
        placeholder="Choose an image"
        status={error ? 'error' : undefined}
        onClick={() => picker.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') picker.current?.click();
        }}
        style={{ cursor: 'pointer' }}
        suffix={
          value ? (
            <Button
              type="link"
              size="small"
              aria-label={`Remove ${label}`}
              onClick={(event) => {
                event.stopPropagation();
                clearImage(field);
              }}
            >
              Remove
            </Button>
          ) : undefined
        }
      />
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        data-testid={`${field}-picker`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) chooseImage(field, file);
          event.target.value = '';
        }}
      />
    </>
  );
});

interface TextFieldProps {
  field: ClientFormField;
  value: string;
  error: string | undefined;
  setField: ClientFormModel['setField'];
  leaveField: ClientFormModel['leaveField'];
}

const TextField = memo(function TextField({ field, value, error, setField, leaveField }: TextFieldProps) {
  const phone = CLIENT_FORM_PHONE_FIELDS.includes(field);
  return (
    <Input
      id={inputId(field)}
      value={value}
      maxLength={clientFormMaxLength(field)}
      status={error ? 'error' : undefined}
      inputMode={phone ? 'tel' : undefined}
      onKeyDown={phone ? keyFilter('phone') : undefined}
      onChange={(event) => setField(field, phone ? sanitizeForKind('phone', event.target.value) : event.target.value)}
      onBlur={() => leaveField(field)}
    />
  );
});

/**
 * The sections of the client form: Contact Email, Company, Authorized Signer,
 * Accounts Payable, Billing Address and Site Configuration Options, each field with its error. The
 * inputs are memoised: typing in one re-renders that one only.
 */
export function ClientFormFields({ form }: { form: ClientFormModel }) {
  return (
    <Form layout="vertical" component="div">
      {CLIENT_FORM_SECTIONS.map((section) => (
        <Card key={section.title} title={section.title} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {section.fields.map(({ name, label }) => (
              <Col key={name} xs={24} md={12} lg={8}>
                <Form.Item
                  label={label}
                  htmlFor={inputId(name)}
                  required={CLIENT_FORM_REQUIRED_FIELDS.includes(name)}
                  validateStatus={form.errors[name] ? 'error' : undefined}
                  help={form.errors[name]}
                >
                  {isImageField(name) ? (
                    <ImageField field={name} label={label} value={form.values[name]} error={form.errors[name]} chooseImage={form.chooseImage} clearImage={form.clearImage} />
                  ) : (
                    <TextField field={name} value={form.values[name]} error={form.errors[name]} setField={form.setField} leaveField={form.leaveField} />
                  )}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </Form>
  );
}
