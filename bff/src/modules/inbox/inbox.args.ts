import { ArgsType, Field, Int } from 'type-graphql';
import { AtLeast, AtMost } from '../../policies/validators.ts';

/** Entries an inbox answers unless asked otherwise, and after `markInboxRead`. */
export const INBOX_FIRST = 20;
/** The most entries one inbox answer holds. */
export const INBOX_MAX_FIRST = 50;

@ArgsType()
export class InboxArgs {
  @Field(() => Int, {
    defaultValue: INBOX_FIRST,
    description: `How many of the newest entries to answer, 1 to ${INBOX_MAX_FIRST}.`,
  })
  @AtLeast(1)
  @AtMost(INBOX_MAX_FIRST)
  first: number = INBOX_FIRST;
}
