import type { Invitation } from 'shared-kit/contract/platform-ops';

/**
 * What the invitation page shows for a verified invitation (docs/resellers.md#invitation-codes):
 * - `redirect`: no invitation or an invalid one: the visitor goes to the provider's site;
 * - `pending`: PENDING_APPROVAL, accepted and being processed;
 * - `accepted`: accepted earlier (with a resend button when prior responses exist);
 * - `form`: open: the welcome, the code and e-mail, NOT YET / YES, the locator and Accept.
 */
export type InvitationView = 'redirect' | 'pending' | 'accepted' | 'form';

/** See {@link InvitationView}; `invitation` undefined means the verify call failed. */
export function invitationView(invitation: Invitation | undefined): InvitationView {
  if (!invitation) return 'redirect';
  if (invitation.invitationStatus === 'PENDING_APPROVAL') return 'pending';
  if (invitation.invitationStatus === 'ACCEPTED') return 'accepted';
  return invitation.isValidInvitation ? 'form' : 'redirect';
}

/** Whether the accepted-earlier warning offers the resend button: prior responses exist (docs/resellers.md#invitation-codes). */
export function canResend(invitation: Invitation): boolean {
  return invitation.invitationStatus === 'ACCEPTED' && invitation.prevResponse.length > 0;
}

/** The acceptance HTML of the confirmation screen: the PX client's or the non-PX client's (its textFields). */
export function acceptanceHtml(invitation: Invitation): string {
  return invitation.isPxTenant ? invitation.textFields.acceptanceHtmlTemplatePXClient : invitation.textFields.acceptanceHtmlTemplateNonPXClient;
}
