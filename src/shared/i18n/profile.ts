/** Texts of /profile's frame; each section keeps its own texts next to it. */
export const profileText = {
  title: 'Perfil',
  lead: 'Seus dados, a segurança da conta e a sua privacidade.',
  sectionsLabel: 'Seções do perfil',
  tabs: { profile: 'Dados', security: 'Segurança', privacy: 'Privacidade' },
  soon: 'Em construção.',
};
