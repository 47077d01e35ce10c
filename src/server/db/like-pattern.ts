/** `%term%` for LIKE/ILIKE with the term's own '%', '_' and '\' taken literally (a search, never a pattern). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
