import {
  ZCreateProgramRequest,
  ZProgram,
  ZProgramList,
  ZSetProgramStatusRequest,
  ZUpdateProgramRequest,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createProgram } from './create-program.ts';
import { deleteProgram } from './delete-program.ts';
import { listPrograms } from './list-programs.ts';
import { PROGRAM_NOT_FOUND, setProgramStatus } from './set-program-status.ts';
import { updateProgram } from './update-program.ts';

const tag = 'Programs';

/** /api/programs: the signed-in business's loyalty programs. */
export const programRoutes = new Hono<TAppEnv>()
  .use('/programs', requireBusiness)
  .use('/programs/*', requireBusiness)
  .get(
    '/programs',
    routeDoc({
      tag,
      summary: "The business's loyalty programs, newest first, with the active-program allowance",
      auth: 'session',
      response: ZProgramList,
    }),
    async (c) => c.json(await listPrograms({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .post(
    '/programs',
    routeDoc({
      tag,
      summary: 'Create an active program; config is validated per type, missing fields take the defaults',
      auth: 'session',
      response: ZProgram,
      status: 201,
    }),
    validate('json', ZCreateProgramRequest),
    async (c) => {
      const program = await createProgram({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json(program, 201);
    },
  )
  .patch(
    '/programs/:id/status',
    routeDoc({
      tag,
      summary: 'Pause or activate a program (activating counts against max_programs)',
      auth: 'session',
      response: ZProgram,
    }),
    validate('json', ZSetProgramStatusRequest),
    async (c) => {
      const program = await setProgramStatus({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        programId: uuidParam(c, PROGRAM_NOT_FOUND),
        status: c.req.valid('json').status,
      });
      return c.json(program);
    },
  )
  .patch(
    '/programs/:id',
    routeDoc({
      tag,
      summary:
        "Edit a program's name, description or config (the type stays; a new config applies from the next action on)",
      auth: 'session',
      response: ZProgram,
    }),
    validate('json', ZUpdateProgramRequest),
    async (c) => {
      const program = await updateProgram({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        programId: uuidParam(c, PROGRAM_NOT_FOUND),
        input: c.req.valid('json'),
      });
      return c.json(program);
    },
  )
  .delete(
    '/programs/:id',
    routeDoc({
      tag,
      summary: 'Delete a program nobody has earned in (409 otherwise); frees its place under max_programs',
      auth: 'session',
      status: 204,
    }),
    async (c) => {
      await deleteProgram({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        programId: uuidParam(c, PROGRAM_NOT_FOUND),
      });
      return c.body(null, 204);
    },
  );
