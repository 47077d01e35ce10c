const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

/** '27/11/2026, 14:05' in the browser's zone (where the person reading it is). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** '27/11/2026'. */
export const formatDay = (iso: string): string => day.format(new Date(iso));
