import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { MeDocument, type SessionUserFragment } from '../../lib/session.generated.ts';
import { formFailure } from '../../lib/errors.ts';
import { announceSession } from '../../lib/session-channel.ts';
import { authLabels } from '../../lib/auth-checks.ts';
import { currentLocale } from '../../lib/i18n.ts';

/**
 * Submits a sign-in form once: the success toast shows for 1 s, then the session starts and the
 * app moves on to `next()`. Mistakes the browser can see are shown under their fields and nothing
 * is sent; the server's field problems go under their fields too, in plain words; any other
 * failure (a wrong password, too many attempts) is said in the form (`formError`) until a field
 * changes or the form is sent again.
 */
export function useSignIn(next: () => string, labels: () => Readonly<Record<string, string>> = authLabels) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // State only changes on the next render: two clicks in a row would both see busy === false.
  const sending = useRef(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** A corrected field loses its complaint at once, not on the next submit, and so does the form's. */
  const forget = (field: string) => {
    setFormError(null);
    setErrors((current) =>
      field in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current,
    );
  };

  async function submit(
    problems: Record<string, string>,
    send: () => Promise<{ message: string; user: SessionUserFragment } | undefined>,
    fallback: string,
    success: string,
  ) {
    if (sending.current) return;
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    sending.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const result = await send();
      if (!result) throw new Error(fallback);
      // The API words its success in English: other languages say it in their own words.
      notifySuccess(currentLocale() === 'en' ? result.message : success, TOAST_MS.success);
      announceSession('login');
      setTimeout(() => {
        client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: result.user } });
        void navigate(next(), { replace: true });
      }, TOAST_MS.success);
    } catch (error) {
      const failure = formFailure(error, labels(), fallback);
      setErrors(failure.fields);
      setFormError(failure.toast || null);
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, errors, formError, forget, submit };
}
