/**
 * Screens narrower than 360 px (a 320 px phone, or a 640 px window zoomed to 200 %), where the top
 * bar drops what it can spare so that nothing scrolls sideways: a condition for a `css` prop.
 */
export const NARROW = '@media screen and (max-width: 359.98px)';
