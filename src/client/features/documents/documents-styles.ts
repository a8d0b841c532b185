// Mantine styles of the components only this screen uses, loaded with its own chunk so the chat
// screen does not download them (DESIGN §1 bundle budget; see app/signed-in-styles.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
