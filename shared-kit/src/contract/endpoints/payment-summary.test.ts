import { paymentPreviewSummary, paymentSummary, paymentSummaryLines, paymentSummaryType } from './payment-summary';

describe('the bulk payment summary', () => {
  it.each([
    [2, 0, 0, '2 Payment(s) Succeeded, 0 Payment(s) Skipped, 0 Payment(s) Failed', 'success'],
    [1, 1, 0, '1 Payment(s) Succeeded, 1 Payment(s) Skipped, 0 Payment(s) Failed', 'warning'],
    [1, 1, 1, '1 Payment(s) Succeeded, 1 Payment(s) Skipped, 1 Payment(s) Failed', 'error'],
    [0, 0, 2, '0 Payment(s) Succeeded, 0 Payment(s) Skipped, 2 Payment(s) Failed', 'error'],
  ])('%i succeeded, %i skipped, %i failed -> %s (%s)', (succeeded, skipped, failed, message, type) => {
    expect(paymentSummary({ succeeded, skipped, failed })).toEqual({ message, type });
    expect(paymentSummaryType({ succeeded, skipped, failed })).toBe(type);
    expect(paymentSummaryLines({ succeeded, skipped, failed }).join(', ')).toBe(message);
  });

  it("a dry run's summary counts the payments that would be charged", () => {
    expect(paymentPreviewSummary({ wouldCharge: 2, skipped: 1 })).toEqual({ message: '2 Payment(s) Would Be Charged, 1 Payment(s) Skipped', type: 'warning' });
    expect(paymentPreviewSummary({ wouldCharge: 3, skipped: 0 })).toEqual({ message: '3 Payment(s) Would Be Charged, 0 Payment(s) Skipped', type: 'success' });
  });
});
