/**
 * The screen of Auction Onboarding and PO Onboarding
 * (docs/platform-ops.md#auction-and-po-onboarding-the-screen): state 0 the input form, 1 processing, 2 the result as read-only JSON with Restart.
 */
import { Button, Card, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from 'shared-kit/contract';
import { ONBOARDING_INPUT_MAX_LENGTH } from 'shared-kit/contract/platform-ops';
import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage, showToast, useWriteAction } from 'shared-kit/runtime';
import { PageFrame, TenantPicker, formSchemaProblems, usePendingTaskGuard, useUnsavedChangesGuard, type FieldMessages } from 'shared-kit/ui';
import { ProcessingPanel } from './processing-panel';

/** One input of the form. */
export interface OneShotField<Name extends string> {
  name: Name;
  label: string;
  placeholder?: string;
}

/** The states of the screen (docs/platform-ops.md#auction-and-po-onboarding-the-screen): 0 input form, 1 processing, 2 result shown. */
export type OneShotState = 0 | 1 | 2;

/** Props of {@link OneShotOnboarding}. */
export interface OneShotOnboardingProps<Name extends string> {
  title: string;
  fields: readonly OneShotField<Name>[];
  /**
   * Makes the call with the trimmed values and resolves with its result; rejects on failure. A
   * result whose `error` flag is set counts as a failure (docs/platform-ops.md#auction-and-po-onboarding-the-screen).
   */
  onboard: (values: Record<Name, string>, signal: AbortSignal) => Promise<unknown>;
  /** The endpoint's body schema: Onboard checks the trimmed values against it before calling (docs/forms.md). */
  schema: Parameters<typeof formSchemaProblems>[0];
  /** The screen's own message for a field's problem (the spec's where it has one). */
  messages?: Partial<Record<Name, FieldMessages>>;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A result as the screen shows it: every ISO-8601 instant in it written as the console writes
 * date-times, US Eastern, with the zone named ('Nov 27, 2026, 03:50 am ET'); all else as answered.
 */
export function readableResult(result: unknown): unknown {
  if (typeof result === 'string') return ISO_INSTANT.test(result) ? `${formatDateTime(result)} ET` : result;
  if (Array.isArray(result)) return result.map(readableResult);
  if (result !== null && typeof result === 'object') return Object.fromEntries(Object.entries(result).map(([key, value]) => [key, readableResult(value)]));
  return result;
}

function hasErrorFlag(result: unknown): boolean {
  return result !== null && typeof result === 'object' && Boolean((result as { error?: unknown }).error);
}

/**
 * The one-call onboarding screen (docs/platform-ops.md#auction-and-po-onboarding-the-screen): each input at most 60 characters, Onboard
 * enabled once every input is non-blank; while the call runs the wait panel shows and leaving the
 * page warns; the result shows as read-only JSON with Restart, which returns to the empty form. A
 * failure returns to the form with 'Something went wrong' (the server's message under it) and keeps
 * what was typed.
 */
export function OneShotOnboarding<Name extends string>({ title, fields, onboard, schema, messages }: OneShotOnboardingProps<Name>) {
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
  const [state, setState] = useState<OneShotState>(0);
  const [values, setValues] = useState<Record<Name, string>>(empty);
  const [result, setResult] = useState<unknown>(undefined);
  const [problems, setProblems] = useState<Partial<Record<Name, string>>>({});
  const running = useRef<AbortController>(undefined);
  usePendingTaskGuard(state === 1);
  // Typed and not sent yet: leaving asks first (docs/leaving.md).
  useUnsavedChangesGuard(state === 0 && fields.some((field) => values[field.name] !== ''));
  // A screen left while the call runs stops polling it.
  useEffect(() => () => running.current?.abort(), []);

  const ready = fields.every((field) => values[field.name].trim() !== '');

  const onboarding = useWriteAction(async () => {
    if (!ready || state !== 0) return;
    const trimmed = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()])) as Record<Name, string>;
    const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
    const found = formSchemaProblems(schema, trimmed, labels, (messages ?? {}) as Record<string, FieldMessages>) as Partial<Record<Name, string>>;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const controller = new AbortController();
    running.current = controller;
    setState(1);
    try {
      const answer = await onboard(trimmed, controller.signal);
      if (controller.signal.aborted) return;
      if (hasErrorFlag(answer)) throw answer;
      setResult(answer);
      setState(2);
    } catch (error) {
      if (controller.signal.aborted) return;
      const detail = apiErrorMessage(error, { fallbackMessage: '' });
      showToast(SOMETHING_WENT_WRONG_MESSAGE, 'error', detail && detail !== SOMETHING_WENT_WRONG_MESSAGE ? { description: detail } : {});
      setState(0);
    }
  });

  const restart = () => {
    setValues(empty());
    setProblems({});
    setResult(undefined);
    setState(0);
  };

  return (
    <PageFrame title={title} titleId="one-shot-title">
      <Card>
        {state === 0 && (
          <Form layout="vertical" onFinish={() => void onboarding.run()}>
            {fields.map((field) => {
              const set = (typed: string) => {
                setValues((current) => ({ ...current, [field.name]: typed.slice(0, ONBOARDING_INPUT_MAX_LENGTH) }));
                setProblems((current) => ({ ...current, [field.name]: undefined }));
              };
              const problem = problems[field.name];
              return (
                <Form.Item key={field.name} label={field.label} htmlFor={`one-shot-${field.name}`} validateStatus={problem ? 'error' : undefined} help={problem}>
                  {field.name === 'tenant_id' ? (
                    <TenantPicker id={`one-shot-${field.name}`} value={values[field.name]} placeholder={field.placeholder} onChange={set} />
                  ) : (
                    <Input
                      id={`one-shot-${field.name}`}
                      value={values[field.name]}
                      maxLength={ONBOARDING_INPUT_MAX_LENGTH}
                      showCount
                      placeholder={field.placeholder}
                      aria-invalid={problem ? true : undefined}
                      onChange={(event) => set(event.target.value)}
                    />
                  )}
                </Form.Item>
              );
            })}
            <Button type="primary" htmlType="submit" disabled={!ready} loading={onboarding.pending}>
              Onboard
            </Button>
          </Form>
        )}
        {state === 1 && <ProcessingPanel />}
        {state === 2 && (
          <Flex vertical gap={12}>
            <Input.TextArea aria-label="Result" readOnly value={JSON.stringify(readableResult(result), null, 2)} rows={16} style={{ fontFamily: 'monospace' }} />
            <div>
              <Button onClick={restart}>Restart</Button>
            </div>
          </Flex>
        )}
      </Card>
    </PageFrame>
  );
}
