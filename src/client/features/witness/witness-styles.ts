// Mantine styles of the components only the witness pages use, loaded with their own chunk.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Blockquote.css';
