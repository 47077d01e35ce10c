/**
 * A copy of a cell that does not keep the file's text alive. V8 makes a substring of 13 or more characters a view of
 * its parent string, and the CSV reader's cells are substrings of the decoded file: one header or note kept from a
 * 12 MB file would keep all 12 MB for as long as the import runs. Short strings are copies already.
 */
export const detach = (text: string): string =>
  text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
