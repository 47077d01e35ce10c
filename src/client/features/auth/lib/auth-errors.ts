import { toasts } from '@/shared/i18n/auth';

/** The error shape better-auth's client returns (and our API's `{code, message}` bodies). */
export interface AuthErrorLike {
  status?: number;
  code?: string;
  message?: string;
}

export interface MappedError {
  /** The toast's description before the '(Código: …)' suffix. */
  detail: string;
  /** What the suffix cites (see notify.errorDescription). */
  source: { message?: string; code?: string };
}

const RATE_LIMITED = 'RATE_LIMITED';

/** 429s carry a Portuguese message of their own: show it, and cite the code so the message is not repeated. */
function rateLimited(error: AuthErrorLike): MappedError | null {
  if (error.status !== 429 && error.code !== RATE_LIMITED) return null;
  return {
    detail: error.message?.trim() || toasts.login.other,
    source: { code: error.code || RATE_LIMITED },
  };
}

const cite = (error: AuthErrorLike) => ({ message: error.message, code: error.code });

/**
 * 'Erro no login' (spec section 8). better-auth speaks in codes; the spec's table in Supabase's messages, both
 * are recognised. `showResend` is true for an unconfirmed email, which brings up 'Reenviar email de confirmação'.
 */
export function mapLoginError(error: AuthErrorLike): MappedError & { showResend: boolean } {
  const limited = rateLimited(error);
  // A limit on passwords (per address, or the account's: server/auth/account-limit.ts) never closes the link.
  if (limited)
    return { ...limited, detail: `${limited.detail} ${toasts.login.rateLimitedWayIn}`, showResend: false };
  const code = error.code ?? '';
  const message = error.message ?? '';
  let detail = toasts.login.other;
  let showResend = false;
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || message === 'Invalid login credentials') {
    detail = toasts.login.invalidCredentials;
  } else if (code === 'EMAIL_NOT_VERIFIED' || message === 'Email not confirmed') {
    detail = toasts.login.emailNotConfirmed;
    showResend = true;
  } else if (code === 'USER_NOT_FOUND' || message === 'User not found') {
    detail = toasts.login.userNotFound;
  }
  return { detail, source: cite(error), showResend };
}

/** 'Erro ao enviar email' for the password recovery request. */
export function mapRecoveryError(error: AuthErrorLike): MappedError {
  const limited = rateLimited(error);
  if (limited) return limited;
  const code = error.code ?? '';
  const message = error.message ?? '';
  let detail = toasts.recovery.other;
  if (code === 'USER_NOT_FOUND' || message === 'User not found') {
    detail = toasts.recovery.userNotFound;
  } else if (
    message.includes('Failed to send password recovery') ||
    code === 'FAILED_TO_SEND_EMAIL' ||
    (error.status !== undefined && error.status >= 500)
  ) {
    detail = toasts.recovery.sendFailed;
  }
  return { detail, source: cite(error) };
}

/** 'Erro no cadastro': the provider's message, in Portuguese where we know it. */
export function mapSignupError(error: AuthErrorLike): MappedError {
  const limited = rateLimited(error);
  if (limited) return limited;
  const code = error.code ?? '';
  let detail = toasts.signup.other;
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    detail = toasts.signup.userExists;
  } else if (code === 'INVALID_EMAIL') {
    detail = toasts.signup.invalidEmail;
  } else if (code === 'PASSWORD_TOO_SHORT') {
    detail = toasts.signup.passwordTooShort;
  }
  return { detail, source: cite(error) };
}

/** Any other auth call (magic link, resend, Google, password update): a generic detail unless rate limited. */
export function mapGenericError(error: AuthErrorLike, detail: string = toasts.genericDetail): MappedError {
  return rateLimited(error) ?? { detail, source: cite(error) };
}
