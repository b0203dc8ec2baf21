import { SPLASH_MESSAGES, canChangeSplash, splashFailedMessage, splashSucceededMessage } from './splash-rules';

describe('splash rules (spec 01 §2 "Splash Page Config", §5, §8)', () => {
  it('words success and failure per operation', () => {
    expect(splashSucceededMessage('add')).toBe('Splash page added successfully.');
    expect(splashSucceededMessage('remove')).toBe('Splash page removed successfully.');
    expect(splashFailedMessage('add')).toBe('Failed to add splash page.');
    expect(splashFailedMessage('remove')).toBe('Failed to remove splash page.');
    expect(SPLASH_MESSAGES).toEqual({
      selectTenant: 'Please select a tenant.',
      error: 'An error occurred. Please try again.',
      tenantsFailed: 'Something went wrong, Unable to fetch tenant',
    });
  });

  it('enables the buttons only with at least one box ticked', () => {
    expect(canChangeSplash({ tenantPage: false, buyerPage: false })).toBe(false);
    expect(canChangeSplash({ tenantPage: true, buyerPage: false })).toBe(true);
    expect(canChangeSplash({ tenantPage: false, buyerPage: true })).toBe(true);
  });
});
