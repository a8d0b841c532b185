import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Calm navy for trust and structure; gold as the accent, used on navy or as a fill behind navy text.
const navy: MantineColorsTuple = [
  '#edf1f7',
  '#d5deeb',
  '#aabbd5',
  '#7c96bd',
  '#5676a8',
  '#3e5f96',
  '#2f4f84',
  '#243f6d',
  '#1b3157',
  '#112240',
];

const gold: MantineColorsTuple = [
  '#fff8e6',
  '#fdedc4',
  '#fbe09c',
  '#f8d171',
  '#f5c44d',
  '#f2b934',
  '#dba21f',
  '#b88415',
  '#94680f',
  '#6f4d09',
];

// Public Sans (app/typeface.css) first; the system faces while it loads and for other scripts.
const fontStack =
  "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  colors: { navy, gold },
  primaryColor: 'navy',
  primaryShade: 7,
  autoContrast: true,
  // Text colour: a near-black navy reads softer than pure black and keeps AA contrast everywhere.
  black: '#14213d',
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Plain objects rather than Component.extend(): importing Modal or Drawer here would pull
  // them into the landing bundle.
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close navigation' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    // Optional fields say "(optional)" instead; an asterisk is easy to miss and noisy to hear.
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Autocomplete: { defaultProps: { withAsterisk: false } },
    NumberInput: { defaultProps: { withAsterisk: false } },
    NativeSelect: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
  },
});

/** Mantine's default "dimmed" grey and error red are below AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#4b5875', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
