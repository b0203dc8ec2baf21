import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { wasRefused } from '../routing/access-refused';

/** Said on the landing page after a page the user's roles may not open sent them there (docs/navigation.md#a-page-of-another-role). */
export const NO_ACCESS_MESSAGE = 'You do not have access to that page';

/**
 * {@link NO_ACCESS_MESSAGE} above the page the user arrived on after a refusal, so the redirect
 * says why. It lasts until the next navigation.
 */
export function AccessNotice() {
  const { state } = useLocation();
  if (!wasRefused(state)) return null;
  return <Alert type="warning" showIcon title={NO_ACCESS_MESSAGE} style={{ marginBottom: 16 }} />;
}
