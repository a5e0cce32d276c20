// Component tests in Chromium (ADR 079): a react-hook-form + zod form shows its messages on submit and clears them as they are fixed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginForm } from '~/features/admin-auth/components/login-form';

afterEach(() => cleanup());

async function renderLoginForm() {
  const router = createMemoryRouter([{ path: '/admin/login', element: <LoginForm redirectTo="/admin" expired={false} /> }], {
    initialEntries: ['/admin/login'],
  });
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const email = () => page.getByRole('textbox', { name: 'Email' });
const password = () => page.getByLabelText('Password', { exact: true });
const login = () => page.getByRole('button', { name: 'Login' });

describe('LoginForm (react-hook-form + zod)', () => {
  it('shows no message before the first submit', async () => {
    await renderLoginForm();
    await expect.element(email()).toHaveFocus();
    await expect.element(email()).not.toBeInvalid();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('on an empty submit marks both fields invalid, each described by its message', async () => {
    await renderLoginForm();
    await login().click();
    await expect.element(email()).toBeInvalid();
    await expect.element(email()).toHaveAccessibleDescription('Email is required');
    await expect.element(password()).toBeInvalid();
    await expect.element(password()).toHaveAccessibleDescription('Password is required');
    expect(
      page
        .getByRole('alert')
        .elements()
        .map((alert) => alert.textContent),
    ).toEqual(['Email is required', 'Password is required']);
  });

  it('clears each message as its field is fixed, without another submit', async () => {
    await renderLoginForm();
    await login().click();
    await expect.element(page.getByText('Email is required')).toBeVisible();

    await email().fill('owner@example.in');
    await expect.element(page.getByText('Email is required')).not.toBeInTheDocument();
    await expect.element(email()).not.toBeInvalid();
    await expect.element(password()).toBeInvalid();

    await password().fill('correct horse');
    await expect.element(page.getByText('Password is required')).not.toBeInTheDocument();
    await expect.element(password()).not.toBeInvalid();
  });
});
