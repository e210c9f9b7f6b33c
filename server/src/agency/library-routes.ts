import {
  LIBRARY_MESSAGES,
  ZApplyLibraryItem,
  ZLibrary,
  ZLibraryApplyResponse,
  ZLibraryDifferences,
  ZLibraryPieceChoices,
  ZSaveKit,
  ZSaveLibraryPiece,
  ZSaveToLibrary,
  ZSaveToLibraryResponse,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireAgency, requireTeamAdmin, sessionOf } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { deleteLibraryItem } from './delete-library-item.ts';
import { readLibrary } from './read-library.ts';
import { readLibraryApply } from './read-library-apply.ts';
import { readLibraryDifferences } from './read-library-differences.ts';
import { readLibraryPieceChoices } from './read-library-piece-choices.ts';
import { saveKitToLibrary } from './save-kit-to-library.ts';
import { saveLibraryPiece } from './save-piece-to-library.ts';
import { saveToLibrary } from './save-to-library.ts';
import { startLibraryApply } from './start-library-apply.ts';

const tag = 'Agency';
const auth = 'session';

/**
 * /api/agency/library (issue 53, "Set up once"): programs, templates, automations and starter kits saved from one
 * client and added to many. The agency's
 * admin saves, deletes and adds; its team reads. Always the agency's own, whichever client is open.
 */
export function agencyLibraryRoutes() {
  return new Hono<TAppEnv>()
    .use('/agency/library', requireAgency)
    .use('/agency/library/*', requireAgency)
    .get(
      '/agency/library',
      routeDoc({
        tag,
        auth,
        summary: "The agency's library and its ten latest additions to clients",
        response: ZLibrary,
      }),
      async (c) => c.json(await readLibrary({ db: c.var.deps.db, agencyId: c.var.businessId })),
    )
    .post(
      '/agency/library',
      routeDoc({
        tag,
        auth,
        summary:
          "Save a copy of one client's program in the agency's library; with replace, a new version of the item of that name (team admin)",
        response: ZSaveToLibraryResponse,
        status: 201,
      }),
      requireTeamAdmin,
      validate('json', ZSaveToLibrary),
      async (c) => {
        const item = await saveToLibrary({ db: c.var.deps.db, agencyId: c.var.businessId, ...c.req.valid('json') });
        return c.json({ item }, 201);
      },
    )
    .post(
      '/agency/library/kits',
      routeDoc({
        tag,
        auth,
        summary: "Save one client's programs and SMS and email templates as a starter kit in the library (team admin)",
        response: ZSaveToLibraryResponse,
        status: 201,
      }),
      requireTeamAdmin,
      validate('json', ZSaveKit),
      async (c) => {
        const item = await saveKitToLibrary({ db: c.var.deps.db, agencyId: c.var.businessId, ...c.req.valid('json') });
        return c.json({ item }, 201);
      },
    )
    .post(
      '/agency/library/pieces',
      routeDoc({
        tag,
        auth,
        summary:
          "Save one client's SMS or email template, or one automation, as a library item; with replace, a new version of the item of that name (team admin)",
        response: ZSaveToLibraryResponse,
        status: 201,
      }),
      requireTeamAdmin,
      validate('json', ZSaveLibraryPiece),
      async (c) => {
        const item = await saveLibraryPiece({
          db: c.var.deps.db,
          agencyId: c.var.businessId,
          input: c.req.valid('json'),
        });
        return c.json({ item }, 201);
      },
    )
    .get(
      '/agency/library/clients/:clientId/pieces',
      routeDoc({
        tag,
        auth,
        summary:
          'What of one client can be saved to the library on its own: its templates and automations (team admin)',
        response: ZLibraryPieceChoices,
      }),
      requireTeamAdmin,
      async (c) =>
        c.json(
          await readLibraryPieceChoices({
            db: c.var.deps.db,
            agencyId: c.var.businessId,
            clientId: c.req.param('clientId'),
          }),
        ),
    )
    .delete(
      '/agency/library/:id',
      routeDoc({
        tag,
        auth,
        summary: 'Delete a library item; what it added to clients stays theirs (team admin)',
        status: 204,
      }),
      requireTeamAdmin,
      async (c) => {
        const itemId = uuidParam(c, LIBRARY_MESSAGES.itemNotFound);
        await deleteLibraryItem({ db: c.var.deps.db, agencyId: c.var.businessId, itemId });
        return c.body(null, 204);
      },
    )
    .post(
      '/agency/library/:id/apply',
      routeDoc({
        tag,
        auth,
        summary:
          "Add a library item to chosen clients, as a job: each client's outcome (added, has one of that name, its plan allows no more…) (team admin)",
        response: ZLibraryApplyResponse,
        status: 202,
      }),
      requireTeamAdmin,
      validate('json', ZApplyLibraryItem),
      async (c) => {
        const apply = await startLibraryApply({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          agencyId: c.var.businessId,
          itemId: uuidParam(c, LIBRARY_MESSAGES.itemNotFound),
          ...c.req.valid('json'),
        });
        return c.json({ apply }, 202);
      },
    )
    .get(
      '/agency/library/:id/differences',
      routeDoc({
        tag,
        auth,
        summary:
          "Before adding a library item: each client's program of that name against the library's (missing, same, differs and how); for a kit, a template or an automation, each piece as adding would find it",
        response: ZLibraryDifferences,
      }),
      async (c) => {
        const itemId = uuidParam(c, LIBRARY_MESSAGES.itemNotFound);
        const session = await sessionOf(c);
        return c.json(
          await readLibraryDifferences({
            db: c.var.deps.db,
            agencyId: c.var.businessId,
            itemId,
            // Account managers see their own clients, as in their client list; admins and analysts every one.
            managerId: c.var.teamRole === 'member' ? session.user.id : null,
          }),
        );
      },
    )
    .get(
      '/agency/library/applies/:id',
      routeDoc({ tag, auth, summary: 'One addition to clients, with its progress', response: ZLibraryApplyResponse }),
      async (c) => {
        const applyId = uuidParam(c, LIBRARY_MESSAGES.applyNotFound);
        return c.json({ apply: await readLibraryApply({ db: c.var.deps.db, agencyId: c.var.businessId, applyId }) });
      },
    );
}
