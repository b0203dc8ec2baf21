// Invitation codes and the reseller service's pure parts (single-use, expiring codes
// compared in constant time; the invitation page's textFields): docs/resellers.md#invitation-codes.
import crypto from 'node:crypto';
import { invitationCodeDigest, invitationCodeMatches, newInvitationCode, newInvitationUser } from '../../src/resellers/invitation-codes.js';
import { answeredMessage, invitationTexts, invitationValidDays } from '../../src/resellers/reseller-service.js';
import { seededBuyerSite } from '../../src/seed/resellers-seed.js';

describe('invitation codes', () => {
  it('are 4 groups of 4 readable characters, different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newInvitationCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(newInvitationUser()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('are stored as their SHA-256 and read trimmed and upper case', () => {
    expect(invitationCodeDigest('ABCD-EFGH-JKLM-NPQR')).toBe(crypto.createHash('sha256').update('ABCD-EFGH-JKLM-NPQR').digest('hex'));
    expect(invitationCodeDigest(' abcd-efgh-jklm-npqr ')).toBe(invitationCodeDigest('ABCD-EFGH-JKLM-NPQR'));
  });

  it('are compared with crypto.timingSafeEqual on the digests', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      const stored = invitationCodeDigest('ABCD-EFGH-JKLM-NPQR');
      expect(invitationCodeMatches('abcd-efgh-jklm-npqr', stored)).toBe(true);
      expect(invitationCodeMatches('ABCD-EFGH-JKLM-NPQS', stored)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(invitationCodeMatches('ABCD', 'not-hex')).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the reseller service', () => {
  it('keeps invitations 14 days unless RESELLER_INVITATION_VALID_DAYS says otherwise', () => {
    expect(invitationValidDays({})).toBe(14);
    expect(invitationValidDays({ RESELLER_INVITATION_VALID_DAYS: '3' })).toBe(3);
    expect(() => invitationValidDays({ RESELLER_INVITATION_VALID_DAYS: '0' })).toThrow('RESELLER_INVITATION_VALID_DAYS must be a positive whole number of days');
    expect(() => invitationValidDays({ RESELLER_INVITATION_VALID_DAYS: '2.5' })).toThrow();
  });

  it('escapes the tenant name in the invitation texts', () => {
    const texts = invitationTexts('<img src=x onerror=alert(1)> & Co');
    expect(texts.welcome).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(texts.welcome).not.toContain('<img');
    expect(texts.acceptedPx).toContain('supplier activation e-mail');
    expect(texts.acceptedNonPx).toContain('Our team will contact you');
  });

  it('words an answered invitation as the invitation page does', () => {
    expect(answeredMessage('PENDING_APPROVAL')).toBe('This Invite has already been accepted and is being processed.');
    expect(answeredMessage('ACCEPTED')).toBe('This Invite has already been accepted.');
  });

  it("gives each seeded tenant its own buyer site", () => {
    expect(seededBuyerSite('T02')).toBe('https://t02.buy.example.com');
  });
});
