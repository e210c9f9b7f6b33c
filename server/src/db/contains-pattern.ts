/** `%text%` for LIKE/ILIKE: the wildcards a user typed (%, _ and \) are matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
