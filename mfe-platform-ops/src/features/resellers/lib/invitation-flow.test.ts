import type { Invitation } from 'shared-kit/contract/platform-ops';
import { ApiError } from 'shared-kit/runtime';
import {
  INITIAL_INVITATION_FLOW,
  acceptBody,
  canAccept,
  hasUnsentChoice,
  invitationFailure,
  invitationFlow,
  locateFailure,
  type InvitationFlowAction,
  type InvitationFlowState,
} from './invitation-flow';

const QUERY = { invitationCode: 'ABCD-EFGH-JKLM-NPQR', user: 'u-1' };
const PHONE_DEPOT = { pxTenantId: 'T07', tenantName: 'Phone Depot', siteUrl: 'https://t07.buy.example.com' };
const ACCEPTED = { invitationCode: QUERY.invitationCode, invitationStatus: 'ACCEPTED', isPxTenant: true } as Invitation;
const NOT_FOUND_URL = "Sorry, the URL that you've entered does not match a client website of the provider. Please double-check and try again.";

const run = (state: InvitationFlowState, ...actions: InvitationFlowAction[]) => actions.reduce(invitationFlow, state);

/** YES with t07.buy.example.com typed and located. */
const locatedYes = () => run(INITIAL_INVITATION_FLOW, { type: 'choose', choice: 'YES' }, { type: 'typeSite', site: 't07.buy.example.com' }, { type: 'locateSent' }, { type: 'located', tenant: PHONE_DEPOT });

describe('NOT YET / YES and Accept', () => {
  it('enables Accept for NOT YET at once, and for YES only once the website is located', () => {
    expect(canAccept(INITIAL_INVITATION_FLOW)).toBe(false);
    expect(canAccept(run(INITIAL_INVITATION_FLOW, { type: 'choose', choice: 'NOT_YET' }))).toBe(true);
    const yes = run(INITIAL_INVITATION_FLOW, { type: 'choose', choice: 'YES' }, { type: 'typeSite', site: 't07.buy.example.com' });
    expect(canAccept(yes)).toBe(false);
    expect(canAccept(locatedYes())).toBe(true);
  });

  it('sends NOT YET as no PX tenant, and YES with the located tenant and autoLookup', () => {
    expect(acceptBody(QUERY, run(INITIAL_INVITATION_FLOW, { type: 'choose', choice: 'NOT_YET' }))).toEqual({ ...QUERY, isPxTenant: false, pxTenantId: null, autoLookup: false });
    expect(acceptBody(QUERY, locatedYes())).toEqual({ ...QUERY, isPxTenant: true, pxTenantId: 'T07', autoLookup: true });
  });

  it('sends NOT YET without the tenant located before switching from YES', () => {
    const switched = run(locatedYes(), { type: 'choose', choice: 'NOT_YET' });
    expect(acceptBody(QUERY, switched)).toEqual({ ...QUERY, isPxTenant: false, pxTenantId: null, autoLookup: false });
  });

  it('keeps the choice and the website when the acceptance is refused, showing why; a new choice clears the refusal', () => {
    const refused = run(locatedYes(), { type: 'acceptSent' }, { type: 'acceptFailed', message: 'This Invite has already been accepted.' });
    expect(refused.acceptError).toBe('This Invite has already been accepted.');
    expect(refused.choice).toBe('YES');
    expect(refused.site).toBe('t07.buy.example.com');
    expect(refused.located).toEqual(PHONE_DEPOT);
    expect(refused.accepted).toBeNull();
    expect(run(refused, { type: 'choose', choice: 'NOT_YET' }).acceptError).toBeNull();
    expect(run(refused, { type: 'acceptSent' }).acceptError).toBeNull();
  });
});

describe('the website locator', () => {
  it('drops the located tenant and the error once the website is typed anew, keeping what is typed', () => {
    const retyped = run(locatedYes(), { type: 'typeSite', site: 't08.buy.example.com' });
    expect(retyped.located).toBeNull();
    expect(retyped.site).toBe('t08.buy.example.com');
    expect(canAccept(retyped)).toBe(false);
    const failed = run(retyped, { type: 'locateFailed', message: NOT_FOUND_URL });
    expect(run(failed, { type: 'typeSite', site: 't09.buy.example.com' }).locateError).toBeNull();
  });

  it('keeps the typed website on a failed locate, with the message and Accept disabled', () => {
    const failed = run(INITIAL_INVITATION_FLOW, { type: 'choose', choice: 'YES' }, { type: 'typeSite', site: '  https://nowhere.example.org  ' }, { type: 'locateSent' }, { type: 'locateFailed', message: NOT_FOUND_URL });
    expect(failed.site).toBe('  https://nowhere.example.org  ');
    expect(failed.locateError).toBe(NOT_FOUND_URL);
    expect(canAccept(failed)).toBe(false);
  });

  it('words a 404 with the spec’s message, another failure with the server’s, else “Invitation not found”', () => {
    expect(locateFailure(new ApiError('Not Found', 404))).toBe(NOT_FOUND_URL);
    expect(locateFailure(new ApiError('Too many requests from this address. Try again later', 429))).toBe('Too many requests from this address. Try again later');
    expect(locateFailure(new Error(''))).toBe('Invitation not found');
    expect(invitationFailure('boom')).toBe('Invitation not found');
  });
});

describe('leaving with a choice not sent (docs/leaving.md)', () => {
  it('asks once a choice is made or a website typed, and no more after the acceptance', () => {
    expect(hasUnsentChoice(INITIAL_INVITATION_FLOW)).toBe(false);
    expect(hasUnsentChoice(run(INITIAL_INVITATION_FLOW, { type: 'choose', choice: 'NOT_YET' }))).toBe(true);
    expect(hasUnsentChoice(run(INITIAL_INVITATION_FLOW, { type: 'typeSite', site: 'x' }))).toBe(true);
    expect(hasUnsentChoice(run(locatedYes(), { type: 'acceptSent' }, { type: 'accepted', invitation: ACCEPTED }))).toBe(false);
  });
});

describe('Resend Activation Email', () => {
  it('shows the answer, and clears a previous error when sent again', () => {
    const failed = run(INITIAL_INVITATION_FLOW, { type: 'resendSent' }, { type: 'resendFailed', message: 'The activation e-mail was resent 3 times in the last 24 hours. Try again later' });
    expect(failed.resendError).toBe('The activation e-mail was resent 3 times in the last 24 hours. Try again later');
    const again = run(failed, { type: 'resendSent' });
    expect(again.resendError).toBeNull();
    expect(run(again, { type: 'resent', message: 'Supplier Activation Email has been resent to owner@phonedepot.example' }).resent).toBe(
      'Supplier Activation Email has been resent to owner@phonedepot.example',
    );
  });
});
