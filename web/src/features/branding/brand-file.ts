import { BRAND_MESSAGES, LOGO_CONTENT_TYPES, MAX_LOGO_BYTES } from '@regulars/contracts';

/**
 * What is wrong with the chosen file before it is sent, in the words the server would use (null: nothing). The
 * server still reads the real type from the bytes: a browser's type comes from the file's name.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return BRAND_MESSAGES.notImage;
  if (file.size > MAX_LOGO_BYTES) return BRAND_MESSAGES.tooLarge;
  return null;
}

/** The file's bytes as base64: the upload is JSON like every other request. */
export async function fileToBase64(file: Blob): Promise<string> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
