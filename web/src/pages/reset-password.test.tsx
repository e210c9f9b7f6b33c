import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../test/render.tsx';
import { ResetPasswordPage } from './reset-password.tsx';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/reset-password', () => {
  it('requests a reset link and confirms without revealing whether the account exists', async () => {
    mockApi({ 'POST /api/password-reset/request': () => ({ status: 200, body: { ok: true } }) });
    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    type('Email', 'owner@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText('If an account exists for owner@example.com, we sent a link to reset your password.'),
    ).toBeTruthy();
  });

  it('checks that the new passwords match', async () => {
    renderAt('/reset-password?token=abc', <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    type('New Password', 'secret123');
    type('Confirm Password', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
  });

  it('updates the password with the token', async () => {
    let sent: unknown;
    mockApi({
      'POST /api/password-reset/confirm': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { ok: true } };
      },
    });
    renderAt('/reset-password?token=abc', <ResetPasswordPage />);
    type('New Password', 'secret123');
    type('Confirm Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your password has been updated')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(sent).toEqual({ token: 'abc', password: 'secret123' });
  });

  it('explains an expired link from the server', async () => {
    mockApi({
      'POST /api/password-reset/confirm': () => ({
        status: 400,
        body: { error: { code: 'INVALID_TOKEN', message: 'This reset link is invalid or has expired' } },
      }),
    });
    renderAt('/reset-password?token=old', <ResetPasswordPage />);
    type('New Password', 'secret123');
    type('Confirm Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(screen.getByText('This reset link is invalid or has expired')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/reset-password');
  });

  it('explains an invalid link arriving as ?error=INVALID_TOKEN', () => {
    renderAt('/reset-password?error=INVALID_TOKEN', <ResetPasswordPage />);
    expect(screen.getByText('This reset link is invalid or has expired')).toBeTruthy();
  });
});
