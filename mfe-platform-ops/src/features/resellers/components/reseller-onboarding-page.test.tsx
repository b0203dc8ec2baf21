import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESELLER_FIELD_LABELS, RESELLER_ONBOARDING_FIELDS, type ResellerOnboardingField, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { renderOnboardingPage, spyToasts } from '../../../testing/resellers';

const VALID: Record<ResellerOnboardingField, string> = {
  pxnsTenantId: 'T01',
  pxnrTenantId: 'T02',
  pxnrTenantName: '',
  pxnrTenantDescription: '',
  pxnrParticipantId: 'PART-1',
  pxnrCurrencyCode: 'USD',
  pxnrCurrencySymbol: '$',
  pxnrBuyerId: ' B-77 ',
  pxnrShippingAddressId: 'SA-1',
  pxnrBillingAddressId: 'BA-1',
  pxnrShippingOptionsJSON: '{}',
  pxnrPaymentOptionJSON: '{"terms":"NET30"}',
  pxnrAdditionalServices: '[]',
  adminLoginEmail: 'admin@acme.example',
  resellerLoginEmail: 'reseller@acme.example',
};

const ANSWER = { message: 'Reseller Onboarded Successfully', pxnsTenantId: 'T01', pxnrTenantId: 'T02', invitationSentTo: 'reseller@acme.example', expiresAt: '2025-06-29T12:00:00.000Z' };

function api(reply: MockReply = { data: ANSWER }): RecordedRequest[] {
  return mockApi({ [`POST ${PLATFORM_OPS_ENDPOINTS.resellerOnboarding.path}`]: reply });
}

const field = (name: ResellerOnboardingField) => screen.getByLabelText(RESELLER_FIELD_LABELS[name]);
const type = (name: ResellerOnboardingField, value: string) => fireEvent.change(field(name), { target: { value } });
const fill = (values: Partial<Record<ResellerOnboardingField, string>> = VALID) => {
  for (const [name, value] of Object.entries(values)) type(name as ResellerOnboardingField, value);
};
const onboardButton = () => screen.getByRole('button', { name: 'Onboard Reseller' });

afterEach(() => setNotifyApi());

describe('Reseller Onboarding', () => {
  it('shows the 15 fields with the defaults {} {} [] and CANCEL / Onboard Reseller, Onboard disabled', () => {
    api();
    renderOnboardingPage();
    expect(screen.getByRole('heading', { name: 'Reseller Onboarding' })).toBeInTheDocument();
    for (const name of RESELLER_ONBOARDING_FIELDS) expect(field(name)).toBeInTheDocument();
    expect(field('pxnrShippingOptionsJSON')).toHaveValue('{}');
    expect(field('pxnrPaymentOptionJSON')).toHaveValue('{}');
    expect(field('pxnrAdditionalServices')).toHaveValue('[]');
    expect(screen.getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(onboardButton()).toBeDisabled();
  });

  it('enables Onboard only once every field but name and description is non-blank', () => {
    api();
    renderOnboardingPage();
    fill();
    expect(onboardButton()).toBeEnabled();
    type('pxnrBuyerId', '   ');
    expect(onboardButton()).toBeDisabled();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    type('pxnrBuyerId', 'B-77');
    type('pxnrTenantName', '');
    type('pxnrTenantDescription', '');
    expect(onboardButton()).toBeEnabled();
  });

  it.each([
    ['pxnrTenantName', 100],
    ['pxnrTenantDescription', 250],
    ['pxnrCurrencyCode', 6],
    ['pxnrCurrencySymbol', 3],
    ['adminLoginEmail', 100],
  ] as const)('stops %s at %i characters', (name, max) => {
    api();
    renderOnboardingPage();
    expect(field(name)).toHaveAttribute('maxlength', String(max));
  });

  it("refuses additional services that are not an array with 'Additional service should be valid array'", () => {
    api();
    renderOnboardingPage();
    fill();
    type('pxnrAdditionalServices', '{"a":1}');
    expect(screen.getByText('Additional service should be valid array')).toBeInTheDocument();
    expect(onboardButton()).toBeDisabled();
    type('pxnrAdditionalServices', '["insurance"]');
    expect(screen.queryByText('Additional service should be valid array')).not.toBeInTheDocument();
    expect(onboardButton()).toBeEnabled();
  });

  it("sends empty inputs as null and the JSON parsed, shows 'Reseller Onboarded Successfully' and empties the form", async () => {
    const shown = spyToasts();
    const requests = api();
    renderOnboardingPage();
    fill();
    await userEvent.click(onboardButton());
    await waitFor(() => expect(shown).toContainEqual(['success', 'Reseller Onboarded Successfully']));
    expect(requests[0]!.body).toEqual({
      pxnsTenantId: 'T01',
      pxnrTenantId: 'T02',
      pxnrTenantName: null,
      pxnrTenantDescription: null,
      pxnrParticipantId: 'PART-1',
      pxnrCurrencyCode: 'USD',
      pxnrCurrencySymbol: '$',
      pxnrBuyerId: 'B-77',
      pxnrShippingAddressId: 'SA-1',
      pxnrBillingAddressId: 'BA-1',
      pxnrShippingOptionsJSON: {},
      pxnrPaymentOptionJSON: { terms: 'NET30' },
      pxnrAdditionalServices: [],
      adminLoginEmail: 'admin@acme.example',
      resellerLoginEmail: 'reseller@acme.example',
    });
    expect(screen.getByTestId('reseller-invitation-sent')).toHaveTextContent('Invitation sent to reseller@acme.example');
    expect(field('pxnsTenantId')).toHaveValue('');
    expect(onboardButton()).toBeDisabled();
  });

  it("shows the server's message on a failure and keeps what was typed", async () => {
    const shown = spyToasts();
    api({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant not found: T02' } });
    renderOnboardingPage();
    fill();
    await userEvent.click(onboardButton());
    await waitFor(() => expect(shown).toContainEqual(['error', 'Tenant not found: T02']));
    expect(field('pxnsTenantId')).toHaveValue('T01');
    expect(field('pxnrPaymentOptionJSON')).toHaveValue('{"terms":"NET30"}');
    expect(onboardButton()).toBeEnabled();
  });

  it.each([
    ['a network failure', { error: Object.assign(new Error('Network Error'), { isAxiosError: true }) }],
    ['an answer without a message', { status: 502, data: '<html>Bad Gateway</html>' }],
  ])("shows 'Something went wrong', not the transport's text, for %s", async (_case, reply) => {
    const shown = spyToasts();
    api(reply as MockReply);
    renderOnboardingPage();
    fill();
    await userEvent.click(onboardButton());
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong']));
    expect(shown.flat().join(' ')).not.toMatch(/Network Error|status code|Bad Gateway/);
    expect(field('pxnsTenantId')).toHaveValue('T01');
  });

  it('asks before leaving once something is typed, and not once the form is sent and emptied', async () => {
    api();
    renderOnboardingPage();
    expect(leaveMessage()).toBeUndefined();
    fill();
    expect(leaveMessage()).toBe('You have some unsaved changes. OK to forget these changes and leave the page?');
    await userEvent.click(onboardButton());
    await waitFor(() => expect(field('pxnsTenantId')).toHaveValue(''));
    expect(leaveMessage()).toBeUndefined();
  });

  it('CANCEL returns to the dashboard', async () => {
    api();
    renderOnboardingPage();
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
