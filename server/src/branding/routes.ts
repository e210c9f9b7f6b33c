import { ZBrand, ZUpdateBrand, ZUpdateDisplayName, ZUploadLogo } from '@regulars/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { getBrand } from './get-brand.ts';
import { getPublicLogo, matchesEtag } from './get-public-logo.ts';
import { logoPath } from './logo-url.ts';
import { removeLogo } from './remove-logo.ts';
import { saveBrandColor } from './save-brand-color.ts';
import { saveDisplayName } from './save-display-name.ts';
import { uploadLogo } from './upload-logo.ts';

const tag = 'Branding';
const auth = 'session';
const VERSION = /^[1-9][0-9]{0,8}$/;

/** Mail clients on other origins (webmail pages) embed the logo: the security headers let these paths be embedded. */
export const PUBLIC_LOGOS_PATH = '/api/logos';

/**
 * /api/settings/brand: team members read, the team admin changes (as every settings card); /api/logos: the logo for
 * anyone with its address, since emails and printed signs show it.
 */
export const brandingRoutes = new Hono<TAppEnv>()
  .get(
    '/settings/brand',
    routeDoc({
      tag,
      auth,
      summary:
        "The business's brand colour (null: the default), logo, display name, and whether its plan is white-label",
      response: ZBrand,
    }),
    requireBusiness,
    async (c) =>
      c.json(await getBrand({ db: c.var.deps.db, businessId: c.var.businessId, appUrl: c.var.deps.config.appUrl })),
  )
  .put(
    '/settings/brand',
    routeDoc({
      tag,
      auth,
      summary: "Save the brand colour as '#rrggbb', or null for the default (team admin)",
      response: ZBrand,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZUpdateBrand),
    async (c) =>
      c.json(
        await saveBrandColor({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          appUrl: c.var.deps.config.appUrl,
          queue: c.var.deps.queue,
          brandColor: c.req.valid('json').brandColor,
        }),
      ),
  )
  .put(
    '/settings/brand/display-name',
    routeDoc({
      tag,
      auth,
      summary:
        'Save the name customers see instead of the company name, or null (or empty) for the company name (team admin)',
      response: ZBrand,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZUpdateDisplayName),
    async (c) =>
      c.json(
        await saveDisplayName({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          appUrl: c.var.deps.config.appUrl,
          queue: c.var.deps.queue,
          displayName: c.req.valid('json').displayName,
        }),
      ),
  )
  .put(
    '/settings/brand/logo',
    routeDoc({
      tag,
      auth,
      summary:
        'Upload the logo: a PNG or JPEG of at most 256 KB and 4000 px a side, as base64 in `logo`; kept at most 1024 px ' +
        'a side (team admin)',
      response: ZBrand,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZUploadLogo),
    async (c) =>
      c.json(
        await uploadLogo({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          appUrl: c.var.deps.config.appUrl,
          queue: c.var.deps.queue,
          base64: c.req.valid('json').logo,
        }),
      ),
  )
  .delete(
    '/settings/brand/logo',
    routeDoc({ tag, auth, summary: 'Remove the logo (team admin)', response: ZBrand }),
    requireBusiness,
    requireTeamAdmin,
    async (c) =>
      c.json(
        await removeLogo({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          appUrl: c.var.deps.config.appUrl,
          queue: c.var.deps.queue,
        }),
      ),
  )
  .get(
    `${PUBLIC_LOGOS_PATH.replace(/^\/api/, '')}/:businessId/:version`,
    routeDoc({
      tag,
      summary:
        "A business's logo (public: emails and signs show it), cached for a year with its content hash as ETag; an " +
        'old version redirects to the current one',
      media: 'image/png',
      other: { status: 302, description: 'An earlier version: to the current one', response: z.null() },
    }),
    async (c) => {
      const businessId = c.req.param('businessId');
      const logo = await getPublicLogo({ db: c.var.deps.db, businessId });
      const version = c.req.param('version');
      if (!VERSION.test(version) || Number(version) !== logo.version) {
        c.header('Cache-Control', 'no-cache');
        return c.redirect(logoPath(businessId, logo.version), 302);
      }
      const cached = {
        // The address changes with every upload, so this answer never goes stale.
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${logo.contentHash}"`,
        'X-Content-Type-Options': 'nosniff',
      };
      // A cache that kept the file without its lifetime (some mail proxies) asks again: it still has it.
      if (matchesEtag(c.req.header('If-None-Match'), logo.contentHash)) return c.body(null, 304, cached);
      return c.body(new Uint8Array(logo.bytes), 200, {
        ...cached,
        'Content-Type': logo.contentType,
        'Content-Length': String(logo.bytes.length),
      });
    },
  );
