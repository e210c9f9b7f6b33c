import {
  ZAcceptInvitationResponse,
  ZAcceptWithNewAccount,
  ZAcceptWithSignIn,
  ZCompanyProfile,
  ZCompanySetupResponse,
  ZInvitationDetails,
  ZInvitationLookupRequest,
  ZInvitationResponse,
  ZInviteRequest,
} from '@regulars/contracts';
import type { z } from 'zod';

type TTeamOperation = {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: 'session';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

/** The team operations for the OpenAPI document. */
export const TEAM_OPERATIONS: TTeamOperation[] = [
  {
    method: 'get',
    path: '/api/company',
    summary: 'Company profile: facts, seat usage, active members, pending invitations (admin only)',
    tag: 'Teams',
    auth: 'session',
    response: ZCompanyProfile,
  },
  {
    method: 'post',
    path: '/api/company/setup',
    summary: 'Create the team (tenant) of a business that has none; idempotent (team admin)',
    tag: 'Teams',
    auth: 'session',
    response: ZCompanySetupResponse,
  },
  {
    method: 'post',
    path: '/api/company/invitations',
    summary: 'Invite a team member by email; refused at the seat limit (team admin)',
    tag: 'Teams',
    auth: 'session',
    body: ZInviteRequest,
    response: ZInvitationResponse,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/company/invitations/{id}/resend',
    summary: 'Revoke a pending invitation and email a fresh one (team admin)',
    tag: 'Teams',
    auth: 'session',
    response: ZInvitationResponse,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/company/invitations/{id}/revoke',
    summary: 'Revoke a pending invitation (team admin)',
    tag: 'Teams',
    auth: 'session',
    status: 204,
  },
  {
    method: 'delete',
    path: '/api/company/members/{id}',
    summary: "Remove a team member: inactive, and signed out at once (team admin; not one's own row)",
    tag: 'Teams',
    auth: 'session',
    status: 204,
  },
  {
    method: 'post',
    path: '/api/invitations/lookup',
    summary: "An invitation link's company, email and role (public, rate-limited; token in the body)",
    tag: 'Teams',
    body: ZInvitationLookupRequest,
    response: ZInvitationDetails,
  },
  {
    method: 'post',
    path: '/api/invitations/accept/create-account',
    summary: 'Accept with a new account for the invited email; signs in (public, rate-limited)',
    tag: 'Teams',
    body: ZAcceptWithNewAccount,
    response: ZAcceptInvitationResponse,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/invitations/accept/sign-in',
    summary: 'Accept by signing in as the invited email; signs in (public, rate-limited)',
    tag: 'Teams',
    body: ZAcceptWithSignIn,
    response: ZAcceptInvitationResponse,
  },
];
