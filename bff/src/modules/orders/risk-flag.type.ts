import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RiskFlagKind } from './risk-flags.ts';

export { RiskFlagKind };
registerEnumType(RiskFlagKind, {
  name: 'RiskFlagKind',
  description: 'Why an order is flagged for an admin (risk-flags.ts holds the rules).',
  valuesConfig: {
    RETURNS_BEFORE: {
      description:
        "The customer's phone has returned or cancelled orders placed before this one (`count`), any marketer's.",
    },
    OWN_PHONE: { description: "The customer's phone is the marketer's own." },
    LIKELY_DUPLICATE: {
      description: 'The same phone ordered the same product in the 24 hours before (`orderId`, not a cancelled one).',
    },
    SHARED_PAYOUT_QR: {
      description:
        "The marketer's payout QR image is identical to other marketers' (`marketers`), by the content hash kept at upload.",
    },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'A reason to look twice at an order, with what its words need; flags inform and block nothing.',
})
export class OrderRiskFlag {
  @Field(() => RiskFlagKind, { description: 'Which rule holds.' })
  kind!: RiskFlagKind;

  @Field(() => Int, { nullable: true, description: 'RETURNS_BEFORE: how many earlier orders; null otherwise.' })
  count!: number | null;

  @Field(() => ID, { nullable: true, description: 'LIKELY_DUPLICATE: the earlier order; null otherwise.' })
  orderId!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'SHARED_PAYOUT_QR: the other marketers with the same QR image, by name; null otherwise.',
  })
  marketers!: string[] | null;
}
