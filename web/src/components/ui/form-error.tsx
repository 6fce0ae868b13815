import { Alert } from '@chakra-ui/react';

/**
 * What went wrong with a whole form (a wrong password, a refused code), said in the form and
 * announced as it appears; it stays until the user changes something or sends again.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
