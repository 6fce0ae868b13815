import { AbsoluteCenter, Button as ChakraButton, Span, Spinner, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';

/**
 * Chakra's Button, except that while `loading` it stays focusable: Chakra disables a loading
 * button, and a disabled button loses the keyboard's focus, which then falls to the page's start
 * when the work fails. This one is only `aria-disabled` (looks and reads as disabled, and a press
 * does nothing), and keeps its name for a screen reader while its spinner shows.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading, loadingText, spinner, spinnerPlacement = 'start', children, onClick, ...rest },
  ref,
) {
  if (!loading) {
    return (
      <ChakraButton ref={ref} onClick={onClick} {...rest}>
        {children}
      </ChakraButton>
    );
  }
  const shownSpinner = spinner ?? <Spinner size="inherit" borderWidth="0.125em" color="inherit" />;
  // A press (and a form's Enter, which presses its submit button) does nothing while busy.
  const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <ChakraButton ref={ref} {...rest} onClick={ignore} aria-disabled="true" aria-busy="true" data-loading="">
      {rest.asChild ? (
        children
      ) : loadingText ? (
        <>
          {spinnerPlacement === 'start' && shownSpinner}
          {loadingText}
          {spinnerPlacement === 'end' && shownSpinner}
        </>
      ) : (
        <>
          <AbsoluteCenter display="inline-flex">{shownSpinner}</AbsoluteCenter>
          {/* Unseen but still read: the button keeps its width and its name. */}
          <Span display="contents" color="transparent">
            {children}
          </Span>
        </>
      )}
    </ChakraButton>
  );
});
