/** Texts of the calendar page (issue 13). */
export const calendarText = {
  navLabel: 'Calendário',
  title: 'Calendário econômico',
};
