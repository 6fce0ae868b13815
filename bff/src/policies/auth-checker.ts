import type { AuthChecker } from 'type-graphql';
import type { Context } from '../context.ts';
import { forbidden } from '../errors.ts';
import { Role } from '../modules/users/user.type.ts';

/**
 * `@Authorized()` needs a signed-in user (UNAUTHENTICATED otherwise); `@Authorized(Role.ADMIN)`
 * also needs that role (FORBIDDEN otherwise). The viewer is read once per request.
 */
export const authChecker: AuthChecker<Context, Role> = async ({ context }, roles) => {
  const viewer = await context.viewer();
  if (roles.length > 0 && !roles.includes(viewer.role as Role)) {
    throw forbidden(
      roles.length === 1 && roles[0] === Role.ADMIN ? 'This is for admins only.' : 'This is for marketers only.',
    );
  }
  return true;
};
