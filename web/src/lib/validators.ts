/** Form rules shared by the public forms (spec section 5), with Hungarian messages. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const messages = {
  nameRequired: 'A név megadása kötelező.',
  nameTooShort: 'A név legalább 3 karakter legyen.',
  emailRequired: 'Az e-mail-cím megadása kötelező.',
  emailInvalid: 'Érvényes e-mail-címet adjon meg.',
  passwordRequired: 'A jelszó megadása kötelező.',
  passwordTooShort: 'A jelszó legalább 6 karakter legyen.',
  passwordsDiffer: 'A jelszavak nem egyeznek.',
  termsRequired: 'A felhasználási feltételek elfogadása kötelező.',
  messageRequired: 'Az üzenet megadása kötelező.',
  messageTooShort: 'Az üzenet legalább 6 karakter legyen.',
} as const;

export function validateName(value: string): string | null {
  if (value.trim() === '') return messages.nameRequired;
  return value.trim().length < 3 ? messages.nameTooShort : null;
}

export function validateEmail(value: string): string | null {
  if (value.trim() === '') return messages.emailRequired;
  return EMAIL.test(value.trim()) ? null : messages.emailInvalid;
}

export function validateRequiredEmail(value: string): string | null {
  return value.trim() === '' ? messages.emailRequired : null;
}

export function validatePassword(value: string): string | null {
  if (value === '') return messages.passwordRequired;
  return value.length < 6 ? messages.passwordTooShort : null;
}

export function validatePasswordConfirmation(value: string, password: string): string | null {
  if (value === '') return messages.passwordRequired;
  return value === password ? null : messages.passwordsDiffer;
}

export function validateMessage(value: string): string | null {
  if (value.trim() === '') return messages.messageRequired;
  return value.trim().length < 6 ? messages.messageTooShort : null;
}
