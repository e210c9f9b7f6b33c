import { type TEmailBlock, type TEmailDesign, textColorOn } from '@regulars/contracts';
import { escapeHtml } from '../platform/escape-html.ts';

export type TDesignLogo = { url: string; width: number; height: number; alt: string };

const FONT = 'Helvetica, Arial, sans-serif';
const TEXT_COLOR = '#1f2937';

/** Typed text as MJML content: escaped, its line breaks kept. */
const lines = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');

function blockMjml(block: TEmailBlock, color: string): string {
  switch (block.type) {
    case 'heading':
      return `<mj-text font-size="24px" font-weight="700" line-height="1.3" color="${color}">${lines(block.text)}</mj-text>`;
    case 'text':
      return `<mj-text>${lines(block.text)}</mj-text>`;
    case 'image':
      return `<mj-image src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" padding="8px 24px" />`;
    case 'button':
      return `<mj-button href="${escapeHtml(block.href)}" background-color="${color}" color="${textColorOn(color)}" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px">${escapeHtml(block.label)}</mj-button>`;
    case 'divider':
      return `<mj-divider border-color="${color}" border-width="2px" padding="16px 24px" />`;
  }
}

/** The design as an MJML document: one white column on a light page, the logo (when shown) above the blocks. */
export function designMjml(design: TEmailDesign, logo: TDesignLogo | null): string {
  // A logo is drawn at most 160 × 64 px, keeping its shape.
  const logoWidth = logo ? Math.max(1, Math.round(Math.min(160, (64 * logo.width) / logo.height, logo.width))) : 0;
  const head =
    logo && design.showLogo
      ? `<mj-image src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt)}" width="${logoWidth}px" padding="8px 24px 16px" />`
      : '';
  const blocks = design.blocks.map((block) => blockMjml(block, design.color)).join('\n');
  return `<mjml>
<mj-head><mj-attributes>
<mj-all font-family="${FONT}" />
<mj-text font-size="16px" line-height="1.6" color="${TEXT_COLOR}" padding="8px 24px" />
<mj-button padding="12px 24px" />
</mj-attributes></mj-head>
<mj-body background-color="#f4f4f5" width="600px">
<mj-section background-color="#ffffff" padding="24px 0"><mj-column>
${head}
${blocks}
</mj-column></mj-section>
</mj-body>
</mjml>`;
}
