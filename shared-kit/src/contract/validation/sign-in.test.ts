import { SIGN_IN_MESSAGES, validateSignIn } from './sign-in';

describe('sign-in checks', () => {
  it('names an empty username and an empty password', () => {
    expect(validateSignIn({ username: '', password: '' })).toEqual({
      username: 'Username cannot be empty',
      password: 'Password cannot be empty',
    });
    expect(validateSignIn({ username: '  ', password: 'x' })).toEqual({ username: SIGN_IN_MESSAGES.usernameEmpty });
  });
  it('passes filled fields', () => {
    expect(validateSignIn({ username: 'ops@example.com', password: 'x' })).toEqual({});
  });
});
