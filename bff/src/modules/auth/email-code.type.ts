import { Field, ObjectType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';

@ObjectType({ simpleResolvers: true, description: 'What `sendEmailCode` did, and when the code to use was sent.' })
export class EmailCodePayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => Boolean, {
    description:
      'Whether this call emailed a new code; false when `unlessRecent` found one sent within the last 10 minutes.',
  })
  sent!: boolean;

  @Field(() => DateTime, {
    description:
      'When the code the user should type was sent: by this call, or the earlier send when this one sent none.',
  })
  sentAt!: Date;
}
