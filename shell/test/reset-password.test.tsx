import { fireEvent, screen, waitFor } from '@testing-library/react';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { renderAt, resetBrowserState } from './fixtures';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('../src/remotes/load-remote', () => ({ loadRemotePages: jest.fn() }));

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetBrowserState();
  jest.clearAllMocks();
});

function fillCodeStep(code: string, password: string) {
  fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('reset-password page', () => {
  it('first sends a code, then confirms it and returns to / with "New Password Set"', async () => {
    jest.mocked(resetPassword).mockResolvedValue({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: { destination: 'f***@px.local', deliveryMedium: 'EMAIL' } },
    });
    jest.mocked(confirmResetPassword).mockResolvedValue(undefined);
    renderAt('/reset-password');

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'finance@px.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('A verification code was sent to f***@px.local.')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ username: 'finance@px.local' });

    fillCodeStep('123456', 'Better@2024');
    await waitFor(() => expect(location()).toBe('/'));
    expect(confirmResetPassword).toHaveBeenCalledWith({ username: 'finance@px.local', confirmationCode: '123456', newPassword: 'Better@2024' });
    expect(await screen.findByText('New Password Set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes straight to the code step with resetPswdFromEmail=true', async () => {
    renderAt('/reset-password?resetPswdFromEmail=true&email=finance%40px.local');
    expect(await screen.findByLabelText('Verification Code')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('finance@px.local');
    expect(screen.queryByRole('button', { name: 'Send Code' })).not.toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('checks the code as a number and the password as text', async () => {
    renderAt('/reset-password?resetPswdFromEmail=true&email=finance%40px.local');
    await screen.findByLabelText('Verification Code');
    fillCodeStep('12ab56', '');
    expect(await screen.findByText('Invalid number')).toBeInTheDocument();
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(confirmResetPassword).not.toHaveBeenCalled();
  });

  it("shows the auth service's message when the code is wrong", async () => {
    jest.mocked(confirmResetPassword).mockRejectedValue(new Error('Invalid verification code provided, please try again.'));
    renderAt('/reset-password?resetPswdFromEmail=true&email=finance%40px.local');
    await screen.findByLabelText('Verification Code');
    fillCodeStep('111111', 'Better@2024');
    expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeInTheDocument();
    expect(location()).toBe('/reset-password?resetPswdFromEmail=true&email=finance%40px.local');
  });

  it("shows the auth service's message when no code can be sent", async () => {
    jest.mocked(resetPassword).mockRejectedValue(new Error('Username/client id combination not found.'));
    renderAt('/reset-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nobody@px.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Username/client id combination not found.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });
});
