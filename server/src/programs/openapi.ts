import { ZCreateProgramRequest, ZProgram, ZProgramList, ZSetProgramStatusRequest } from '@regulars/contracts';
import type { z } from 'zod';

type TProgramOperation = {
  method: 'get' | 'post' | 'patch';
  path: string;
  summary: string;
  tag: string;
  auth: 'session';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

export const PROGRAM_OPERATIONS: TProgramOperation[] = [
  {
    method: 'get',
    path: '/api/programs',
    summary: "The business's loyalty programs, newest first, with the active-program allowance",
    tag: 'Programs',
    auth: 'session',
    response: ZProgramList,
  },
  {
    method: 'post',
    path: '/api/programs',
    summary: 'Create an active program; config is validated per type, missing fields take the defaults',
    tag: 'Programs',
    auth: 'session',
    body: ZCreateProgramRequest,
    response: ZProgram,
    status: 201,
  },
  {
    method: 'patch',
    path: '/api/programs/{id}/status',
    summary: 'Pause or activate a program (activating counts against max_programs)',
    tag: 'Programs',
    auth: 'session',
    body: ZSetProgramStatusRequest,
    response: ZProgram,
  },
];
