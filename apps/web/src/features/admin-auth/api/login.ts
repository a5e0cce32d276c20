import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

export type LoginAnswer = Partial<LoginResponse> & { message?: string };

export function login(credentials: Pick<LoginBody, 'Email' | 'Password'>): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/auth/login', {
    method: 'POST',
    body: { Email: credentials.Email, Password: credentials.Password, RoleType: 'admin' },
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
