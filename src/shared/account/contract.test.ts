import { describe, expect, it } from 'vitest';
import {
  formatWhatsapp,
  passwordResetSchema,
  passwordStrength,
  signUpSchema,
  whatsappPromptSchema,
  whatsappRequiredSchema,
} from './contract';

describe('passwordStrength (spec section 5)', () => {
  it.each([
    ['', 0, 'Fraca', 33],
    ['abc', 1, 'Fraca', 33],
    ['abcdef', 1, 'Fraca', 33],
    ['abcdefgh', 2, 'Fraca', 33],
    ['abcdefgH', 3, 'Média', 66],
    ['abcdefH1', 4, 'Média', 66],
    ['abcdeH1!', 5, 'Forte', 100],
    ['abcdefgH1!xy', 6, 'Forte', 100],
    ['123456', 1, 'Fraca', 33],
    ['Ab1!', 4, 'Média', 66],
  ] as const)('%j scores %i → %s %i%%', (password, score, label, percent) => {
    expect(passwordStrength(password)).toEqual({ score, label, percent });
  });
});

describe('formatWhatsapp', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543219999', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['abc11def9', '(11) 9'],
  ])('%j → %j', (input, expected) => {
    expect(formatWhatsapp(input)).toBe(expected);
  });
});

describe('whatsapp schemas', () => {
  it('the optional prompt wants exactly 11 digits and sends digits', () => {
    expect(whatsappPromptSchema.parse({ whatsapp: '(11) 98765-4321' })).toEqual({ whatsapp: '11987654321' });
    const short = whatsappPromptSchema.safeParse({ whatsapp: '(11) 98765-432' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(
      'WhatsApp inválido: Por favor, digite um número válido com DDD e 9 dígitos.',
    );
  });

  it('the completion modal only wants something', () => {
    expect(whatsappRequiredSchema.parse({ whatsapp: '(11) 9' })).toEqual({ whatsapp: '119' });
    expect(whatsappRequiredSchema.safeParse({ whatsapp: '' }).error?.issues[0]?.message).toBe(
      'Campo obrigatório: Por favor, preencha o número do WhatsApp.',
    );
  });
});

describe('signUpSchema', () => {
  const valid = {
    fullName: 'Ana Souza',
    whatsapp: '(11) 98765-4321',
    email: 'ana@example.test',
    password: '123456',
  };

  it('accepts a complete form and turns the WhatsApp into digits', () => {
    expect(signUpSchema.parse(valid)).toEqual({ ...valid, whatsapp: '11987654321' });
  });

  it('requires every field and a 6-character password', () => {
    const result = signUpSchema.safeParse({ fullName: ' ', whatsapp: '', email: 'x', password: '12345' });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      fullName: 'Campo obrigatório',
      whatsapp: 'Campo obrigatório',
      email: 'Email inválido',
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
  });
});

describe('passwordResetSchema', () => {
  it('wants 6 characters and two equal passwords', () => {
    expect(passwordResetSchema.safeParse({ password: '123456', confirm: '123456' }).success).toBe(true);
    expect(
      passwordResetSchema.safeParse({ password: '12345', confirm: '12345' }).error?.issues[0]?.message,
    ).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(
      passwordResetSchema.safeParse({ password: '123456', confirm: '123457' }).error?.issues[0]?.message,
    ).toBe('As senhas não coincidem');
  });
});
