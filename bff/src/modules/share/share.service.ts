import type { Context } from '../../context.ts';
import { errorText, log } from '../../log.ts';

/**
 * Tells the shared pages of a product whether it can be ordered (its stock changed, or it was
 * deleted). A store that cannot be reached is logged: the admin's change itself has been made.
 */
export async function noteStock(ctx: Context, productId: string, available: boolean): Promise<void> {
  try {
    await ctx.shares.productChanged(productId, available);
  } catch (error) {
    log.warn('shares', {
      requestId: ctx.requestId,
      productId,
      unsaved: available ? 'available' : 'unavailable',
      error: errorText(error),
    });
  }
}
