/**
 * The few texts the entry chunk needs (the route loading fallback). Kept apart from the account catalogue so the
 * landing page's bundle does not carry every account text.
 */
export const common = {
  productName: 'MCTrading',
  loading: 'Carregando...',
  cancel: 'Cancelar',
  close: 'Fechar',
  /** Suffix of every error toast's description (spec section 8). */
  codeSuffix: (code: string) => `(Código: ${code})`,
  unknownCode: 'UNKNOWN',
  required: 'Campo obrigatório',
  invalidEmail: 'Email inválido',
  networkError: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
};
