import { Result } from 'antd';
import { Providers } from '../app/providers';

/** The message of a render crash (docs/navigation.md#a-screen-that-crashes). */
export const CRASH_MESSAGE = 'Something went wrong.';

/** Shown in place of a screen that crashed while rendering. */
export function CrashMessage() {
  return <Result status="error" title={CRASH_MESSAGE} role="alert" />;
}

/** {@link CrashMessage} in the console's theme, for crashes outside the console area. */
export default function ThemedCrashMessage() {
  return (
    <Providers>
      <CrashMessage />
    </Providers>
  );
}
