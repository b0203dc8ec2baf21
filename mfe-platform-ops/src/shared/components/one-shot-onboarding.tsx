/**
 * The screen of Auction Onboarding and PO Onboarding (spec 01 §2, §4 "Auction and PO onboarding",
 * §5): state 0 the input form, 1 processing, 2 the result as read-only JSON with Restart.
 */
import { Button, Card, Flex, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { ONBOARDING_INPUT_MAX_LENGTH } from 'shared-kit/contract/platform-ops';
import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage, showToast, useWriteAction } from 'shared-kit/runtime';
import { usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { ProcessingPanel } from './processing-panel';

/** One input of the form. */
export interface OneShotField<Name extends string> {
  name: Name;
  label: string;
  placeholder?: string;
}

/** The states of the screen (spec 01 §4): 0 input form, 1 processing, 2 result shown. */
export type OneShotState = 0 | 1 | 2;

/** Props of {@link OneShotOnboarding}. */
export interface OneShotOnboardingProps<Name extends string> {
  title: string;
  fields: readonly OneShotField<Name>[];
  /**
   * Makes the call with the trimmed values and resolves with its result; rejects on failure. A
   * result whose `error` flag is set counts as a failure (spec 01 §7 "an error flag").
   */
  onboard: (values: Record<Name, string>, signal: AbortSignal) => Promise<unknown>;
}

function hasErrorFlag(result: unknown): boolean {
  return result !== null && typeof result === 'object' && Boolean((result as { error?: unknown }).error);
}

/**
 * The one-call onboarding screen (spec 01 §2, §4, §5): each input at most 60 characters, Onboard
 * enabled once every input is non-blank; while the call runs the wait panel shows and leaving the
 * page warns; the result shows as read-only JSON with Restart, which returns to the empty form. A
 * failure returns to the form with 'Something went wrong' (the server's message under it) and keeps
 * what was typed.
 */
export function OneShotOnboarding<Name extends string>({ title, fields, onboard }: OneShotOnboardingProps<Name>) {
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
  const [state, setState] = useState<OneShotState>(0);
  const [values, setValues] = useState<Record<Name, string>>(empty);
  const [result, setResult] = useState<unknown>(undefined);
  const running = useRef<AbortController>(undefined);
  usePendingTaskGuard(state === 1);
  // Typed and not sent yet: leaving asks first (docs/leaving.md).
  useUnsavedChangesGuard(state === 0 && fields.some((field) => values[field.name] !== ''));
  // A screen left while the call runs stops polling it.
  useEffect(() => () => running.current?.abort(), []);

  const ready = fields.every((field) => values[field.name].trim() !== '');

  const onboarding = useWriteAction(async () => {
    if (!ready || state !== 0) return;
    const controller = new AbortController();
    running.current = controller;
    setState(1);
    const trimmed = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()])) as Record<Name, string>;
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
    setResult(undefined);
    setState(0);
  };

  return (
    <section aria-labelledby="one-shot-title" style={{ maxWidth: 720 }}>
      <Typography.Title level={3} id="one-shot-title">
        {title}
      </Typography.Title>
      <Card>
        {state === 0 && (
          <Form layout="vertical" onFinish={() => void onboarding.run()}>
            {fields.map((field) => (
              <Form.Item key={field.name} label={field.label} htmlFor={`one-shot-${field.name}`}>
                <Input
                  id={`one-shot-${field.name}`}
                  value={values[field.name]}
                  maxLength={ONBOARDING_INPUT_MAX_LENGTH}
                  showCount
                  placeholder={field.placeholder}
                  onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value.slice(0, ONBOARDING_INPUT_MAX_LENGTH) }))}
                />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" disabled={!ready} loading={onboarding.pending}>
              Onboard
            </Button>
          </Form>
        )}
        {state === 1 && <ProcessingPanel />}
        {state === 2 && (
          <Flex vertical gap={12}>
            <Input.TextArea aria-label="Result" readOnly value={JSON.stringify(result, null, 2)} rows={16} style={{ fontFamily: 'monospace' }} />
            <div>
              <Button onClick={restart}>Restart</Button>
            </div>
          </Flex>
        )}
      </Card>
    </section>
  );
}
