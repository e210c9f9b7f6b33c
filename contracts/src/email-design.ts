import { z } from 'zod';
import { ZBrandColor } from './branding.ts';
import { ENGLISH, type TTranslator } from './i18n/translator.ts';

/**
 * The visual email editor's design: a list of blocks the server renders into responsive HTML (MJML) and sanitises,
 * stored beside the rendered body so the editor can open it again. Text is plain text with placeholders; links and
 * images are absolute URLs (images over https only: mail clients block the rest).
 */
export const EMAIL_BLOCK_TYPES = ['heading', 'text', 'image', 'button', 'divider'] as const;
export type TEmailBlockType = (typeof EMAIL_BLOCK_TYPES)[number];

export const EMAIL_BLOCK_LABELS: Record<TEmailBlockType, string> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  button: 'Button',
  divider: 'Divider',
};

export const EMAIL_DESIGN_LIMITS = { blocks: 40, heading: 200, text: 5000, label: 60, url: 2000, alt: 200 } as const;

export const EMAIL_DESIGN_MESSAGES = {
  headingRequired: 'Write the heading, or remove the block',
  textRequired: 'Write the text, or remove the block',
  imageUrl: 'Give the image as an https:// address (for example https://example.com/photo.jpg)',
  buttonLabel: 'Give the button a label',
  buttonUrl: 'Give the button a web address starting with https:// or http://',
  noBlocks: 'Add at least one block to the email',
  tooManyBlocks: `An email can hold at most ${EMAIL_DESIGN_LIMITS.blocks} blocks`,
} as const;

const M = EMAIL_DESIGN_MESSAGES;
const L = EMAIL_DESIGN_LIMITS;

const isUrl = (value: string, schemes: string[]) => {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const urlField = (message: string, schemes: string[]) =>
  z
    .string({ error: message })
    .trim()
    .max(L.url, message)
    .refine((value) => isUrl(value, schemes), message);

const textField = (message: string, max: number, field: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters`);

export const ZEmailBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: textField(M.headingRequired, L.heading, 'A heading') }),
  z.object({ type: z.literal('text'), text: textField(M.textRequired, L.text, 'A text block') }),
  z.object({
    type: z.literal('image'),
    src: urlField(M.imageUrl, ['https:']),
    alt: z.string().trim().max(L.alt, `Image descriptions must be at most ${L.alt} characters`).default(''),
  }),
  z.object({
    type: z.literal('button'),
    label: textField(M.buttonLabel, L.label, 'A button label'),
    href: urlField(M.buttonUrl, ['https:', 'http:']),
  }),
  z.object({ type: z.literal('divider') }),
]);
export type TEmailBlock = z.infer<typeof ZEmailBlock>;

export const ZEmailDesign = z.object({
  version: z.literal(1).default(1),
  /** Headings, buttons and the divider take it; the business's brand colour unless the owner picks another. */
  color: ZBrandColor,
  /** The business's logo above the first block (when the business has one). */
  showLogo: z.boolean().default(true),
  blocks: z.array(ZEmailBlock, { error: M.noBlocks }).min(1, M.noBlocks).max(L.blocks, M.tooManyBlocks),
});
export type TEmailDesign = z.infer<typeof ZEmailDesign>;

/**
 * What a new design starts with: a heading and a line of text, ready to edit, in the business's language (`words`:
 * its customers read it as it is when the owner changes nothing). The placeholders stay placeholders.
 */
export function starterEmailDesign(color: string, { t }: Pick<TTranslator, 't'> = ENGLISH): TEmailDesign {
  return {
    version: 1,
    color,
    showLogo: true,
    blocks: [
      { type: 'heading', text: t('starter.heading', { firstName: '{firstName}' }) },
      { type: 'text', text: t('starter.text', { business_name: '{business_name}' }) },
    ],
  };
}

/** The editor's live preview: the server renders the design exactly as it would save it. */
export const ZEmailDesignPreviewRequest = z.object({ design: ZEmailDesign });
export const ZEmailDesignPreview = z.object({ html: z.string() });
