import { Flex, Spin, Typography } from 'antd';

/** The hint of a call that takes a while (docs/platform-ops.md#waits-and-polling). */
export const PROCESSING_HINT = 'This process can take 30 seconds or more.';

/** The wait panel's text (docs/platform-ops.md#waits-and-polling). */
export const PROCESSING_TEXT = `Processing. Please wait... ${PROCESSING_HINT}`;

/**
 * The wait panel of a long call: a spinner and 'Processing. Please wait... This process can take
 * 30 seconds or more.' (docs/platform-ops.md#waits-and-polling), announced politely to screen readers.
 *
 * @example {running && <ProcessingPanel />}
 */
export function ProcessingPanel({ text = PROCESSING_TEXT }: { text?: string }) {
  return (
    <Flex role="status" aria-live="polite" data-testid="processing-panel" vertical align="center" gap={12} style={{ padding: 32 }}>
      <Spin size="large" />
      <Typography.Text>{text}</Typography.Text>
    </Flex>
  );
}
