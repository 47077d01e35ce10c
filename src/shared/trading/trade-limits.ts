/** The bounds of a trade's fields: the schema checks them and the catalogue's messages name them. */
export const NOTES_MAX = 2000;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 30;
export const CONTRACTS_MAX = 100_000;
