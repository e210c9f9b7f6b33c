// MJML 5 ships no types (@types/mjml describes version 4, whose render was synchronous): what we call of it.
declare module 'mjml' {
  type TMjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  export default function mjml2html(
    mjml: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean },
  ): Promise<{ html: string; errors: TMjmlError[] }>;
}
