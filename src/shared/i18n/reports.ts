/** Texts of the reports page (issue 13). */
export const reportsText = {
  navLabel: 'Relatórios',
  title: 'Relatórios',
};
