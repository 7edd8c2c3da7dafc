import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

export type Credentials = { email: string; password: string };
export type Registration = { name: string; email: string; password: string };
export type TokenAnswer = { token: string };
/** The same answer whether or not the address has an account; the rest comes by e-mail. */
export type RegistrationRequested = { message: string };

export function login(credentials: Credentials): Promise<TokenAnswer> {
  return apiRequest('/api/login', { method: 'POST', body: credentials, auth: false });
}

export function register(registration: Registration): Promise<RegistrationRequested> {
  return apiRequest('/api/register', { method: 'POST', body: registration, auth: false });
}

/** Creates the account from the e-mailed link's token and answers its session token. */
export function confirmRegistration(token: string): Promise<TokenAnswer> {
  return apiRequest('/api/register/confirm', { method: 'POST', body: { token }, auth: false });
}

export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest('/api/password-reset/request', { method: 'POST', body: { email }, auth: false });
}

export function confirmPasswordReset(input: { password: string; token: string }): Promise<void> {
  return apiRequest('/api/password-reset/confirm', { method: 'POST', body: input, auth: false });
}

/** Ends the server session of the current token. */
export function logout(): Promise<void> {
  return apiRequest('/api/logout', { method: 'POST' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
