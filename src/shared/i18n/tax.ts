/** Texts of the tax page (issue 13). */
export const taxText = {
  navLabel: 'Impostos',
  title: 'Impostos',
};
