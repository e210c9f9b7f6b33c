import { ZEnrolmentRequest, ZEnrolmentResponse, ZSignupFormInfo } from '@regulars/contracts';
import type { z } from 'zod';

type TEnrolmentOperation = {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

export const ENROLMENT_OPERATIONS: TEnrolmentOperation[] = [
  {
    method: 'get',
    path: '/api/public/signup-form/{code}',
    summary: 'Public: the sign-up form of a QR code (counts a scan; 404 for an unknown or inactive code)',
    tag: 'Enrolment',
    response: ZSignupFormInfo,
  },
  {
    method: 'post',
    path: '/api/public/signup-form/{code}',
    summary:
      'Public: join the business (rate-limited per IP; 409 when the phone is already a member; enrols into active programs)',
    tag: 'Enrolment',
    body: ZEnrolmentRequest,
    response: ZEnrolmentResponse,
    status: 201,
  },
];
