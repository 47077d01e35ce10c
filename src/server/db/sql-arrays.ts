/** One element of a PostgreSQL array literal (also inside COPY text): quoted, with " and \ escaped. */
export const arrayElement = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * PostgreSQL array literals passed as ONE text parameter (`${textArray(keys)}::text[]`): the same on both drivers
 * whatever the length, where a JS array parameter would be serialised differently by PGlite and node-postgres.
 * Every element is quoted, so keys with ':' or '-' (or anything else) are taken literally.
 */
export const textArray = (items: readonly string[]): string => `{${items.map(arrayElement).join(',')}}`;
