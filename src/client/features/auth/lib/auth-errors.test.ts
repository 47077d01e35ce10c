import { describe, expect, it } from 'vitest';
import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { PASSKEY_ERROR_CODES } from '@better-auth/passkey';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { ApiRequestError } from '@/client/lib/api';
import { errorDescription } from '@/client/lib/notify';
import { authCodeMessage } from '@/shared/i18n/auth-codes';
import { toasts } from '@/shared/i18n/auth';
import { mapGenericError, mapLoginError, mapRecoveryError, mapSignupError } from './auth-errors';

describe('mapLoginError', () => {
  it('maps a wrong password (better-auth 401 INVALID_EMAIL_OR_PASSWORD)', () => {
    const mapped = mapLoginError({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(mapped.detail).toBe('Email ou senha incorretos');
    expect(mapped.showResend).toBe(false);
    expect(errorDescription(mapped.detail, mapped.source)).toBe(
      'Email ou senha incorretos (Código: Email ou senha incorretos)',
    );
  });

  it('maps the spec wording too', () => {
    expect(mapLoginError({ message: 'Invalid login credentials' }).detail).toBe('Email ou senha incorretos');
    expect(mapLoginError({ message: 'Email not confirmed' }).showResend).toBe(true);
    expect(mapLoginError({ message: 'User not found' }).detail).toBe(
      'Usuário não encontrado. Verifique o email digitado.',
    );
  });

  it('maps an unconfirmed email and offers the resend', () => {
    const mapped = mapLoginError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(mapped.detail).toBe('Email não confirmado. Verifique sua caixa de entrada.');
    expect(mapped.showResend).toBe(true);
  });

  it('maps USER_NOT_FOUND', () => {
    expect(mapLoginError({ status: 404, code: 'USER_NOT_FOUND' }).detail).toBe(
      'Usuário não encontrado. Verifique o email digitado.',
    );
  });

  it('falls back for anything else, citing the code or UNKNOWN', () => {
    const mapped = mapLoginError({ status: 500, code: 'INTERNAL' });
    expect(mapped.detail).toBe('Erro ao fazer login. Tente novamente.');
    expect(errorDescription(mapped.detail, mapped.source)).toBe(
      'Erro ao fazer login. Tente novamente. (Código: INTERNAL)',
    );
    const unknown = mapLoginError({});
    expect(errorDescription(unknown.detail, unknown.source)).toBe(
      'Erro ao fazer login. Tente novamente. (Código: UNKNOWN)',
    );
  });

  it('shows the Portuguese message of a 429, the way in without a password, and cites its code', () => {
    const mapped = mapLoginError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde.',
    });
    expect(errorDescription(mapped.detail, mapped.source)).toBe(
      'Muitas tentativas. Aguarde. Para entrar agora, use "enviar link por email". (Código: RATE_LIMITED)',
    );
  });
});

describe('mapRecoveryError', () => {
  it('maps the spec cases', () => {
    expect(mapRecoveryError({ message: 'Failed to send password recovery' }).detail).toBe(
      toasts.recovery.sendFailed,
    );
    expect(mapRecoveryError({ message: 'User not found' }).detail).toBe('Email não encontrado no sistema.');
    expect(mapRecoveryError({ status: 400, code: 'X' }).detail).toBe(
      'Erro ao processar solicitação. Tente novamente.',
    );
    expect(mapRecoveryError({ status: 500, code: 'INTERNAL' }).detail).toBe(toasts.recovery.sendFailed);
  });
});

describe('mapSignupError', () => {
  it('translates an existing email and cites the provider code in Portuguese', () => {
    const mapped = mapSignupError({
      status: 422,
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
    expect(mapped.detail).toBe(toasts.signup.userExists);
    expect(errorDescription(mapped.detail, mapped.source)).toContain('(Código: Email já cadastrado)');
  });
});

describe('better-auth codes are never cited in English', () => {
  it('cites an unconfirmed email in Portuguese, not "Email not verified"', () => {
    const mapped = mapLoginError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    const description = errorDescription(mapped.detail, mapped.source);
    expect(description).toBe(
      'Email não confirmado. Verifique sua caixa de entrada. (Código: Email não confirmado)',
    );
    expect(description).not.toContain('not verified');
  });

  it('gives every code better-auth and its plugins send a Portuguese text', () => {
    const english = {
      ...BASE_ERROR_CODES,
      ...TWO_FACTOR_ERROR_CODES,
      ...PASSKEY_ERROR_CODES,
    } as Record<string, { message: string }>;
    for (const [code, { message }] of Object.entries(english)) {
      const cited = errorDescription('Falhou.', { code, message });
      expect(cited, code).not.toContain(message);
      expect(cited, code).toBe(`Falhou. (Código: ${authCodeMessage(code)})`);
    }
  });

  it('reads the lower-case codes of a redirect (?error=invalid_token)', () => {
    expect(errorDescription('Falhou.', { code: 'invalid_token' })).toBe('Falhou. (Código: Link inválido)');
    expect(errorDescription('Falhou.', { code: 'state_mismatch' })).toBe(
      'Falhou. (Código: O login expirou: tente de novo)',
    );
  });

  it("keeps our API's own Portuguese message for a code that better-auth also uses", () => {
    const ours = new ApiRequestError(404, 'CHALLENGE_NOT_FOUND', 'Nenhum desafio em andamento.');
    expect(errorDescription('Falhou.', ours)).toBe('Falhou. (Código: Nenhum desafio em andamento.)');
  });

  it('a code nobody knows is cited as it is', () => {
    expect(mapGenericError({ code: 'SOMETHING_NEW' }, 'detalhe').source).toEqual({
      message: undefined,
      code: 'SOMETHING_NEW',
    });
    expect(errorDescription('Falhou.', { code: 'SOMETHING_NEW' })).toBe('Falhou. (Código: SOMETHING_NEW)');
  });
});

describe('mapGenericError', () => {
  it('uses the given detail unless rate limited', () => {
    expect(mapGenericError({ code: 'X' }, 'detalhe').detail).toBe('detalhe');
    expect(mapGenericError({ status: 429, message: 'Calma' }).detail).toBe('Calma');
  });
});
