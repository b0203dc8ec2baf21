/** The aws-amplify/auth functions the shell calls, as jest mocks (use with jest.mock). */
export const amplifyAuthMock = () => ({
  signIn: jest.fn(),
  signOut: jest.fn(),
  confirmSignIn: jest.fn(),
  getCurrentUser: jest.fn(),
  fetchAuthSession: jest.fn(),
  resetPassword: jest.fn(),
  confirmResetPassword: jest.fn(),
});
