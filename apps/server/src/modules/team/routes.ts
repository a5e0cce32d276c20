import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { invite, listMembers, toMember, updateMember } from './service.js';

export default async function teamRoutes(app: FastifyInstance) {
  route(app, endpoints.team.list, {}, async () => ({ success: true as const, message: 'Team loaded.', data: await listMembers(app.db) }));

  route(app, endpoints.team.invite, {}, async (request) => {
    const inviter = request.admin!;
    const { member, resent } = await invite(
      app.db,
      app.mail.settings.siteUrl,
      { email: request.body.Email, name: request.body.Name, role: request.body.Role },
      inviter.name || inviter.email,
      actorOf(request),
    );
    app.mail.wake();
    request.log.info({ event: resent ? 'team_invite_resent' : 'team_invite', adminId: inviter.id, memberId: member._id }, 'team invitation sent');
    return {
      success: true as const,
      message: resent ? `A new invitation was sent to ${member.Email}.` : `${member.Email} was invited.`,
      data: member,
    };
  });

  route(app, endpoints.team.update, {}, async (request) => {
    const { _id, Role, Active } = request.body;
    const { before, after } = await updateMember(app.db, _id, { role: Role, active: Active }, actorOf(request));
    request.log.info({ event: 'team_update', adminId: request.admin!.id, memberId: _id }, 'team member updated');
    const message =
      before.status !== after.status
        ? after.status === 'deactivated'
          ? `${after.email} was deactivated and signed out everywhere.`
          : `${after.email} was reactivated.`
        : `${after.email} is now ${after.role === 'Owner' ? 'an Owner' : 'Staff'}.`;
    return { success: true as const, message, data: toMember(after) };
  });
}
