import type { Invitation } from 'shared-kit/contract/platform-ops';
import { acceptanceHtml, canResend, invitationView } from './invitation-view';
import { safeHtml } from './safe-html';

const OPEN: Invitation = {
  invitationCode: 'ABCD-EFGH-JKLM-NPQR',
  user: 'u-1',
  userEmail: 'reseller@acme.example',
  pxnsTenantName: 'Wholesale Cellular',
  isValidInvitation: true,
  invitationStatus: 'INVITED',
  isPxnr: true,
  isPxTenant: false,
  pxTenantId: null,
  ownerEmail: null,
  prevResponse: [],
  textFields: { welcomeHtmlTemplate: '<p>Welcome</p>', acceptanceHtmlTemplatePXClient: '<p>PX</p>', acceptanceHtmlTemplateNonPXClient: '<p>Non-PX</p>' },
  siteUrl: null,
  expiresAt: '2025-06-29T12:00:00.000Z',
};
const RESPONSE = { respondedAt: '2025-06-15T12:00:00.000Z', isPxTenant: true, pxTenantId: 'T07', autoLookup: true };

describe('invitationView', () => {
  it('sends a failed or invalid invitation to the provider site', () => {
    expect(invitationView(undefined)).toBe('redirect');
    expect(invitationView({ ...OPEN, isValidInvitation: false })).toBe('redirect');
  });
  it('shows the form for an open invitation and the warnings for answered ones', () => {
    expect(invitationView(OPEN)).toBe('form');
    expect(invitationView({ ...OPEN, invitationStatus: 'PENDING_APPROVAL' })).toBe('pending');
    expect(invitationView({ ...OPEN, invitationStatus: 'ACCEPTED', isValidInvitation: false })).toBe('accepted');
  });
  it('offers the resend only for an accepted invitation with prior responses', () => {
    expect(canResend({ ...OPEN, invitationStatus: 'ACCEPTED', prevResponse: [RESPONSE] })).toBe(true);
    expect(canResend({ ...OPEN, invitationStatus: 'ACCEPTED', prevResponse: [] })).toBe(false);
    expect(canResend({ ...OPEN, invitationStatus: 'PENDING_APPROVAL', prevResponse: [RESPONSE] })).toBe(false);
  });
  it('picks the acceptance HTML of a PX client or a non-PX client', () => {
    expect(acceptanceHtml({ ...OPEN, isPxTenant: true })).toBe('<p>PX</p>');
    expect(acceptanceHtml(OPEN)).toBe('<p>Non-PX</p>');
  });
});

describe('safeHtml', () => {
  it('removes scripts, event handlers and javascript: links, keeping the markup', () => {
    expect(safeHtml('<h2>Hi</h2><p onclick="steal()">Text</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>')).toBe(
      '<h2>Hi</h2><p>Text</p><img src="x"><a>go</a>',
    );
  });
});
