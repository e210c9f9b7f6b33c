/**
 * What lets the journeys' accessibility check (helpers.ts) skip most of axe's `color-contrast` rule, 55–65% of a
 * check's time: the contrast of a piece of text is decided by its colour, size, weight and shadow and by the colours,
 * images, opacities and filters of the boxes it sits in. Each element holding text (or a form field's value) gets a
 * print of exactly those; a print axe passed once passes wherever it shows again, on any screen of any journey the
 * same worker runs. A check sends to `color-contrast` only the text whose print has not passed yet (and every frame);
 * every other rule still reads the whole document every time.
 *
 * Not in the print: a box that is not an ancestor yet paints under the text (text positioned over a sibling's
 * picture). axe reads such text as undecidable ("incomplete"), which is never remembered as passed, or against the
 * colour it finds there; a print passed once is not read again over another sibling. The screenshots are where a
 * person sees that.
 */

/** Prints axe passed, in this worker (checks run one at a time per worker). */
export const contrastPassed = new Set<string>();

/**
 * Installs `__contrastToRead(passed)` in the page: the elements whose print is not among `passed`, and the print of
 * every element holding text (to remember those axe then passes). Serialised into the page with `.toString()`: it
 * must not refer to anything outside itself.
 */
export function installContrastPrints(): void {
  const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

  function holdsText(element: Element): boolean {
    if (FIELDS.has(element.tagName)) return true;
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
    }
    return false;
  }

  /** FNV-1a of the print, with its length: a short, stable name for it. */
  function hashOf(text: string): string {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return `${text.length}:${(hash >>> 0).toString(36)}`;
  }

  const page = window as unknown as Record<string, unknown>;
  page.__contrastToRead = (passed: string[]) => {
    const known = new Set(passed);
    const boxes = new Map<Element, string>();
    const boxPrint = (box: Element): string => {
      let print = boxes.get(box);
      if (print === undefined) {
        const style = getComputedStyle(box);
        print = [
          style.backgroundColor,
          style.backgroundImage,
          style.opacity,
          style.filter,
          style.mixBlendMode,
          style.visibility,
        ].join(';');
        boxes.set(box, print);
      }
      return print;
    };
    const toRead: Element[] = [];
    const prints = new Map<Element, string>();
    let holders = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.tagName === 'IFRAME') {
        toRead.push(element);
        continue;
      }
      // Text that draws no box (an option of a closed list, a hidden panel) is not read by axe either.
      if (!holdsText(element) || element.getClientRects().length === 0) continue;
      holders += 1;
      const style = getComputedStyle(element);
      let print = [style.color, style.fontSize, style.fontWeight, style.textShadow, style.webkitTextFillColor].join(
        ';',
      );
      for (let box: Element | null = element; box; box = box.parentElement) print += `|${boxPrint(box)}`;
      const hash = hashOf(print);
      prints.set(element, hash);
      if (!known.has(hash)) toRead.push(element);
    }
    return { toRead, holders, prints };
  };
}
