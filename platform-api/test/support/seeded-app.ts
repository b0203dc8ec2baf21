import { seedDatabase } from '../../src/seed/seed.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** The reference day of the seeded test data and of the test application's clock. */
export const TEST_TODAY = '2025-06-15';

/** A test application on the default seed of {@link TEST_TODAY}, its clock at noon UTC that day. */
export async function createSeededApp(options: Pick<TestAppOptions, 'paymentGateway'> = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    now: () => new Date(`${TEST_TODAY}T12:00:00Z`),
    prepare: async ({ db }) => {
      await seedDatabase(db, { today: TEST_TODAY });
    },
  });
}
