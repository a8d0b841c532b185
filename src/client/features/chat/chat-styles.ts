// Mantine styles of the components only the chat screen uses (DESIGN §1 bundle budget; see
// app/signed-in-styles.ts). Typography styles the assistant's Markdown.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/ScrollArea.css';
