import { DATA_EXPORT_MESSAGES, ZDataExportResponse, ZDataExports } from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { errorBody } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { listDataExports } from './list-data-exports.ts';
import { openExportDownload } from './open-export-download.ts';
import { startDataExport } from './start-data-export.ts';

const tag = 'Data export';
const auth = 'session';

/** /api/data-exports: "Export all data" in /settings → Data, for the team admin (docs/ARCHITECTURE.md: data-export). */
export const dataExportRoutes = new Hono<TAppEnv>()
  .use('/data-exports', requireBusiness)
  .use('/data-exports/*', requireBusiness)
  .get(
    '/data-exports',
    routeDoc({
      tag,
      auth,
      summary:
        "The business's latest exports of all its data, newest first, with status, progress, size and expiry (a team member who is not the admin gets none, and canExport false)",
      response: ZDataExports,
    }),
    async (c) => {
      const canExport = c.var.teamRole === 'admin';
      const exports = canExport ? await listDataExports({ db: c.var.deps.db, businessId: c.var.businessId }) : [];
      return c.json({ exports, canExport });
    },
  )
  .post(
    '/data-exports',
    routeDoc({
      tag,
      auth,
      summary:
        'Team admin: start exporting all data (a ZIP of CSV files built by a job); while one is queued or running, answers that one',
      response: ZDataExportResponse,
      status: 202,
    }),
    requireTeamAdmin,
    async (c) => {
      const { db, queue } = c.var.deps;
      const { export: started } = await startDataExport({
        db,
        queue,
        businessId: c.var.businessId,
        userId: c.var.user?.id ?? null,
        actor: actorOfUser(c.var.user),
      });
      return c.json({ export: started }, 202);
    },
  )
  .get(
    '/data-exports/:id/download',
    routeDoc({
      tag,
      auth,
      summary:
        "Team admin: download a ready export's ZIP; 404 for an unknown or another business's id, 409 while it is being built, 410 once it expired (24 hours)",
      media: 'application/zip',
    }),
    requireTeamAdmin,
    async (c) => {
      const answer = await openExportDownload({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        exportId: c.req.param('id'),
        actor: actorOfUser(c.var.user),
      });
      if (answer.gone) return c.json(errorBody('GONE', DATA_EXPORT_MESSAGES.expired), 410);
      return c.body(answer.body, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(answer.byteSize),
        'Content-Disposition': `attachment; filename="${answer.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
