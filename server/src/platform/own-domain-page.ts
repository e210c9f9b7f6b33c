/**
 * The web app's page as a business's own domain serves it (issue 53): no platform title, description or icon in the
 * HTML before the page names the business (its name becomes the title as soon as the page knows whose it is).
 */
export function withoutPlatformMark(html: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '<title></title>')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="icon"[^>]*>/, '');
}
