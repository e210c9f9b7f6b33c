import { CLICK_PATH, OPEN_PIXEL_PATH } from '../messaging/index.ts';
import { escapeHtml } from '../platform/escape-html.ts';

/** A tracked link found in a message: where it sits in the text and what its token says. */
export type TTrackedLink = { url: string; host: string | null; token: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What looks like our tracked link (`/r/<host>/<token>`, or `/r/<token>` of the first version) on any address: the
 * app's, or a business's own domain (issue 53). Only a token whose MAC is ours ever gets its destination swapped in.
 */
function trackedLinkPattern(): RegExp {
  return new RegExp(`https?://[^/\\s"'<>]+${CLICK_PATH}/(?:([^/\\s"'<>]+)/)?([\\w-]+\\.[\\w-]+)`, 'g');
}

/** Every tracked link of a message's text and HTML, each once. */
export function trackedLinks(parts: (string | null)[]): TTrackedLink[] {
  const found = new Map<string, TTrackedLink>();
  for (const part of parts) {
    for (const m of (part ?? '').matchAll(trackedLinkPattern())) {
      found.set(m[0], { url: m[0], host: m[1] ?? null, token: m[2] ?? '' });
    }
  }
  return [...found.values()];
}

/**
 * A message made safe to read on a screen: the open pixel removed, and each tracked link whose destination is known
 * replaced by that destination, so a super admin (or an owner) reading it never counts as the customer opening or
 * clicking. A link whose destination is unknown stays: following it counts nothing either.
 */
export function previewWithoutTracking({
  text,
  html,
  destinations,
}: {
  text: string;
  html: string | null;
  /** The destination of each tracked link URL, as the business wrote it. */
  destinations: Map<string, string>;
}): { text: string; html: string | null } {
  const swap = (encode: (s: string) => string) => (url: string) => {
    const destination = destinations.get(url);
    return destination ? encode(destination) : url;
  };
  const pixel = new RegExp(`<img\\b[^>]*\\bsrc="[^"]*${escapeRegExp(OPEN_PIXEL_PATH)}/[^"]*"[^>]*>`, 'gi');
  return {
    text: text.replace(
      trackedLinkPattern(),
      swap((s) => s),
    ),
    html: html === null ? null : html.replace(pixel, '').replace(trackedLinkPattern(), swap(escapeHtml)),
  };
}
