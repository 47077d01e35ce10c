import { describe, expect, it } from 'vitest';
import { continueChatUrl } from './continue-chat';

describe('continueChatUrl', () => {
  it('opens the support WhatsApp with a message naming the trader and their email', () => {
    const url = new URL(continueChatUrl('5511999999999', { name: 'Ana Souza', email: 'ana@example.com' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/5511999999999');
    expect(url.searchParams.get('text')).toBe(
      'Olá! Sou Ana Souza (ana@example.com). Meu teste grátis no MCTrading terminou e quero continuar.',
    );
  });

  it('falls back to the email when the name is blank', () => {
    const url = new URL(continueChatUrl('5511999999999', { name: ' ', email: 'b@example.com' }));
    expect(url.searchParams.get('text')).toContain('Sou b@example.com (b@example.com)');
  });
});
