import { DEFAULT_BRAND_COLOR, ENGLISH, normalBrandColor, textColorOn } from '@regulars/contracts';
import { PKPass } from 'passkit-generator';
import type { TAppleWalletConfig } from '../platform/config.ts';
import { DEFAULT_ICON, DEFAULT_ICON_2X } from './default-icon.ts';
import { passFields, stampsOf } from './pass-fields.ts';
import type { TPassStanding } from './pass-reads.ts';
import { stampStrip } from './stamp-strip.ts';

export const PKPASS_MEDIA_TYPE = 'application/vnd.apple.pkpass';

export type TApplePassInput = {
  apple: TAppleWalletConfig;
  serial: string;
  authenticationToken: string;
  /** `${APP_URL}/api/wallet/apple`: Apple's devices call it for updates (https only, in production). */
  webServiceURL: string;
  businessName: string;
  brandColor: string | null;
  /** The customer's standing; null for a voided pass (the customer was deleted: nothing of theirs is shown). */
  standing: TPassStanding | null;
  /** The business's logo as PNG bytes, when it has one Apple can show. */
  logoPng: Buffer | null;
};

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return { r, g, b };
};
const css = ({ r, g, b }: { r: number; g: number; b: number }) => `rgb(${r}, ${g}, ${b})`;

/** The card's colours: the brand colour behind, the readable ink on it, labels a step towards the background. */
export function passColors(brandColor: string | null) {
  const background = normalBrandColor(brandColor ?? '') ?? DEFAULT_BRAND_COLOR;
  const ink = rgb(textColorOn(background));
  const back = rgb(background);
  const mix = (a: number, b: number) => Math.round(a * 0.7 + b * 0.3);
  return {
    backgroundColor: css(back),
    foregroundColor: css(ink),
    labelColor: css({ r: mix(ink.r, back.r), g: mix(ink.g, back.g), b: mix(ink.b, back.b) }),
  };
}

/**
 * A signed .pkpass (a zip of pass.json, the images, manifest.json with each file's SHA-1, and a detached PKCS#7
 * signature of the manifest by the pass certificate, with Apple's WWDR certificate), built by passkit-generator.
 */
export async function buildApplePass(input: TApplePassInput): Promise<Buffer> {
  const { apple, standing } = input;
  const fields = standing ? passFields(standing) : null;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: input.serial,
    authenticationToken: input.authenticationToken,
    webServiceURL: input.webServiceURL,
    organizationName: input.businessName,
    logoText: input.businessName,
    description: `${input.businessName} loyalty card`,
    ...passColors(input.brandColor),
    ...(standing ? {} : { voided: true }),
    storeCard: fields ?? {
      primaryFields: [
        { key: 'balance', label: ENGLISH.t('pass.loyaltyCard'), value: ENGLISH.t('pass.noLongerActive') },
      ],
    },
    barcodes: standing
      ? [
          {
            format: 'PKBarcodeFormatQR',
            message: standing.customer.uniqueCustomerId,
            messageEncoding: 'iso-8859-1',
            altText: standing.customer.uniqueCustomerId,
          },
        ]
      : [],
  };
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson)),
    'icon.png': DEFAULT_ICON,
    'icon@2x.png': DEFAULT_ICON_2X,
  };
  if (input.logoPng) files['logo.png'] = input.logoPng;
  // A stamp card's stamps drawn across the strip, under the "7 of 10 stamps" Apple writes over it.
  const stamps = standing ? stampsOf(standing) : null;
  const strip = stamps ? stampStrip(input.brandColor, stamps.current, stamps.required) : null;
  if (strip) {
    files['strip.png'] = strip.strip;
    files['strip@2x.png'] = strip.strip2x;
  }
  const pass = new PKPass(files, {
    wwdr: apple.wwdr,
    signerCert: apple.signerCert,
    signerKey: apple.signerKey,
    ...(apple.signerKeyPassphrase ? { signerKeyPassphrase: apple.signerKeyPassphrase } : {}),
  });
  return pass.getAsBuffer();
}
