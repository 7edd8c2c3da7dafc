import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

export type ContactMessage = { name: string; email: string; message: string };

export function sendContactMessage(message: ContactMessage): Promise<void> {
  return apiRequest('/api/kapcsolat', { method: 'POST', body: message, auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
