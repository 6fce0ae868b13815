import { Link } from '@chakra-ui/react';
import { SUPPORT_EMAIL } from '../../lib/support.ts';

/** A message naming the support address, the address a mail link wherever the language puts it in the sentence. */
export function WithSupportMail({ message }: { message: (email: string) => string }) {
  const [before, after] = message('\u0000').split('\u0000');
  return (
    <>
      {before}
      <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit" textDecoration="underline">
        {SUPPORT_EMAIL}
      </Link>
      {after}
    </>
  );
}
