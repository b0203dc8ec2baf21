import { SPLASH_MESSAGES, splashMessage } from 'shared-kit/contract/platform-ops';
import { canChangeSplash } from './splash-rules';

describe('splash rules', () => {
  it('words success and failure per operation', () => {
    expect(splashMessage('add', true)).toBe('Splash page added successfully.');
    expect(splashMessage('remove', true)).toBe('Splash page removed successfully.');
    expect(splashMessage('add', false)).toBe('Failed to add splash page.');
    expect(splashMessage('remove', false)).toBe('Failed to remove splash page.');
    expect(SPLASH_MESSAGES).toEqual({
      selectTenant: 'Please select a tenant.',
      exception: 'An error occurred. Please try again.',
      fetchTenantFailed: 'Something went wrong, Unable to fetch tenant',
    });
  });

  it('enables the buttons only with at least one box ticked', () => {
    expect(canChangeSplash({ tenantPage: false, buyerPage: false })).toBe(false);
    expect(canChangeSplash({ tenantPage: true, buyerPage: false })).toBe(true);
    expect(canChangeSplash({ tenantPage: false, buyerPage: true })).toBe(true);
  });
});
