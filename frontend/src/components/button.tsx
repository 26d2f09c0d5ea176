import { Button as ChakraButton, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

/**
 * Chakra's Button with one fix: Chakra always sets type="button", which on a link (`asChild` around an <a>) is
 * invalid HTML, so a link-styled button gets no type. Use this Button everywhere instead of Chakra's.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <ChakraButton ref={ref} {...(props.asChild ? { type: undefined } : null)} {...props} />;
});
